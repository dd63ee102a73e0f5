import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { preparationFor } from '../../../common/booking/preparation';
import { preparationForHi } from '../../../common/booking/preparation.hi';
import type { VisitReason } from '../../../common/booking/visit-reasons';
import { DATA_CONTACT, type PhoneLine, PRIMARY_PHONE } from '../../../common/clinic/facts';
import { DEFAULT_SCHEDULE, type Place, type SenderName } from '../../../common/clinic/schedule';
import { type Locale, localeOf, localizedPath } from '../../../common/i18n/locale';
import { STAND_IN_ORIGIN } from '../../../common/platform/site-origin';
import { REQUEST_KINDS } from '../../../common/privacy/facts';
import { followUpBookingUrl } from '../../../common/queue/follow-ups';
import { type AppointmentRow, appointmentRows, selectAppointments } from '../../booking/db/appointments';
import { readSchedule, scheduleFromResults, scheduleStatements } from '../../clinic/db/schedule';
import { type ContactRow, selectContactMessages } from '../../contact/db/contact';
import type { Env } from '../../platform/env';
import { dateLabel } from '../../platform/i18n';
import { manageToken, manageUrl, privacyToken } from '../../platform/tokens';
import {
  ERASED,
  everythingFor,
  exactAddress,
  PERSONAL_TABLES,
  type PrivacyRequest,
  selectPrivacyRequests,
} from '../../privacy/db/privacy';
import { followUpNote } from '../../queue/db/day-messages';
import { statusUrl } from '../../queue/links';
import type { EmailDetail, EmailKind, OutboxRow } from '../db/outbox';
import { linkCode } from '../phone/link';
import { EMAIL_COPY, type EmailCopy } from './copy';
import { headerSafe } from './header';
import { appointmentIcs } from './ics';
import {
  AppointmentConfirmation,
  AppointmentConfirmRequest,
  AppointmentNotification,
  AppointmentReminder,
  type AppointmentView,
  appointmentView,
  CancellationConfirmation,
  CancellationNotification,
  ClinicPhone,
  ContactNotification,
  type ContactView,
  contactView,
  FollowUpReminder,
  PrivacyAnswer,
  PrivacyLink,
  PrivacyNotification,
  type PrivacyView,
  RescheduleConfirmation,
  RescheduleNotification,
  RunningLateNotice,
} from './templates';

/** One e-mail ready for Resend. */
export interface ComposedEmail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

function addressOf(from: string): string {
  const m = /<([^>]+)>/.exec(from);
  return (m?.[1] ?? from).trim();
}

type Rendered = { html: string; text: string };
/** An outbox kind, or the patient's booking e-mail in its "please confirm" form (`detail.confirm`). */
type TemplateName = EmailKind | 'appointment_confirm_request';

// Letters and digits: a key such as `under18` must be filled in too, not left in the e-mail as its placeholder.
const TOKEN = /ZQ([A-Za-z0-9]+)QZ/g;

/** Placeholder values: letters and digits only, so they pass React's escaping and the plain-text conversion unchanged. */
function placeholders<T extends object>(keys: (keyof T)[]): T {
  return Object.fromEntries(keys.map((k) => [k, `ZQ${String(k)}QZ`])) as T;
}

const APPOINTMENT_KEYS: (keyof AppointmentView)[] = [
  'fullName',
  'firstName',
  'email',
  'phone',
  'dateLabel',
  'date',
  'time',
  'doctor',
  'message',
  'reports',
  'id',
  'receivedAt',
  'visitFor',
  'preparationTitle',
  'preparation',
  'manageUrl',
  'bookUrl',
  'previousDateLabel',
  'previousTime',
  'reason',
  'changedBy',
  'greetingName',
  'appointmentFor',
  'bookedBy',
  'under18',
  'profile',
  'cancelNote',
  'placeName',
  'placeAddress',
  'placeMapUrl',
  'statusUrl',
  'delay',
  'dueDateLabel',
  'note',
  'followUpUrl',
];

const APPOINTMENT_TEMPLATES = {
  appointment_patient: AppointmentConfirmation,
  appointment_confirm_request: AppointmentConfirmRequest,
  appointment_clinic: AppointmentNotification,
  cancellation_patient: CancellationConfirmation,
  cancellation_clinic: CancellationNotification,
  reschedule_patient: RescheduleConfirmation,
  reschedule_clinic: RescheduleNotification,
  reminder_patient: AppointmentReminder,
  running_late_patient: RunningLateNotice,
  follow_up_patient: FollowUpReminder,
} as const;
const CONTACT_KEYS: (keyof ContactView)[] = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'form',
  'id',
  'receivedAt',
];

