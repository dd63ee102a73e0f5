export { contact } from './contact';
