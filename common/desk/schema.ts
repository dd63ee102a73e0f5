import * as v from 'valibot';
import { isRealDate } from '../booking/schedule';
import { AppointmentSchema } from '../booking/schema';
import { LATIN_LETTER } from '../clinic/closure-reasons';
import { isSlotLabel } from '../clinic/schedule';
import { m } from '../paraglide/messages.js';
import { localized, multiLine, optionalLine, requiredLine } from '../platform/fields';

/** Request bodies of the clinic desk's API (/api/desk/*): the desk's forms check their fields with the same entries. */

const date = (label: string) =>
  v.pipe(
    v.string(`Please choose the ${label}.`),
    v.trim(),
    v.nonEmpty(`Please choose the ${label}.`),
    v.check(isRealDate, `Please choose a valid ${label} (YYYY-MM-DD).`),
  );

/** Statuses the desk sets by hand ('booked' undoes a mark). Cancelling has its own request (it e-mails the patient). */
/** A search of the desk: what staff typed (its length is checked with the desk's own sentence). */
export const DeskSearchSchema = v.object({ q: v.pipe(v.string(), v.trim()) });

export const DESK_STATUSES = ['booked', 'arrived', 'no_show'] as const;

export const DeskStatusSchema = v.object({
  status: v.picklist(DESK_STATUSES, 'Please choose arrived, no-show or booked.'),
});

export const DeskCancelSchema = v.object({
  reason: v.pipe(
    multiLine(m.server_label_reason, 500, true, 'a'),
    v.check((s) => s.length > 0, 'Please enter a reason: the patient reads it.'),
  ),
});

export const DeskRescheduleSchema = v.object({
  appointment_date: AppointmentSchema.entries.appointment_date,
  appointment_time: AppointmentSchema.entries.appointment_time,
});

export const CLOSURE_REASON_MAX = 200;

export const ClosureSchema = v.pipe(
  v.object({
    start_date: date('first day'),
    end_date: v.optional(date('last day')),
    /** The times closed; empty or missing closes the whole day. */
    slots: v.optional(
      v.array(
        v.pipe(
          v.string('Please choose times from the list.'),
          v.check(isSlotLabel, 'Please choose times from the list.'),
        ),
      ),
      [],
    ),
    reason: requiredLine(m.server_label_reason_patients_see, CLOSURE_REASON_MAX, 'the'),
    /** The reason for Hindi patients; '' leaves it out of their message (it is never replaced by the English one). */
    reason_hi: v.pipe(
      optionalLine(m.server_label_reason_hindi, CLOSURE_REASON_MAX),
      v.check(
        (s) => !LATIN_LETTER.test(s),
        'Please write the Hindi reason in Hindi (Devanagari), or leave it empty: Hindi patients then read no reason.',
      ),
    ),
  }),
  v.transform((c) => ({ ...c, end_date: c.end_date || c.start_date, slots: [...new Set(c.slots)] })),
  v.check((c) => c.end_date >= c.start_date, localized(m.server_desk_last_before_first)),
  v.check((c) => c.end_date <= addDaysLoose(c.start_date, 366), 'A closure can be at most a year long.'),
);

function addDaysLoose(dateText: string, days: number): string {
  const t = Date.parse(`${dateText}T00:00:00Z`) + days * 86_400_000;
  return Number.isNaN(t) ? dateText : new Date(t).toISOString().slice(0, 10);
}

export const MessageStatusSchema = v.object({
  status: v.picklist(['new', 'handled'] as const, 'Please choose new or handled.'),
});

export type ClosureInput = v.InferOutput<typeof ClosureSchema>;

/** Closing a privacy request: what was done (the person was answered, the correction made). */
export const PrivacyDoneSchema = v.object({
  outcome: v.pipe(
    multiLine(m.server_label_outcome, 2000, true, 'the'),
    v.check((s) => s.length > 0, localized(m.server_desk_say_what_done)),
  ),
});