const PRIVACY_KEYS: (keyof PrivacyView)[] = [
  'id',
  'email',
  'link',
  'kindLabel',
  'heading',
  'intro',
  'body',
  'due',
  'contactName',
  'contactEmail',
];

const PRIVACY_TEMPLATES = {
  privacy_link: PrivacyLink,
  privacy_copy: PrivacyAnswer,
  privacy_clinic: PrivacyNotification,
} as const;

type PrivacyKind = keyof typeof PRIVACY_TEMPLATES;
type AppointmentKind = keyof typeof APPOINTMENT_TEMPLATES;

const rendered = new Map<string, Promise<Rendered>>();

/**
 * Each template is rendered by React once per isolate and language, with placeholders; every e-mail then fills in its
 * values. Rendering costs milliseconds of CPU that would otherwise be spent again for every e-mail, in the same
 * isolate that answers patients. The clinic's e-mails are always English.
 */
function template(name: TemplateName, locale: Locale): Promise<Rendered> {
  const key = `${name}:${locale}`;
  let r = rendered.get(key);
  if (!r) {
    const t = EMAIL_COPY[locale];
    let element: ReactElement;
    if (name === 'contact_clinic') {
      element = <ContactNotification m={placeholders<ContactView>(CONTACT_KEYS)} />;
    } else if (name in PRIVACY_TEMPLATES) {
      const Template = PRIVACY_TEMPLATES[name as PrivacyKind];
      element = <Template p={placeholders<PrivacyView>(PRIVACY_KEYS)} t={t} />;
    } else {
      const Template = APPOINTMENT_TEMPLATES[name as AppointmentKind];
      element = <Template a={placeholders<AppointmentView>(APPOINTMENT_KEYS)} t={t} />;
    }
    // The clinic's phone is filled in per e-mail (the desk may have changed it since this isolate rendered).
    element = <ClinicPhone.Provider value={PHONE_PLACEHOLDER}>{element}</ClinicPhone.Provider>;
    r = Promise.all([render(element), render(element, { plainText: true })]).then(([html, text]) => ({ html, text }));
    r.catch(() => rendered.delete(key));
    rendered.set(key, r);
  }
  return r;
}

/** Escapes text for HTML exactly as React does. */
function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** The phone placeholders the templates are rendered with (ClinicPhone), filled by `both`. */
const PHONE_PLACEHOLDER: PhoneLine = { label: '', display: 'ZQclinicPhoneQZ', e164: 'ZQclinicTelQZ' };

async function both(name: TemplateName, view: object, phone: PhoneLine, locale: Locale = 'en'): Promise<Rendered> {
  const t = await template(name, locale);
  const values: Record<string, string> = {
    ...(view as Record<string, string>),
    clinicPhone: phone.display,
    clinicTel: phone.e164,
  };
  return {
    html: t.html.replace(TOKEN, (_, k: string) => escapeHtml(values[k] ?? '')),
    text: t.text.replace(TOKEN, (_, k: string) => values[k] ?? ''),
  };
}

/** The bookings and messages that outbox rows refer to, by id. */
export interface Records {
  appointments: Map<string, AppointmentRow>;
  contacts: Map<string, ContactRow>;
  privacy?: Map<string, PrivacyRequest>;
  /** The clinic's places, retired ones too (a booking's e-mails say where); read when first needed if not given. */
  places?: Place[];
  /** The clinic's phone (the desk's first line), read with the places. */
  phone?: PhoneLine;
  /** The sender name of phone messages (issue 38), read with the places. */
  sender?: SenderName;
}

