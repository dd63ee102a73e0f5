export { desk } from './desk';
