import * as v from 'valibot';
import { isRealDate } from '../booking/schedule';
import { AppointmentSchema } from '../booking/schema';
import { PLACE_ID } from '../clinic/schema';
import { m } from '../paraglide/messages.js';
import { localized, optionalLine, PHONE_MAX, personName, phoneCheck } from '../platform/fields';
import { BACK_STATES, QUEUE_ACTIONS } from './desk';

/** Request bodies of the desk's queue (/api/desk/queue/*, issue 27); the desk's walk-in dialog checks the same. */

/** As queue_entries.walk_in_name allows. */
export const WALK_IN_NAME_MAX = 100;

const placeId = v.pipe(v.string('Please choose the place.'), v.regex(PLACE_ID, 'Please choose a place from the list.'));

const flag = (what: string) => v.optional(v.boolean(`${what} is true or false.`), false);

/**
 * A walk-in's phone, which many older patients do not have: missing, null or blank is none (stored as NULL); given, it
 * is checked as the booking form checks a phone, and the desk is told in its own words.
 */
const walkInPhone = v.pipe(
  v.nullish(optionalLine(m.server_label_phone_number, PHONE_MAX), ''),
  v.check((s) => s === '' || phoneCheck(s), localized(m.queue_walk_in_phone_invalid)),
  v.transform((s): string | null => s || null),
);

export const WalkInSchema = v.object({
  name: personName(m.server_label_full_name, WALK_IN_NAME_MAX, "the patient's"),
  phone: walkInPhone,
  /** The booking page's own rule for an age. */
  age: AppointmentSchema.entries.age,
  /** Registered by someone for another person (a child, an elderly parent). */
  for_other: flag('"For someone else"'),
  priority: flag('Priority'),
  /** The place the walk-in came to; the clinic's first place when absent. */
  place_id: v.optional(placeId),
});
export type WalkInInput = v.InferOutput<typeof WalkInSchema>;

export const CheckInSchema = v.object({
  appointment_id: v.pipe(v.string('Please name the booking to check in.'), v.minLength(1), v.maxLength(64)),
});

const version = v.pipe(
  v.number('Please send the version of the entry you saw.'),
  v.integer('The version is a whole number.'),
  v.minValue(1, 'The version is a whole number from 1.'),
);

export const QueueActionSchema = v.pipe(
  v.object({
    action: v.picklist(QUEUE_ACTIONS, `Please choose one of: ${QUEUE_ACTIONS.join(', ')}.`),
    version,
    /** Only with action 'back': the state the entry returns to. */
    state: v.optional(v.picklist(BACK_STATES, `Go back to one of: ${BACK_STATES.join(', ')}.`)),
  }),
  v.forward(
    v.check((b) => (b.action === 'back') === (b.state !== undefined), 'Undo (back) needs the state to go back to.'),
    ['state'],
  ),
);
export type QueueActionInput = v.InferOutput<typeof QueueActionSchema>;

export const CallNextSchema = v.object({
  date: v.pipe(v.string('Please give the date.'), v.check(isRealDate, 'Please give a valid date (YYYY-MM-DD).')),
  place_id: placeId,
  start: v.pipe(
    v.string("Please give the session's start."),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "The session's start is HH:MM."),
  ),
});

export const QueueSettingsSchema = v.object({
  walk_ins_per_hour: v.pipe(
    v.number('Walk-ins per hour is a number.'),
    v.integer('Walk-ins per hour is a whole number.'),
    v.minValue(0, 'Walk-ins per hour is 0 to 60.'),
    v.maxValue(60, 'Walk-ins per hour is 0 to 60.'),
  ),
});
