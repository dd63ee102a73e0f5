import { render } from '@react-email/render';
import { CLINIC, DOCTOR } from '../../common/clinic';
import { formatClinicDate, type TimeSlot } from '../../common/schedule';
import { type AppointmentRow, appointmentRows, selectAppointments } from '../db/appointments';
import { type ContactRow, selectContactMessages } from '../db/contact';
import type { OutboxRow } from '../db/outbox';
import type { Env } from '../env';
import { headerSafe } from './header';
import { appointmentIcs } from './ics';
import {
  AppointmentConfirmation,
  AppointmentNotification,
  type AppointmentView,
  appointmentView,
  ContactNotification,
  type ContactView,
  contactView,
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
type TemplateName = 'confirmation' | 'notification' | 'contact';

const TOKEN = /ZQ([A-Za-z]+)QZ/g;

/** Placeholder values: letters only, so they pass React's escaping and the plain-text conversion unchanged. */
function placeholders<T extends object>(keys: (keyof T)[]): T {
  return Object.fromEntries(keys.map((k) => [k, `ZQ${String(k)}QZ`])) as T;
}

const APPOINTMENT_KEYS: (keyof AppointmentView)[] = [
  'fullName',
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

const rendered = new Map<TemplateName, Promise<Rendered>>();

/**
 * Each template is rendered by React once per isolate, with placeholders; every e-mail then fills in its values.
 * Rendering costs milliseconds of CPU that would otherwise be spent again for every e-mail, in the same isolate
 * that answers patients.
 */
function template(name: TemplateName): Promise<Rendered> {
  let r = rendered.get(name);
  if (!r) {
    const element =
      name === 'contact' ? (
        <ContactNotification m={placeholders<ContactView>(CONTACT_KEYS)} />
      ) : name === 'notification' ? (
        <AppointmentNotification a={placeholders<AppointmentView>(APPOINTMENT_KEYS)} />
      ) : (
        <AppointmentConfirmation a={placeholders<AppointmentView>(APPOINTMENT_KEYS)} />
      );
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

/** Renders an outbox row's e-mail from its booking or message; null when that row no longer exists. */
export async function composeEmail(env: Env, row: OutboxRow, records: Records): Promise<ComposedEmail | null> {
  const from = env.MAIL_FROM;
  if (row.kind === 'contact_clinic') {
    const m = records.contacts.get(row.ref_id);
    if (!m) return null;
    return {
      from,
      to: env.CLINIC_INBOX,
      replyTo: headerSafe(m.email, 255),
      subject: headerSafe(`New message: ${m.subject} — from ${m.name}`),
      ...(await both('contact', contactView(m))),
    };
  }
  const a = records.appointments.get(row.ref_id);
  if (!a) return null;
  if (row.kind === 'appointment_clinic') {
    return {
      from,
      to: env.CLINIC_INBOX,
      replyTo: headerSafe(a.email, 255),
      subject: headerSafe(`New appointment: ${a.full_name} — ${a.appointment_date} ${a.appointment_time}`),
      ...(await both('notification', appointmentView(a))),
    };
  }
  const ics = appointmentIcs({
    id: a.id,
    date: a.appointment_date,
    slot: a.appointment_time as TimeSlot,
    organizerEmail: addressOf(from),
    uidDomain: new URL(env.SITE_ORIGIN || CLINIC.website).hostname,
  });
  return {
    from,
    to: headerSafe(a.email, 255),
    replyTo: env.CLINIC_INBOX,
    subject: headerSafe(
      `Your appointment with ${DOCTOR.name} on ${formatClinicDate(a.appointment_date)} at ${a.appointment_time}`,
    ),
    ...(await both('confirmation', appointmentView(a))),
    attachments: [{ filename: 'appointment.ics', content: base64(ics), contentType: 'text/calendar; charset=utf-8' }],
  };
}