/** Reads what the given outbox rows refer to, in one round trip to D1. */
export async function loadRecords(db: D1Database, rows: OutboxRow[]): Promise<Records> {
  const isPrivacy = (r: OutboxRow) => r.kind.startsWith('privacy_');
  const aptIds = rows.filter((r) => r.kind !== 'contact_clinic' && !isPrivacy(r)).map((r) => r.ref_id);
  const msgIds = rows.filter((r) => r.kind === 'contact_clinic').map((r) => r.ref_id);
  const prvIds = rows.filter(isPrivacy).map((r) => r.ref_id);
  const records: Records = { appointments: new Map(), contacts: new Map(), privacy: new Map() };
  const statements = [
    ...(aptIds.length ? [selectAppointments(db, [...new Set(aptIds)])] : []),
    ...(msgIds.length ? [selectContactMessages(db, [...new Set(msgIds)])] : []),
    ...(prvIds.length ? [selectPrivacyRequests(db, [...new Set(prvIds)])] : []),
    ...scheduleStatements(db),
  ];
  const results = await db.batch(statements);
  let i = 0;
  if (aptIds.length) {
    const rows = (results[i++]?.results ?? []) as Parameters<typeof appointmentRows>[0];
    for (const a of appointmentRows(rows)) records.appointments.set(a.id, a);
  }
  if (msgIds.length) for (const m of (results[i++]?.results ?? []) as ContactRow[]) records.contacts.set(m.id, m);
  if (prvIds.length) for (const p of (results[i++]?.results ?? []) as PrivacyRequest[]) records.privacy?.set(p.id, p);
  const schedule = scheduleFromResults(results.slice(i));
  records.places = schedule.places;
  records.phone = schedule.settings.phones[0] ?? PRIMARY_PHONE;
  records.sender = schedule.settings.senderName;
  return records;
}

/** Subjects of the e-mails about a booking (each made header-safe when used): the patient's in their language. */
const SUBJECTS: Record<AppointmentKind, (v: AppointmentView, t: EmailCopy) => string> = {
  appointment_patient: (v, t) => t.subjects.appointment(v),
  appointment_confirm_request: (v, t) => t.confirmRequest.subject(v),
  appointment_clinic: (v) => `New appointment: ${v.fullName} — ${v.date} ${v.time}`,
  cancellation_patient: (v, t) => t.subjects.cancellation(v),
  cancellation_clinic: (v) => `Cancelled: ${v.fullName} — ${v.date} ${v.time}`,
  reschedule_patient: (v, t) => t.subjects.reschedule(v),
  reschedule_clinic: (v) => `Moved: ${v.fullName} — now ${v.date} ${v.time}`,
  reminder_patient: (v, t) => t.subjects.reminder(v),
  running_late_patient: (v, t) => t.runningLate.subject(v),
  follow_up_patient: (v, t) => t.followUp.subject(v),
};

/** Which patient e-mails carry a calendar file, and with which method (RFC 5546). */
const CALENDAR: Partial<Record<TemplateName, 'REQUEST' | 'CANCEL'>> = {
  appointment_patient: 'REQUEST',
  reschedule_patient: 'REQUEST',
  cancellation_patient: 'CANCEL',
};

function detailOf(row: OutboxRow): EmailDetail {
  try {
    return JSON.parse(row.detail || '{}') as EmailDetail;
  } catch {
    return {};
  }
}

/**
 * What an outbox row's e-mail is: the e-mail, null when the row it refers to no longer exists, or 'skip' for a
 * reminder that no longer applies (the booking was cancelled or moved since it was queued).
 */
