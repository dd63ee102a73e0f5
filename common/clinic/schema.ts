import * as v from 'valibot';
import { isRealDate } from '../booking/schedule';
import { isGsm7 } from '../notify/sms-length';
import { SENDER_NAME_MAX } from '../notify/templates';
import {
  type ClinicSchedule,
  DAY_NAMES,
  type DateSession,
  PAYMENT_MODES,
  type PaymentSettings,
  type Place,
  type SenderName,
  type Session,
  sessionProblems,
} from './schedule';

/**
 * The desk's edit of the clinic's schedule (PUT /api/desk/clinic and its preview): every place (retired ones too), the
 * weekly and dated sessions, and the settings, with the `version` the edit was made from. The desk's Clinic page checks
 * its fields with the same entries; the checks across fields are clinicEditProblems. Staff read these words (English).
 */

const text = (label: string, min: number, max: number) =>
  v.pipe(
    v.string(`Please enter the ${label}.`),
    v.trim(),
    v.minLength(min, `Please enter the ${label}.`),
    v.maxLength(max, `The ${label} is at most ${max} characters.`),
    v.check((s) => !/[\u0000-\u001f\u007f]/.test(s), `The ${label} must be one line.`),
  );

const integer = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(`Please enter the ${label} as a number.`),
    v.integer(`The ${label} must be a whole number.`),
    v.minValue(min, `The ${label} must be at least ${min}.`),
    v.maxValue(max, `The ${label} must be at most ${max}.`),
  );

