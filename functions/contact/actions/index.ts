export { sendMessage } from './message';