export async function composeEmail(env: Env, row: OutboxRow, records: Records): Promise<ComposedEmail | null | 'skip'> {
  const from = env.MAIL_FROM;
  const origin = (env.SITE_ORIGIN || STAND_IN_ORIGIN).replace(/\/$/, '');
  const { phone } = await scheduleOf(env, records);
  if (row.kind === 'contact_clinic') {
    const m = records.contacts.get(row.ref_id);
    if (!m) return null;
    return {
      from,
      to: env.CLINIC_INBOX,
      replyTo: headerSafe(m.email, 255),
      subject: headerSafe(`New message: ${m.subject} — from ${m.name}`),
      ...(await both('contact_clinic', contactView(m), phone)),
    };
  }
  if (row.kind in PRIVACY_TEMPLATES) {
    const p = records.privacy?.get(row.ref_id);
    if (!p) return null;
    return composePrivacyEmail(env, row.kind as PrivacyKind, p, origin, phone);
  }
  const a = records.appointments.get(row.ref_id);
  if (!a) return null;
  const detail = detailOf(row);
  const kind: AppointmentKind =
    row.kind === 'appointment_patient' && detail.confirm
      ? 'appointment_confirm_request'
      : (row.kind as AppointmentKind);
  if (row.kind === 'reminder_patient' && (a.status !== 'booked' || (detail.sequence ?? 0) !== a.sequence)) {
    return 'skip';
  }
  // The doctor running late is news only to a booking still coming; "two patients before you" is never an e-mail.
  if (row.kind === 'running_late_patient' && a.status === 'cancelled') return 'skip';
  if (!(kind in APPOINTMENT_TEMPLATES)) return null;
  // Nobody is left to write to once a booking is erased; a request to confirm is void once the place is not held.
  if (a.email === ERASED.email) return 'skip';
  if (detail.confirm && (a.status !== 'booked' || a.confirm_by === null)) return 'skip';
  const toClinic = kind.endsWith('_clinic');
  // The patient's e-mails are in the language the booking was made in, their links into the site too.
  const locale = toClinic ? 'en' : localeOf(a.locale);
  const t = EMAIL_COPY[locale];
  const page = (path: string) => `${origin}${localizedPath(path, locale)}`;
  const link = a.manage_nonce ? manageUrl(env, await manageToken(env, a.manage_nonce), locale) : page('/contact');
  const place = await placeOf(env, records, detail.placeId ?? a.place_id);
  const followUp: Partial<Awaited<ReturnType<typeof followUpWords>>> =
    row.kind === 'follow_up_patient' ? await followUpWords(env, row, detail, page) : {};
  const view = appointmentView(
    a,
    {
      ...followUp,
      minutes: detail.minutes,
      place,
      date: followUp.dueDate ? a.appointment_date : detail.date,
      time: detail.time,
      previousDate: detail.previousDate,
      previousTime: detail.previousTime,
      manageUrl: link,
      bookUrl: page('/book-appointment'),
      changedBy: a.status_by,
      // A row whose id is not a random one (made by hand) has no status code: the manage link stands in.
      statusUrl: kind === 'reminder_patient' ? await statusUrl(env, a.id, locale).catch(() => link) : '',
    },
    locale,
  );
  const method = CALENDAR[kind];
  const prep = locale === 'hi' ? preparationForHi(a.visit_reason) : preparationFor(a.visit_reason as VisitReason | '');
  const ics = method
    ? appointmentIcs({
        id: a.id,
        date: view.date,
        slot: detail.time ?? a.appointment_time,
        location: `${place.name}, ${place.address}`,
        organizerEmail: addressOf(from),
        uidDomain: new URL(origin).hostname,
        method,
        sequence: detail.sequence ?? 0,
        // When the e-mail was queued: the same on every attempt.
        stamp: new Date(row.created_at),
        attendee: { name: a.full_name, email: a.email },
        preparation: prep.items,
        copy: t.ics,
      })
    : null;
  return {
    from,
    to: toClinic ? env.CLINIC_INBOX : headerSafe(a.email, 255),
    replyTo: toClinic ? headerSafe(a.email, 255) : env.CLINIC_INBOX,
    subject: headerSafe(SUBJECTS[kind](view, t)),
    ...(await both(kind, view, phone, locale)),
    ...(ics
      ? {
          attachments: [
            {
              filename: method === 'CANCEL' ? 'cancellation.ics' : 'appointment.ics',
              content: base64(ics),
              contentType: `text/calendar; method=${method}; charset=utf-8`,
            },
          ],
        }
      : {}),
  };
}

/**
 * A follow-up reminder's own words: its due date, the doctor's note (read when the e-mail is made: never copied into
 * the outbox) and the booking page's link, whose fragment carries this row's one-time code for the details.
 */
async function followUpWords(env: Env, row: OutboxRow, detail: EmailDetail, page: (path: string) => string) {
  return {
    dueDate: detail.date,
    note: detail.followUp ? await followUpNote(env.DB, detail.followUp) : '',
    followUpUrl: followUpBookingUrl(page('/book-appointment'), await linkCode(env, row.id)),
  };
}

/**
 * The place a booking's e-mail names: from the records, read from D1 the first time an e-mail sent right after its
 * request needs it. A place is never deleted (retired instead); one missing all the same is the clinic's own address.
 */
export async function placeOf(env: Env, records: Records, id: string): Promise<Place> {
  const places = (await scheduleOf(env, records)).places;
  return places.find((p) => p.id === id) ?? DEFAULT_SCHEDULE.places[0];
}

/**
 * A phone message's place and the clinic's sender name (issue 38), from the records as placeOf reads them: what
 * functions/phone fills a template's "where" and its sender with.
 */
export async function messageFactsOf(
  env: Env,
  records: Records,
  id: string,
): Promise<{ place: Place; sender: SenderName }> {
  const place = await placeOf(env, records, id);
  return { place, sender: (await scheduleOf(env, records)).sender };
}

/**
 * The places, phone and sender name of the records, read from D1 the first time an e-mail sent right after its request
 * needs them.
 */
