export {
  type AttendanceOutcome,
  checkInAttendance,
  inQueueAttendance,
  isRolledBack,
  markAttendance,
} from './attendance';
export { type DayAvailability, dayAvailability, forgetAvailability } from './availability';
export { bookAppointment } from './book';
export { type ChangeOutcome, cancelBooking, confirmBooking, moveBooking, releaseHeldPlaces } from './change';
export { bookingNow, bookingOfReplyLink, bookingWhen, confirmComing } from './visit-reply';
