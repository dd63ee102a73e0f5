/**
 * Booking: a patient's appointment from first request to the visit — the booking API and the form without JavaScript,
 * the availability of times, the manage link (move, cancel, confirm a held place, stop its phone messages), the held
 * places' release, and attendance. Owns the appointments table and closures' checks. Other features use it through
 * this entry and its layers' entries (booking/db, booking/actions, booking/routes) and booking/types.
 */
export type { AppointmentRow } from './types';
