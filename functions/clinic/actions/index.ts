export { clinicSnapshot } from './snapshot';
