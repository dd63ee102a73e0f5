export {
  ACTIVE,
  type AppointmentRow,
  appointmentById,
  appointmentRows,
  firstRow,
  profileColumns,
  recordPhoneToken,
  selectAppointments,
} from './appointments';
export * from './closures';
export { labelMinutesSql } from './offered';
