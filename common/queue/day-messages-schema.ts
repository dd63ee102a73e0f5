import * as v from 'valibot';
import { isRealDate } from '../booking/schedule';
import { m } from '../paraglide/messages.js';
import { multiLine } from '../platform/fields';
import { FOLLOW_UP_CHOICES, FOLLOW_UP_NOTE_MAX } from './follow-ups';

/**
 * Request bodies of the desk's messages of the day (decision 025): a session event (the doctor running late, the
 * session cancelled) and a follow-up set at "done". Staff words are English (decision 014).
 */

const realDate = (what: string) =>
  v.pipe(
    v.string(`Please give the ${what} (YYYY-MM-DD).`),
    v.check(isRealDate, `Please give a valid ${what} (YYYY-MM-DD).`),
  );

/** A session of a day: its date, its place and its start, as the clinic's schedule has them. */
const SESSION = {
  date: realDate('date'),
  place_id: v.pipe(v.string('Please choose the place.'), v.minLength(1, 'Please choose the place.'), v.maxLength(60)),
  start: v.pipe(
    v.string("Please give the session's start (HH:MM)."),
    v.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, "Please give the session's start (HH:MM)."),
  ),
};

export const SessionLateSchema = v.object({
  ...SESSION,
  minutes: v.pipe(
    v.number('Please give the minutes late as a number.'),
    v.integer('Please give whole minutes.'),
    v.minValue(5, 'At least 5 minutes.'),
    v.maxValue(600, 'At most 600 minutes.'),
  ),
  /** The event to tell again (those not yet told of it); a new event when missing. */
  event_id: v.optional(v.pipe(v.string(), v.regex(/^sev_[0-9a-f]{32}$/, 'There is no such event.'))),
});

export const SessionCancelSchema = v.object({
  ...SESSION,
  reason: multiLine(m.server_label_reason, 500, false, 'a'),
});

export const FollowUpSchema = v.object({
  in: v.union(
    [v.picklist(FOLLOW_UP_CHOICES), realDate('follow-up date')],
    'Please choose 1w, 2w, 1m, 3m or a date (YYYY-MM-DD).',
  ),
  note: multiLine(m.daymsg_follow_up_note_label, FOLLOW_UP_NOTE_MAX, false, 'a'),
});
