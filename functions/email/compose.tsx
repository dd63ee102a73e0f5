import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { CLINIC, DOCTOR } from '../../common/clinic';
import { preparationFor } from '../../common/preparation';
import type { TimeSlot } from '../../common/schedule';
import type { VisitReason } from '../../common/visit-reasons';
import { type AppointmentRow, appointmentRows, selectAppointments } from '../db/appointments';
import { type ContactRow, selectContactMessages } from '../db/contact';
import type { EmailDetail, EmailKind, OutboxRow } from '../db/outbox';
import type { Env } from '../env';
import { manageToken, manageUrl } from '../manage-token';
import { headerSafe } from './header';
import { appointmentIcs } from './ics';
import {
  AppointmentConfirmation,
  AppointmentNotification,
  AppointmentReminder,
  type AppointmentView,
  appointmentView,
  CancellationConfirmation,
  CancellationNotification,
  ContactNotification,
  type ContactView,
  contactView,
  RescheduleConfirmation,
  RescheduleNotification,
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
type TemplateName = EmailKind;

const TOKEN = /ZQ([A-Za-z]+)QZ/g;

/** Placeholder values: letters only, so they pass React's escaping and the plain-text conversion unchanged. */
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
  'cancelNote',
];

const APPOINTMENT_TEMPLATES = {
  appointment_patient: AppointmentConfirmation,
  appointment_clinic: AppointmentNotification,
  cancellation_patient: CancellationConfirmation,
  cancellation_clinic: CancellationNotification,
  reschedule_patient: RescheduleConfirmation,
  reschedule_clinic: RescheduleNotification,
  reminder_patient: AppointmentReminder,
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

const rendered = new Map<TemplateName, Promise<Rendered>>();

/**
 * Each template is rendered by React once per isolate, with placeholders; every e-mail then fills in its values.
 * Rendering costs milliseconds of CPU that would otherwise be spent again for every e-mail, in the same isolate
 * that answers patients.
 */
function template(name: TemplateName): Promise<Rendered> {
  let r = rendered.get(name);
  if (!r) {
    let element: ReactElement;
    if (name === 'contact_clinic') {
      element = <ContactNotification m={placeholders<ContactView>(CONTACT_KEYS)} />;
    } else {
      const Template = APPOINTMENT_TEMPLATES[name];
      element = <Template a={placeholders<AppointmentView>(APPOINTMENT_KEYS)} />;
    }
    r = Promise.all([render(element), render(element, { plainText: true })]).then(([html, text]) => ({ html, text }));
    r.catch(() => rendered.delete(name));
    rendered.set(name, r);
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

async function both(name: TemplateName, view: object): Promise<Rendered> {
  const t = await template(name);
  const values = view as Record<string, string>;
  return {
    html: t.html.replace(TOKEN, (_, k: string) => escapeHtml(values[k] ?? '')),
    text: t.text.replace(TOKEN, (_, k: string) => values[k] ?? ''),
  };
}

/** The bookings and messages that outbox rows refer to, by id. */
export interface Records {
  appointments: Map<string, AppointmentRow>;
  contacts: Map<string, ContactRow>;
}

/** Reads what the given outbox rows refer to, in one round trip to D1. */
export async function loadRecords(db: D1Database, rows: OutboxRow[]): Promise<Records> {
  const aptIds = rows.filter((r) => r.kind !== 'contact_clinic').map((r) => r.ref_id);
  const msgIds = rows.filter((r) => r.kind === 'contact_clinic').map((r) => r.ref_id);
  const records: Records = { appointments: new Map(), contacts: new Map() };
  const statements = [
    ...(aptIds.length ? [selectAppointments(db, [...new Set(aptIds)])] : []),
    ...(msgIds.length ? [selectContactMessages(db, [...new Set(msgIds)])] : []),
  ];
  if (!statements.length) return records;
  const results = await db.batch(statements);
  let i = 0;
  if (aptIds.length) {
    const rows = (results[i++]?.results ?? []) as Parameters<typeof appointmentRows>[0];
    for (const a of appointmentRows(rows)) records.appointments.set(a.id, a);
  }
  if (msgIds.length) for (const m of (results[i]?.results ?? []) as ContactRow[]) records.contacts.set(m.id, m);
  return records;
}

/** Subjects of the e-mails about a booking (each made header-safe when used). */
const SUBJECTS: Record<Exclude<EmailKind, 'contact_clinic'>, (v: AppointmentView) => string> = {
  appointment_patient: (v) => `Your appointment with ${DOCTOR.name} on ${v.dateLabel} at ${v.time}`,
  appointment_clinic: (v) => `New appointment: ${v.fullName} — ${v.date} ${v.time}`,
  cancellation_patient: (v) => `Cancelled: your appointment on ${v.dateLabel} at ${v.time}`,
  cancellation_clinic: (v) => `Cancelled: ${v.fullName} — ${v.date} ${v.time}`,
  reschedule_patient: (v) => `Your appointment has moved to ${v.dateLabel} at ${v.time}`,
  reschedule_clinic: (v) => `Moved: ${v.fullName} — now ${v.date} ${v.time}`,
  reminder_patient: (v) => `Reminder: your appointment on ${v.dateLabel} at ${v.time}`,
};

/** Which patient e-mails carry a calendar file, and with which method (RFC 5546). */
const CALENDAR: Partial<Record<EmailKind, 'REQUEST' | 'CANCEL'>> = {
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
  const origin = (env.SITE_ORIGIN || CLINIC.website).replace(/\/$/, '');
  if (row.kind === 'contact_clinic') {
    const m = records.contacts.get(row.ref_id);
    if (!m) return null;
    return {
      from,
      to: env.CLINIC_INBOX,
      replyTo: headerSafe(m.email, 255),
      subject: headerSafe(`New message: ${m.subject} — from ${m.name}`),
      ...(await both('contact_clinic', contactView(m))),
    };
  }
  const a = records.appointments.get(row.ref_id);
  if (!a) return null;
  const detail = detailOf(row);
  if (row.kind === 'reminder_patient' && (a.status !== 'booked' || (detail.sequence ?? 0) !== a.sequence)) {
    return 'skip';
  }
  const link = a.manage_nonce ? manageUrl(env, await manageToken(env, a.manage_nonce)) : `${origin}/contact`;
  const view = appointmentView(a, {
    date: detail.date,
    time: detail.time,
    previousDate: detail.previousDate,
    previousTime: detail.previousTime,
    manageUrl: link,
    bookUrl: `${origin}/book-appointment`,
    changedBy: a.status_by,
  });
  const toClinic = row.kind.endsWith('_clinic');
  const method = CALENDAR[row.kind];
  const ics = method
    ? appointmentIcs({
        id: a.id,
        date: view.date,
        slot: view.time as TimeSlot,
        organizerEmail: addressOf(from),
        uidDomain: new URL(origin).hostname,
        method,
        sequence: detail.sequence ?? 0,
        // When the e-mail was queued: the same on every attempt.
        stamp: new Date(row.created_at),
        attendee: { name: a.full_name, email: a.email },
        preparation: preparationFor(a.visit_reason as VisitReason | '').items,
      })
    : null;
  return {
    from,
    to: toClinic ? env.CLINIC_INBOX : headerSafe(a.email, 255),
    replyTo: toClinic ? headerSafe(a.email, 255) : env.CLINIC_INBOX,
    subject: headerSafe(SUBJECTS[row.kind](view)),
    ...(await both(row.kind, view)),
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
