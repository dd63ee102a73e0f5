export {
  type AttendanceOutcome,
  checkInAttendance,
  inQueueAttendance,
  isRolledBack,
  markAttendance,
} from './attendance';
export { forgetAvailability } from './availability';
export { bookAppointment } from './book';
export { type ChangeOutcome, cancelBooking, confirmBooking, moveBooking, releaseHeldPlaces } from './change';
