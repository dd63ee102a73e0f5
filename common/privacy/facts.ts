import type { Locale } from '../i18n/locale';
import { m } from '../paraglide/messages.js';

/**
 * The privacy notice's facts, defined once: its version (recorded with every booking and message), what each form
 * collects and why, who processes it, how long it is kept, and the request kinds a person may make (DPDP Act 2023,
 * ss.5–6, 11–13; DPDP Rules 2025, Rules 3, 6, 8, 9). /privacy, the notices at the forms, the API and the scheduler read
 * it here.
 */

/**
 * The current notice's version: its date. A change to the notice's substance gets a new version. 2026-11-28 (issue 38):
 * the phone messages it covers are listed (running late, your turn is near, the follow-up reminder), with how to stop
 * them, and what Meta gets names the booker and the patient. 2026-11-29 (issue 42): paying online — Razorpay processes
 * the payment (what it gets, and that card and UPI details go only to it), and the clinic keeps each payment's record
 * for its accounts after the booking's personal details are erased.
 */
export const NOTICE_VERSION = '2026-11-29';

/** Every version the forms may have shown (a page cached from before a change still sends the older one). */
export const NOTICE_VERSIONS = [NOTICE_VERSION, '2026-11-28', '2026-11-26', '2026-11-23'] as const;

/** Months after the appointment (or message) when its personal fields are anonymised, unless configured. */
export const DEFAULT_RETENTION_MONTHS = 12;

/**
 * The floor of any configured retention: the Rules ask for processing logs to be kept a year (Rule 8(3)), and the
 * booking rows are those logs' subject, so they are not anonymised sooner.
 */
export const MIN_RETENTION_MONTHS = 12;

/**
 * Days a sent e-mail's record (its outbox row: to whom, what, when) is kept once it is done with. The scheduler prunes
 * at this age (functions/scheduled.ts, OUTBOX_KEEP_DAYS); /privacy tells patients.
 */
export const EMAIL_RECORD_DAYS = 90;

/**
 * Days the log of actions on personal data (without the data) and finished privacy requests are kept: at least the
 * year Rule 8(3) asks. The scheduler prunes at this age (functions/scheduled.ts).
 */
export const LOG_KEEP_DAYS = 400;

/** Days within which a grievance is answered (Rule 14(3): at most 90). */
export const GRIEVANCE_DAYS = 90;

/** Days within which a request to see, correct or erase one's data is answered (the clinic's own promise). */
export const REQUEST_DAYS = 30;

/** The processors who handle personal data for the clinic, and what for. */
export const PROCESSORS = [
  {
    name: 'Cloudflare',
    purpose:
      'hosts the website, stores bookings and messages (its D1 database) and the reports you send (its R2 storage), and protects the forms from abuse',
  },
  { name: 'Resend', purpose: 'sends the e-mails about bookings and messages' },
  {
    name: 'Meta',
    purpose:
      'delivers our appointment messages on WhatsApp, if you ask for them: it gets the phone number, the name of whoever booked (the first name, where it can be told), the patient’s name, the date, time and place of the visit and a link to the booking — never what the visit is for; and it passes on to us the reports you send to our WhatsApp number',
  },
  {
    name: 'MSG91',
    purpose:
      'sends the same messages by SMS, through the mobile networks, when WhatsApp cannot reach your number: the same details, never what the visit is for',
  },
  {
    name: 'Razorpay',
    purpose:
      '(Razorpay Software Private Limited) takes the consultation fee when you pay online: it gets your name, phone and e-mail (to send you its payment page and your receipt), the amount and the booking’s reference — never your medical details. Your card and UPI details go only to Razorpay; we never see them',
  },
] as const;

/** The processors' names as a list a sentence reads ("Cloudflare, Resend, Meta, MSG91 and Razorpay"), in `locale`. */
export function processorNames(locale: Locale = 'en'): string {
  return new Intl.ListFormat(locale === 'hi' ? 'hi' : 'en-IN', { type: 'conjunction' }).format(
    PROCESSORS.map((p) => p.name),
  );
}

const EN = { locale: 'en' } as const;

/** What each form collects, for the short notice beside it (the catalogue's chrome_privacy_*, in English). */
export const NOTICE_TEXT = {
  booking: m.chrome_privacy_booking({}, EN),
  contact: m.chrome_privacy_contact({}, EN),
  processors: m.chrome_privacy_processors({}, EN),
  retention: m.chrome_privacy_retention({ months: DEFAULT_RETENTION_MONTHS }, EN),
  rights: m.chrome_privacy_rights({}, EN),
};

/** A catalogue message without inputs. */
type Label = (inputs: Record<string, never>, options: { locale?: Locale }) => string;

/** A table of values and their messages, read in `locale`: each value with its label, in the table's order. */
function labelled<V extends string>(table: Record<V, Label>, locale: Locale): { value: V; label: string }[] {
  return (Object.keys(table) as V[]).map((value) => ({ value, label: table[value]({}, { locale }) }));
}

/** Who the patient is to the person booking, when someone books for another (a patient under 18 needs a parent or guardian). */
const RELATIONSHIP_LABELS = {
  parent_guardian: m.forms_relationship_parent_guardian,
  son_daughter: m.forms_relationship_son_daughter,
  spouse: m.forms_relationship_spouse,
  family: m.forms_relationship_family,
  carer: m.forms_relationship_carer,
};
export type Relationship = keyof typeof RELATIONSHIP_LABELS;

/** The relationships, labelled in `locale` ("Parent or guardian"). */
export function relationshipLabels(locale: Locale = 'en'): Record<Relationship, string> {
  return Object.fromEntries(labelled(RELATIONSHIP_LABELS, locale).map((r) => [r.value, r.label])) as Record<
    Relationship,
    string
  >;
}

/** The relationships with their English labels. */
export const RELATIONSHIPS: readonly { value: Relationship; label: string }[] = labelled(RELATIONSHIP_LABELS, 'en');

/** The requests a person may make about their data, as the request page offers them. */
const REQUEST_KIND_LABELS = {
  access: m.forms_privacy_kind_access,
  correction: m.forms_privacy_kind_correction,
  erasure: m.forms_privacy_kind_erasure,
  grievance: m.forms_privacy_kind_grievance,
};
export type RequestKind = keyof typeof REQUEST_KIND_LABELS;

/** A request kind's label in `locale` ("Send me a copy of my data"); an unknown kind as it is. */
export function requestKindLabel(kind: string, locale: Locale = 'en'): string {
  return Object.hasOwn(REQUEST_KIND_LABELS, kind) ? REQUEST_KIND_LABELS[kind as RequestKind]({}, { locale }) : kind;
}

/** The request kinds with their English labels. */
export const REQUEST_KINDS: readonly { value: RequestKind; label: string }[] = labelled(REQUEST_KIND_LABELS, 'en');

/**
 * Hours a privacy link works before it is used. Past them the link answers as an unknown one, and the scheduler deletes
 * the request it started (an address anyone may have typed).
 */
export const PRIVACY_LINK_HOURS = 24;

/**
 * Minutes a used privacy link still shows its own outcome (what was asked, its reference, when it is due or was done),
 * counted from when it was used; after them it answers as an unknown link (decision 016).
 */
export const USED_LINK_MINUTES = 60;
