export { deskPayments } from './desk';
export { payments } from './pages';
