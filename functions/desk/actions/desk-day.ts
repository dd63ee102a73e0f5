import { type ClosureSpan, closureAt } from '../../../common/booking/schedule';
import { type ClinicSchedule, labelMinutes, placeById, slotsOn } from '../../../common/clinic/schedule';
import type { DeskBooking } from '../db/desk';

/** One time of the desk's day view: its places taken of its capacity, whether closed, where, and its bookings. */
export interface DeskSlot {
  time: string;
  capacity: number;
  taken: number;
  closed: boolean;
  place: { id: string; name: string };
  bookings: DeskBooking[];
  /** Present (false) for a time the schedule no longer offers that day that still holds bookings: move or cancel them. */
  offered?: false;
}

const holdsPlace = (b: DeskBooking) => b.status === 'booked' || b.status === 'arrived';

/**
 * The desk's slots of a date: the times the schedule offers (slotsOn), each with its session's capacity and place,
 * and for every other time that holds bookings (the schedule changed after they were made) a slot marked
 * `offered: false` at the bookings' place, so no booking is hidden. In clock order.
 */
export function deskDaySlots(
  schedule: ClinicSchedule,
  date: string,
  bookings: DeskBooking[],
  closures: readonly ClosureSpan[],
): DeskSlot[] {
  const place = (id: string) => ({ id, name: placeById(schedule, id)?.name ?? id });
  const at = (time: string) => bookings.filter((b) => b.appointment_time === time);
  const slot = (time: string, capacity: number, placeId: string): DeskSlot => ({
    time,
    capacity,
    taken: at(time).filter(holdsPlace).length,
    closed: !!closureAt(closures, date, time),
    place: place(placeId),
    bookings: at(time),
  });
  const offered = slotsOn(schedule, date);
  const offeredTimes = new Set(offered.map((s) => s.time));
  const stranded = [...new Set(bookings.map((b) => b.appointment_time))].filter((t) => !offeredTimes.has(t));
  return [
    ...offered.map((s) => slot(s.time, s.capacity, s.placeId)),
    ...stranded.map((t): DeskSlot => ({ ...slot(t, 0, at(t)[0]?.place_id ?? ''), offered: false })),
  ].sort((a, b) => labelMinutes(a.time) - labelMinutes(b.time));
}
