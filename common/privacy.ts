/**
 * The privacy notice's facts, defined once: its version (recorded with every booking and message), what each form
 * collects and why, who processes it, how long it is kept, and the request kinds a person may make (DPDP Act 2023,
 * ss.5–6, 11–13; DPDP Rules 2025, Rules 3, 6, 8, 9). /privacy, the notices at the forms, the API and the scheduler read
 * it here.
 */

/** The current notice's version: its date. A change to the notice's substance gets a new version. */
export const NOTICE_VERSION = '2026-11-23';

/** Every version the forms may have shown (a page cached from before a change still sends the older one). */
export const NOTICE_VERSIONS = [NOTICE_VERSION] as const;

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
    purpose: 'hosts the website and stores bookings and messages (its D1 database), and protects the forms from abuse',
  },
  { name: 'Resend', purpose: 'sends the e-mails about bookings and messages' },
] as const;

/** What each form collects, for the short notice beside it. */
export const NOTICE_TEXT = {
  booking:
    'We use your name, e-mail, phone, the date and time you choose and anything you tell us about your health only to arrange and prepare for your appointment and to remind you of it.',
  contact: 'We use your name, e-mail and message (and your phone, if you give it) only to answer you.',
  processors: 'Cloudflare stores it and Resend sends our e-mails.',
  retention: `We keep it for ${DEFAULT_RETENTION_MONTHS} months after your appointment or message, then remove your details.`,
  rights: 'You can ask to see, correct or erase it, or complain, at any time.',
} as const;

/** Who the patient is to the person booking, when someone books for another (a patient under 18 needs a parent or guardian). */
export const RELATIONSHIPS = [
  { value: 'parent_guardian', label: 'Parent or guardian' },
  { value: 'son_daughter', label: 'Son or daughter' },
  { value: 'spouse', label: 'Husband or wife' },
  { value: 'family', label: 'Other family' },
  { value: 'carer', label: 'Carer' },
] as const;

export type Relationship = (typeof RELATIONSHIPS)[number]['value'];

/** The requests a person may make about their data, as the request page offers them. */
export const REQUEST_KINDS = [
  { value: 'access', label: 'Send me a copy of my data' },
  { value: 'correction', label: 'Correct my data' },
  { value: 'erasure', label: 'Erase my data' },
  { value: 'grievance', label: 'Make a complaint' },
] as const;

export type RequestKind = (typeof REQUEST_KINDS)[number]['value'];

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
