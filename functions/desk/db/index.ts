export { bookingById } from './desk';
