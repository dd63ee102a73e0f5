export { deskClinic } from './desk-clinic';
