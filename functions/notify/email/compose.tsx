import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { preparationFor } from '../../../common/booking/preparation';
import { preparationForHi } from '../../../common/booking/preparation.hi';
import type { VisitReason } from '../../../common/booking/visit-reasons';
import { DATA_CONTACT, type PhoneLine, PRIMARY_PHONE } from '../../../common/clinic/facts';
import { DEFAULT_SCHEDULE, type Place, type SenderName } from '../../../common/clinic/schedule';
import { dateLabel, instantLabel, timeLabel } from '../../../common/i18n/dates';
import { type Locale, localeOf, localizedPath } from '../../../common/i18n/locale';
import { STAND_IN_ORIGIN } from '../../../common/platform/site-origin';
import { REQUEST_KINDS } from '../../../common/privacy/facts';
import { followUpBookingUrl } from '../../../common/queue/follow-ups';
import { type AppointmentRow, appointmentRows, selectAppointments } from '../../booking/db';
import { readSchedule, scheduleFromResults, scheduleStatements } from '../../clinic/db';
import { type ContactRow, selectContactMessages } from '../../contact/db';
import type { Env } from '../../platform/env';

import {
  manageToken,
  manageUrl,
  privacyToken,
  visitReplyUrl,
  waitlistLeaveUrl,
  waitlistOfferUrl,
} from '../../platform/tokens';
import {
  ERASED,
  everythingFor,
  exactAddress,
  PERSONAL_TABLES,
  type PrivacyRequest,
  selectPrivacyRequests,
} from '../../privacy/db';
import { statusUrl } from '../../queue';
import { followUpNote } from '../../queue/db';
import { type OfferWithEntry, offerAsBooking, offersByIds } from '../../waitlist/db';
import type { MessageDetail, OutboxRow } from '../db/outbox';
import type { BookingEmail, MessageKindDef } from '../kind';
import { kindOf } from '../kinds';
import { linkCode } from '../phone/link';
import { EMAIL_COPY, type EmailCopy } from './copy';
import { headerSafe } from './header';
import { appointmentIcs } from './ics';
import {
  type AppointmentView,
  appointmentView,
  ClinicPhone,
  type ContactView,
  contactView,
  type PaymentFacts,
  type PrivacyView,
} from './parts';

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
  'offerUrl',
  'offerUntil',
  'offerNote',
  'leaveUrl',
  'comingUrl',
  'cantComeUrl',
  'amount',
  'paidAt',
  'paymentMethod',
  'paymentId',
  'refundReason',
  'doctorRegistration',
  'refundPolicyUrl',
];

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

const rendered = new Map<string, Promise<Rendered>>();

/**
 * Each template is rendered by React once per isolate and language, with placeholders; every e-mail then fills in its
 * values. Rendering costs milliseconds of CPU that would otherwise be spent again for every e-mail, in the same
 * isolate that answers patients. The clinic's e-mails are always English. `held`: a booking's e-mail in its
 * held-place form.
 */
