export { privacy } from './privacy';
