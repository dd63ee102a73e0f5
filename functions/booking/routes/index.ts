export { appointment } from './appointment';
export { availability } from './availability';
export { forms, pageForPeople } from './forms';
export { manage } from './manage';
