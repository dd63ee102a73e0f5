export { appointment } from './appointment';
export { availability } from './availability';
export { asPage, forms, pageForPeople } from './forms';
export { manage } from './manage';
export { visitReply } from './visit-reply';
