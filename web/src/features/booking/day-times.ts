import { isRealDate } from '../../../../common/booking/schedule';
import { DEFAULT_SCHEDULE, labelMinutes, sessionSlots, slotsOn } from '../../../../common/clinic/schedule';

/**
 * Which times a date offers, as the browser draws them: the times the server's answer lists for that date (the
 * clinic's own schedule, edited on the desk), grouped by place when the day has more than one. Until an answer is
 * there (no date yet, still loading, a failed request, a day without sessions) the grid keeps its shape with the
 * default week's times (DEFAULT_SCHEDULE), as the prerendered page drew them.
 */

/** Where a time is, as the answers name it (in the request's language). */
export interface SlotPlace {
  id: string;
  name: string;
}

/** A time of a date as the answers list it; older answers carry no place (the single place). */
export interface PlacedTime {
  time: string;
  place?: SlotPlace;
}

/** A place's times of a day, in clock order; `place` is undefined for an answer without places. */
export interface PlaceGroup<T extends PlacedTime> {
  place?: SlotPlace;
  slots: T[];
}

const byClock = (a: string, b: string) => labelMinutes(a) - labelMinutes(b);

/** Every time the default week offers on any day, in clock order: the grid before a date is known. */
export const DEFAULT_WEEK_TIMES: readonly string[] = [
  ...new Set(DEFAULT_SCHEDULE.sessions.flatMap(sessionSlots).map((s) => s.time)),
].sort(byClock);

/** The default week's times of a date, or of the whole week when that day has none (or the date is not real). */
export function defaultTimes(date: string): string[] {
  const own = isRealDate(date) ? slotsOn(DEFAULT_SCHEDULE, date).map((s) => s.time) : [];
  return own.length > 0 ? own : [...DEFAULT_WEEK_TIMES];
}

/**
 * The times to draw for a date: the first answer that lists any (in clock order, each once), else the default times
 * with no state, so the grid keeps its shape while it waits or when the day offers nothing.
 */
export function timesToDraw<T extends PlacedTime>(date: string, ...answers: (readonly T[] | undefined)[]): T[] {
  const listed = answers.find((a) => a && a.length > 0);
  if (!listed) return defaultTimes(date).map((time) => ({ time }) as T);
  const seen = new Set<string>();
  return [...listed].filter((s) => !seen.has(s.time) && seen.add(s.time)).sort((a, b) => byClock(a.time, b.time));
}

/**
 * The times grouped by place, each group in clock order, the groups in the order their first time comes. One group
 * (with that place, or none) when the times are all at one place or name no place.
 */
export function groupByPlace<T extends PlacedTime>(slots: readonly T[]): PlaceGroup<T>[] {
  const groups: PlaceGroup<T>[] = [];
  for (const s of slots) {
    const group = groups.find((g) => g.place?.id === s.place?.id);
    if (group) group.slots.push(s);
    else groups.push({ place: s.place, slots: [s] });
  }
  // An answer that names a place for some times and none for others is read as one place: nothing to tell apart.
  if (groups.some((g) => !g.place)) return [{ place: groups.find((g) => g.place)?.place, slots: [...slots] }];
  return groups;
}

/** The place of a time among a day's times, when the answer names one. */
export function placeOf(slots: readonly PlacedTime[], time: string): SlotPlace | undefined {
  return slots.find((s) => s.time === time)?.place;
}
