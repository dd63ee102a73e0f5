import { render } from '@react-email/render';
import { CLINIC, DOCTOR } from '../../common/clinic';
import { formatClinicDate, type TimeSlot } from '../../common/schedule';
import { getAppointment } from '../db/appointments';
import { getContactMessage } from '../db/contact';
import type { OutboxRow } from '../db/outbox';
import type { Env } from '../env';
import { headerSafe } from './header';
import { appointmentIcs } from './ics';
import { AppointmentConfirmation, AppointmentNotification, ContactNotification } from './templates';

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

async function both(element: React.ReactElement) {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

/** Renders an outbox row's e-mail from its booking or message; null when that row no longer exists. */
export async function composeEmail(env: Env, row: OutboxRow): Promise<ComposedEmail | null> {
  const from = env.MAIL_FROM;
  if (row.kind === 'contact_clinic') {
    const m = await getContactMessage(env.DB, row.ref_id);
    if (!m) return null;
    return {
      from,
      to: env.CLINIC_INBOX,
      replyTo: headerSafe(m.email, 255),
      subject: headerSafe(`New message: ${m.subject} — from ${m.name}`),
      ...(await both(<ContactNotification m={m} />)),
    };
  }
  const a = await getAppointment(env.DB, row.ref_id);
  if (!a) return null;
  if (row.kind === 'appointment_clinic') {
    return {
      from,
      to: env.CLINIC_INBOX,
      replyTo: headerSafe(a.email, 255),
      subject: headerSafe(`New appointment: ${a.full_name} — ${a.appointment_date} ${a.appointment_time}`),
      ...(await both(<AppointmentNotification a={a} />)),
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
    ...(await both(<AppointmentConfirmation a={a} />)),
    attachments: [{ filename: 'appointment.ics', content: base64(ics), contentType: 'text/calendar; charset=utf-8' }],
  };
}
