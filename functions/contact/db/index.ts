export { type ContactRow, selectContactMessages } from './contact';