const time = (label: string) =>
  v.pipe(v.string(`Please enter the ${label}.`), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Write the ${label} as HH:MM.`));

const day = (label: string) =>
  v.pipe(v.string(`Please choose the ${label}.`), v.check(isRealDate, `Please choose a valid ${label} (YYYY-MM-DD).`));

/** A place's id: a short slug bookings record, fixed once the place is saved. */
export const PLACE_ID = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

export const PlaceEditSchema = v.object({
  id: v.pipe(
    v.string('Please give the place an id.'),
    v.regex(PLACE_ID, 'The id is lower-case letters, digits and -.'),
  ),
  name: text('name', 1, 120),
  nameHi: text('Hindi name', 0, 120),
  address: text('address', 1, 300),
  addressHi: text('Hindi address', 0, 300),
  mapUrl: v.pipe(
    text('map link', 1, 500),
    v.check((s) => /^https:\/\/[^\s]+$/.test(s), 'The map link must start with https://.'),
  ),
  phone: text('phone', 1, 30),
  phoneE164: v.pipe(
    v.string('Please enter the phone for calling.'),
    v.trim(),
    v.regex(/^\+[1-9]\d{6,14}$/, 'Write the phone for calling as + and the country code, e.g. +919811045872.'),
  ),
  retired: v.boolean('Say whether the place is retired.'),
});

const sessionEntries = {
  placeId: v.string('Please choose the place.'),
  start: time('start'),
  end: time('end'),
  slotMinutes: integer('slot length', 5, 720),
  capacity: integer('number of patients per slot', 1, 100),
};

export const SessionEditSchema = v.object({
  ...sessionEntries,
  weekday: v.pipe(integer('weekday', 0, 6)),
});

export const DateSessionEditSchema = v.object({ ...sessionEntries, date: day('date') });

export const PhoneEditSchema = v.object({
  label: text('phone label', 1, 30),
  display: text('phone number', 1, 30),
  e164: PlaceEditSchema.entries.phoneE164,
});

export const NoticeEditSchema = v.pipe(
  v.object({
    en: text('notice', 1, 300),
    // Hindi pages show the Hindi notice: without one they would show the English (issue 38).
    hi: v.pipe(
      text('Hindi notice', 0, 300),
      v.minLength(1, 'Please write the notice in Hindi too: the Hindi pages show it.'),
    ),
    from: day('first day of the notice'),
    until: day('last day of the notice'),
  }),
  v.forward(
    v.check((n) => n.until >= n.from, 'The notice must end on or after its first day.'),
    ['until'],
  ),
);

/**
 * The sender name of phone messages (issue 38): short, so every SMS fits two parts; the English in GSM-7 characters
 * only (Latin letters, digits, common punctuation), so an English SMS is not sent as Unicode at twice the parts.
 */
export const SenderNameEditSchema = v.object({
  en: v.pipe(
    text('sender name', 1, SENDER_NAME_MAX),
    v.check(isGsm7, 'Write the sender name with Latin letters, digits and plain punctuation (an SMS alphabet).'),
  ),
  hi: text('Hindi sender name', 1, SENDER_NAME_MAX),
});

export const SettingsEditSchema = v.object({
  phones: v.pipe(
    v.array(PhoneEditSchema, 'Please list the phones.'),
    v.minLength(1, 'Please give at least one phone.'),
    v.maxLength(5, 'At most five phones.'),
  ),
  whatsapp: v.pipe(
    v.string('Please enter the WhatsApp number.'),
    v.trim(),
    v.regex(/^[1-9]\d{9,14}$/, 'Write the WhatsApp number as digits with the country code, e.g. 919811045872.'),
  ),
  feeInr: v.nullable(integer('fee', 0, 100000)),
  notice: v.nullable(NoticeEditSchema),
  // Optional: an edit from a desk page older than the setting keeps the stored one (functions/clinic/db/schedule.ts).
  senderName: v.optional(SenderNameEditSchema),
  // Optional likewise (decision 031). Online payment on needs the registration number the receipts print.
  payment: v.optional(
    v.pipe(
      v.object({
        mode: v.picklist(PAYMENT_MODES, 'Online payment is off, optional or required.'),
        refundHours: integer('hours before a visit for a full refund', 0, 168),
        doctorRegistration: v.pipe(
          v.string("Please enter the doctor's registration number."),
          v.trim(),
          v.maxLength(60, "The doctor's registration number is at most 60 characters."),
        ),
      }),
      v.check(
        (p) => p.mode === 'off' || p.doctorRegistration !== '',
        "Please enter the doctor's registration number: every receipt prints it.",
      ),
    ),
  ),
});

/** What the desk may ask for bookings the edit leaves at times no longer offered. */
export const STRANDED_CANCEL = 'cancel_and_notify';

export const ClinicEditSchema = v.object({
  version: integer('version', 1, Number.MAX_SAFE_INTEGER),
  places: v.pipe(
    v.array(PlaceEditSchema, 'Please list the places.'),
    v.minLength(1, 'The clinic needs at least one place.'),
    v.maxLength(20, 'At most twenty places.'),
  ),
  sessions: v.pipe(v.array(SessionEditSchema, 'Please list the sessions.'), v.maxLength(100, 'At most 100 sessions.')),
  dateSessions: v.pipe(
    v.array(DateSessionEditSchema, 'Please list the dated sessions.'),
    v.maxLength(200, 'At most 200 dated sessions.'),
  ),
  settings: SettingsEditSchema,
  stranded: v.optional(v.picklist([STRANDED_CANCEL], 'The only choice for stranded bookings is cancel_and_notify.')),
});

export type ClinicEdit = v.InferOutput<typeof ClinicEditSchema>;
export type PlaceEdit = v.InferOutput<typeof PlaceEditSchema>;

/** The schedule as stored with each place's `retired` flag: what the desk reads and sends back edited. */
export type EditableSchedule = Omit<ClinicSchedule, 'places'> & { places: (Place & { retired: boolean })[] };

/**
 * What is wrong with an edit across its fields, one sentence each (empty: nothing): ids used twice, a stored place
 * left out (places are retired, never removed: old bookings name them), sessions at a retired place, and the sessions'
 * own problems (sessionProblems: end after start, capacity, slot fits, no overlaps — one doctor).
 */
export function clinicEditProblems(edit: Omit<ClinicEdit, 'version'>, storedPlaceIds: readonly string[]): string[] {
  const problems: string[] = [];
  const ids = edit.places.map((p) => p.id);
  for (const id of new Set(ids.filter((id, i) => ids.indexOf(id) !== i))) {
    problems.push(`Two places have the id "${id}".`);
  }
  for (const id of storedPlaceIds) {
    if (!ids.includes(id)) problems.push(`The place "${id}" cannot be removed: retire it instead.`);
  }
  const retired = new Set(edit.places.filter((p) => p.retired).map((p) => p.id));
  const all = [...edit.sessions, ...edit.dateSessions];
  for (const s of all) {
    if (retired.has(s.placeId)) {
      const when = 'date' in s ? s.date : DAY_NAMES[s.weekday];
      problems.push(`${when}: the place "${s.placeId}" is retired; remove this session or choose another place.`);
    }
  }
  const live = ids.filter((id) => !retired.has(id));
  return [
    ...problems,
    ...sessionProblems(
      all.filter((s) => !retired.has(s.placeId)),
      live,
    ),
  ];
}

/**
 * The schedule an edit describes (sessions of retired places dropped, as they are when read back); an edit without a
 * sender name keeps `storedSender`.
 */
export function scheduleOfEdit(
  edit: Omit<ClinicEdit, 'version'>,
  version: number,
  stored: { senderName: SenderName; payment: PaymentSettings },
): EditableSchedule {
  const retired = new Set(edit.places.filter((p) => p.retired).map((p) => p.id));
  const live = <S extends { placeId: string }>(s: S) => !retired.has(s.placeId);
  return {
    places: edit.places.map((p) => ({ ...p })),
    sessions: edit.sessions.filter(live).map((s): Session => ({ ...s })),
    dateSessions: edit.dateSessions.filter(live).map((s): DateSession => ({ ...s })),
    settings: {
      ...edit.settings,
      phones: edit.settings.phones.map((p) => ({ ...p })),
      senderName: { ...(edit.settings.senderName ?? stored.senderName) },
      payment: { ...(edit.settings.payment ?? stored.payment) },
    },
    version,
  };
}