function template(kind: MessageKindDef, locale: Locale, held = false): Promise<Rendered> {
  const key = `${kind.name}${held ? ':held' : ''}:${locale}`;
  let r = rendered.get(key);
  if (!r) {
    const t = EMAIL_COPY[locale];
    let element: ReactElement;
    if (kind.about === 'contact') {
      element = <kind.email.template m={placeholders<ContactView>(CONTACT_KEYS)} />;
    } else if (kind.about === 'privacy') {
      element = <kind.email.template p={placeholders<PrivacyView>(PRIVACY_KEYS)} t={t} />;
    } else {
      const email = held && kind.about === 'booking' ? kind.heldPlace : kind.email;
      if (!email) return Promise.reject(new Error(`${kind.name} has no e-mail`));
      element = <email.template a={placeholders<AppointmentView>(APPOINTMENT_KEYS)} t={t} />;
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

async function both(
  kind: MessageKindDef,
  view: object,
  phone: PhoneLine,
  locale: Locale = 'en',
  held = false,
): Promise<Rendered> {
  const t = await template(kind, locale, held);
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
  /** Waitlist offers with their entries (decision 030). */
  offers?: Map<string, OfferWithEntry>;
  /** The clinic's places, retired ones too (a booking's e-mails say where); read when first needed if not given. */
  places?: Place[];
  /** The clinic's phone (the desk's first line), read with the places. */
  phone?: PhoneLine;
  /** The sender name of phone messages (issue 38), read with the places. */
  sender?: SenderName;
  /** The doctor's registration number that receipts print (issue 42), read with the places. */
  registration?: string;
}

/** Reads what the given outbox rows refer to, in one round trip to D1. */
export async function loadRecords(db: D1Database, rows: OutboxRow[]): Promise<Records> {
  // What a row refers to is its kind's to say (`about`): a booking, a contact message or a privacy request.
  const about = (a: MessageKindDef['about']) => rows.filter((r) => kindOf(r.kind)?.about === a).map((r) => r.ref_id);
  const aptIds = about('booking');
  const msgIds = about('contact');
  const prvIds = about('privacy');
  const offerIds = about('offer');
  const records: Records = { appointments: new Map(), contacts: new Map(), privacy: new Map(), offers: new Map() };
  if (offerIds.length) for (const o of await offersByIds(db, [...new Set(offerIds)])) records.offers?.set(o.id, o);
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
  records.registration = schedule.settings.payment.doctorRegistration;
  return records;
}

/** The payment a receipt or a refund tells of, from its queued detail; undefined for every other message. */
function paymentOf(d: MessageDetail): PaymentFacts | undefined {
  if (d.paymentId === undefined || d.amountPaise === undefined) return undefined;
  return { id: d.paymentId, amountPaise: d.amountPaise, paidAt: d.paidAt, method: d.method, reason: d.reason };
}

function detailOf(row: OutboxRow): MessageDetail {
  try {
    return JSON.parse(row.detail || '{}') as MessageDetail;
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
  const { phone, registration } = await scheduleOf(env, records);
  const kind = kindOf(row.kind);
  if (!kind) return null;
  if (kind.about === 'contact') {
    const m = records.contacts.get(row.ref_id);
    if (!m) return null;
    return {
      from,
      to: env.CLINIC_INBOX,
      replyTo: headerSafe(m.email, 255),
      subject: headerSafe(kind.email.subject(m)),
      ...(await both(kind, contactView(m), phone)),
    };
  }
  if (kind.about === 'privacy') {
    const p = records.privacy?.get(row.ref_id);
    if (!p) return null;
    return composePrivacyEmail(env, kind, p, origin, phone);
  }
  if (kind.about === 'offer') {
    const o = records.offers?.get(row.ref_id) ?? (await offersByIds(env.DB, [row.ref_id]))[0];
    if (!o) return null;
    return composeOfferEmail(env, kind, o, row, phone, records);
  }
  const a = records.appointments.get(row.ref_id);
  if (!a) return null;
  const detail = detailOf(row);
  // A place held until the patient confirms it gets the kind's held-place words (no calendar, nothing on the phone).
  const held = Boolean(detail.confirm && kind.heldPlace);
  const email: BookingEmail | undefined = held ? kind.heldPlace : kind.email;
  // A kind with no e-mail ("two patients before you" is for the phone only).
  if (!email) return null;
  // What no longer applies to the booking as it now stands is skipped (a reminder after a move, a cancelled booking).
  if (email.stale?.(a, detail)) return 'skip';
  // Nobody is left to write to once a booking is erased.
  if (a.email === ERASED.email) return 'skip';
  const toClinic = kind.to === 'clinic';
  // The patient's e-mails are in the language the booking was made in, their links into the site too.
  const locale = toClinic ? 'en' : localeOf(a.locale);
  const t = EMAIL_COPY[locale];
  const page = (path: string) => `${origin}${localizedPath(path, locale)}`;
  const link = a.manage_nonce ? manageUrl(env, await manageToken(env, a.manage_nonce), locale) : page('/contact');
  const place = await placeOf(env, records, detail.placeId ?? a.place_id);
  const followUp: Partial<Awaited<ReturnType<typeof followUpWords>>> =
    email.reads === 'follow_up' ? await followUpWords(env, row, detail, page) : {};
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
      statusUrl: email.reads === 'status_link' ? await statusUrl(env, a.id, locale).catch(() => link) : '',
      reply: a.manage_nonce
        ? {
            coming: await visitReplyUrl(env, 'coming', a.id, a.manage_nonce),
            cantCome: await visitReplyUrl(env, 'cant-come', a.id, a.manage_nonce),
          }
        : undefined,
      // A receipt's or a refund's payment (issue 42), from its detail; the registration number receipts print.
      payment: paymentOf(detail),
      doctorRegistration: registration,
      refundPolicyUrl: page('/refund-policy'),
    },
    locale,
  );
  const method = email.calendar;
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
    subject: headerSafe(email.subject(view, t)),
    ...(await both(kind, view, phone, locale, held)),
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
 * A waitlist offer's e-mail (decision 030): the offer read as a booking of the offered time (offerAsBooking), in the
 * entry's language, with the claim link, until when, the move it would make, and the link that leaves the list. An
 * offer no longer open is skipped.
 */
async function composeOfferEmail(
  env: Env,
  kind: Extract<MessageKindDef, { about: 'offer' }>,
  o: OfferWithEntry,
  row: OutboxRow,
  phone: PhoneLine,
  records: Records,
): Promise<ComposedEmail | 'skip'> {
  const a = offerAsBooking(o);
  const detail = detailOf(row);
  if (kind.email.stale?.(a, detail)) return 'skip';
  const locale = localeOf(a.locale);
  const t = EMAIL_COPY[locale];
  const origin = (env.SITE_ORIGIN || STAND_IN_ORIGIN).replace(/\/$/, '');
  const place = await placeOf(env, records, o.place_id);
  let note = '';
  if (o.entry.kind === 'earlier' && o.entry.appointment_id) {
    const booking =
      records.appointments.get(o.entry.appointment_id) ??
      (appointmentRows((await selectAppointments(env.DB, [o.entry.appointment_id]).all()).results as never)[0] as
        | AppointmentRow
        | undefined);
    if (booking) {
      note = t.waitlistOffer.moves(
        dateLabel(booking.appointment_date, locale),
        timeLabel(booking.appointment_time, locale),
      );
    }
  }
  const view = appointmentView(
    a,
    {
      place,
      manageUrl: `${origin}${localizedPath('/book-appointment', locale)}`,
      bookUrl: `${origin}${localizedPath('/book-appointment', locale)}`,
      offer: {
        url: await waitlistOfferUrl(env, o.id, o.entry.nonce),
        until: instantLabel(o.expires_at, locale),
        note,
        leaveUrl: await waitlistLeaveUrl(env, o.entry_id, o.entry.nonce),
      },
    },
    locale,
  );
  return {
    from: env.MAIL_FROM,
    to: headerSafe(a.email, 255),
    replyTo: env.CLINIC_INBOX,
    subject: headerSafe(kind.email.subject(view, t)),
    ...(await both(kind, view, phone, locale)),
  };
}

/**
 * A follow-up reminder's own words: its due date, the doctor's note (read when the e-mail is made: never copied into
 * the outbox) and the booking page's link, whose fragment carries this row's one-time code for the details.
 */
async function followUpWords(env: Env, row: OutboxRow, detail: MessageDetail, page: (path: string) => string) {
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
 * The places, phone, sender name and the doctor's registration number of the records, read from D1 the first time an
 * e-mail sent right after its request needs them.
 */
async function scheduleOf(
  env: Env,
  records: Records,
): Promise<{ places: Place[]; phone: PhoneLine; sender: SenderName; registration: string }> {
  if (!records.places || !records.phone || !records.sender || records.registration === undefined) {
    const schedule = await readSchedule(env.DB);
    records.places ??= schedule.places;
    records.phone = schedule.settings.phones[0] ?? PRIMARY_PHONE;
    records.sender = schedule.settings.senderName;
    records.registration = schedule.settings.payment.doctorRegistration;
  }
  return { places: records.places, phone: records.phone, sender: records.sender, registration: records.registration };
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
    outbox: t.privacy.sent,
    queue_entries: t.privacy.visits,
    follow_ups: t.privacy.followUps,
    phone_opt_outs: t.privacy.phoneStop,
    phone_replies: t.privacy.phoneReplies,
    privacy_requests: t.privacy.requests,
    reports: t.privacy.reports,
    waitlist: t.privacy.waitlist,
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

async function composePrivacyEmail(
  env: Env,
  kind: Extract<MessageKindDef, { about: 'privacy' }>,
  p: PrivacyRequest,
  origin: string,
  phone: PhoneLine,
) {
  // To the person, in the language they asked in; to the clinic, in English.
  const locale = kind.to === 'clinic' ? 'en' : localeOf(p.locale);
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
  if (kind.name === 'privacy_link') {
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
  if (kind.name === 'privacy_clinic') {
    const view = { ...base, link: `${origin}/desk` };
    return {
      from: env.MAIL_FROM,
      to: env.CLINIC_INBOX,
      subject: headerSafe(`Privacy request: ${view.kindLabel} (${p.id})`),
      ...(await both(kind, view, phone)),
    };
  }
  const w = t.privacy;
  const requested = p.kind ?? 'access';
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
  const view = { ...base, ...(await (answers[requested] ?? answers.access)()) };
  return {
    from: env.MAIL_FROM,
    to: headerSafe(p.email, 255),
    replyTo: DATA_CONTACT.email,
    subject: headerSafe(view.heading),
    ...(await both(kind, view, phone, locale)),
  };
}