async function scheduleOf(
  env: Env,
  records: Records,
): Promise<{ places: Place[]; phone: PhoneLine; sender: SenderName }> {
  if (!records.places || !records.phone || !records.sender) {
    const schedule = await readSchedule(env.DB);
    records.places ??= schedule.places;
    records.phone = schedule.settings.phones[0] ?? PRIMARY_PHONE;
    records.sender = schedule.settings.senderName;
  }
  return { places: records.places, phone: records.phone, sender: records.sender };
}

const REQUEST_LABELS: Record<string, string> = Object.fromEntries(REQUEST_KINDS.map((k) => [k.value, k.label]));

/**
 * The listing of everything held for an address, for the copy a person asked for: each table's rows under its heading
 * (field names as stored), every table of PERSONAL_TABLES in its order.
 */
async function dataListing(env: Env, p: PrivacyRequest, t: EmailCopy): Promise<string> {
  const held = await everythingFor(env.DB, exactAddress(p.email));
  const headings: Record<keyof typeof held, (n: number) => string> = {
    appointments: t.privacy.bookings,
    contact_messages: t.privacy.messages,
    email_outbox: t.privacy.sent,
    queue_entries: t.privacy.visits,
    follow_ups: t.privacy.followUps,
    phone_opt_outs: t.privacy.phoneStop,
    phone_replies: t.privacy.phoneReplies,
    privacy_requests: t.privacy.requests,
  };
  const lines: string[] = [];
  for (const [i, table] of PERSONAL_TABLES.entries()) {
    if (i > 0) lines.push('');
    lines.push(headings[table](held[table].length));
    for (const row of held[table]) {
      lines.push('');
      for (const [k, v] of Object.entries(row)) lines.push(`  ${k}: ${v ?? ''}`);
    }
  }
  return lines.join('\n');
}

async function composePrivacyEmail(env: Env, kind: PrivacyKind, p: PrivacyRequest, origin: string, phone: PhoneLine) {
  // To the person, in the language they asked in; to the clinic, in English.
  const locale = kind === 'privacy_clinic' ? 'en' : localeOf(p.locale);
  const t = EMAIL_COPY[locale];
  const due = p.due_at ? t.privacy.due(dateLabel(p.due_at.slice(0, 10), locale)) : '—';
  const base: PrivacyView = {
    id: p.id,
    email: p.email,
    link: '',
    kindLabel: p.kind ? (REQUEST_LABELS[p.kind] ?? p.kind) : 'link requested',
    heading: '',
    intro: '',
    body: '',
    due,
    contactName: DATA_CONTACT.name,
    contactEmail: DATA_CONTACT.email,
  };
  if (kind === 'privacy_link') {
    const path = localizedPath('/privacy/request', locale);
    const view = { ...base, link: `${origin}${path}#${await privacyToken(env, p.nonce)}` };
    return {
      from: env.MAIL_FROM,
      to: headerSafe(p.email, 255),
      replyTo: DATA_CONTACT.email,
      subject: t.privacy.linkSubject,
      ...(await both(kind, view, phone, locale)),
    };
  }
  if (kind === 'privacy_clinic') {
    const view = { ...base, link: `${origin}/desk` };
    return {
      from: env.MAIL_FROM,
      to: env.CLINIC_INBOX,
      subject: headerSafe(`Privacy request: ${view.kindLabel} (${p.id})`),
      ...(await both(kind, view, phone)),
    };
  }
  const w = t.privacy;
  const kindOf = p.kind ?? 'access';
  const answers: Record<string, () => Promise<Pick<PrivacyView, 'heading' | 'intro' | 'body'>>> = {
    access: async () => ({
      heading: w.accessHeading,
      intro: w.accessIntro(p.email),
      body: await dataListing(env, p, t),
    }),
    erasure: async () => ({ heading: w.erasureHeading, intro: w.erasureIntro(p.email), body: w.erasureBody }),
    correction: async () => ({ heading: w.correctionHeading, intro: w.correctionIntro(due), body: p.details ?? '' }),
    grievance: async () => ({ heading: w.grievanceHeading, intro: w.grievanceIntro(due), body: p.details ?? '' }),
  };
  const view = { ...base, ...(await (answers[kindOf] ?? answers.access)()) };
  return {
    from: env.MAIL_FROM,
    to: headerSafe(p.email, 255),
    replyTo: DATA_CONTACT.email,
    subject: headerSafe(view.heading),
    ...(await both(kind, view, phone, locale)),
  };
}
