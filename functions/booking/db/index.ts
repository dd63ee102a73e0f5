export {
  ACTIVE,
  type AppointmentRow,
  appointmentById,
  appointmentRows,
  type ChangeBy,
  firstRow,
  type MoveCondition,
  markComing,
  newChangeId,
  profileColumns,
  recordPhoneToken,
  rescheduleAppointment,
  selectAppointments,
} from './appointments';
export * from './closures';
export { labelMinutesSql, offeredCapacity } from './offered';
