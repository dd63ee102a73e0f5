export {
  ACTIVE,
  type AppointmentRow,
  announcements,
  appointmentById,
  appointmentRows,
  type ChangeBy,
  firstRow,
  HOLD_REASONS,
  type MoveCondition,
  markComing,
  newChangeId,
  profileColumns,
  recordPhoneToken,
  releaseExpiredHolds,
  rescheduleAppointment,
  selectAppointments,
} from './appointments';
export * from './closures';
export { labelMinutesSql, offeredCapacity } from './offered';
