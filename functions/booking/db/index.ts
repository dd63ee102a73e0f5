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
export {
  type Closure,
  closureRows,
  closuresBetween,
  closuresOnStatement,
  createClosure,
  deleteClosure,
} from './closures';
export { labelMinutesSql } from './offered';
