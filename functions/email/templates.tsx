import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { ADDRESS_LINE, CLINIC, DOCTOR, MAP, PRIMARY_PHONE, telHref, WHAT_TO_BRING } from '../../common/clinic';
import { formatClinicDate } from '../../common/schedule';
import type { AppointmentRow } from '../db/appointments';
import type { ContactRow } from '../db/contact';

const styles = {
  body: { backgroundColor: '#f4f7f7', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2d2d', margin: 0 },
  container: {
    backgroundColor: '#ffffff',
    maxWidth: '560px',
    margin: '24px auto',
    padding: '28px',
    borderRadius: '8px',
  },
  brand: { color: '#0b6e6e', fontSize: '14px', fontWeight: 700, margin: '0 0 16px' },
  h1: { fontSize: '22px', margin: '0 0 12px', color: '#123' },
  label: { color: '#5b6b6b', fontSize: '13px', margin: '12px 0 2px' },
  value: { fontSize: '15px', margin: 0, whiteSpace: 'pre-wrap' as const },
  small: { color: '#5b6b6b', fontSize: '13px' },
  link: { color: '#0b6e6e', textDecoration: 'underline' },
};

/** A booking as the e-mails show it: every value already a display string ("—" when empty). */
export interface AppointmentView {
  fullName: string;
  email: string;
  phone: string;
  dateLabel: string;
  date: string;
  time: string;
  doctor: string;
  message: string;
  reports: string;
  id: string;
  receivedAt: string;
}

/** A contact message as the e-mail shows it. */
export interface ContactView {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  form: string;
  id: string;
  receivedAt: string;
}

const shown = (v: string) => v || '—';

export function appointmentView(a: AppointmentRow): AppointmentView {
  return {
    fullName: a.full_name,
    email: a.email,
    phone: shown(a.phone),
    dateLabel: formatClinicDate(a.appointment_date),
    date: a.appointment_date,
    time: a.appointment_time,
    doctor: a.selected_doctor,
    message: shown(a.message),
    reports: a.reports_uploaded ? 'Yes, the patient has reports' : 'No',
    id: a.id,
    receivedAt: a.created_at,
  };
}

export function contactView(m: ContactRow): ContactView {
  return {
    name: m.name,
    email: m.email,
    phone: shown(m.phone),
    subject: m.subject,
    message: shown(m.message),
    form: m.source === 'home' ? 'Home page' : 'Contact page',
    id: m.id,
    receivedAt: m.created_at,
  };
}

function Layout({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{CLINIC.name}</Text>
          {children}
          <Hr />
          <Text style={styles.small}>
            {CLINIC.name} · {ADDRESS_LINE} · {PRIMARY_PHONE.display}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Section>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.value}>{value}</Text>
    </Section>
  );
}

/** The patient's confirmation: when, with whom, where, what to bring. */
export function AppointmentConfirmation({ a }: { a: AppointmentView }) {
  return (
    <Layout preview={`Your appointment on ${a.dateLabel} at ${a.time}`}>
      <Heading style={styles.h1}>Your appointment is booked</Heading>
      <Text>Dear {a.fullName},</Text>
      <Text>
        Thank you for choosing {CLINIC.name}. We have booked your appointment with {DOCTOR.name}, {DOCTOR.title}. A
        calendar invitation is attached.
      </Text>
      <Field label="Date" value={a.dateLabel} />
      <Field label="Time (India Standard Time)" value={a.time} />
      <Field label="Doctor" value={a.doctor} />
      <Section>
        <Text style={styles.label}>Where</Text>
        <Text style={styles.value}>
          {CLINIC.name}, {ADDRESS_LINE} —{' '}
          <Link href={MAP.linkUrl} style={styles.link}>
            open in maps
          </Link>
        </Text>
      </Section>
      <Section>
        <Text style={styles.label}>Questions or changes</Text>
        <Text style={styles.value}>
          Call us on{' '}
          <Link href={telHref()} style={styles.link}>
            {PRIMARY_PHONE.display}
          </Link>{' '}
          or reply to this e-mail.
        </Text>
      </Section>
      <Heading as="h2" style={{ fontSize: '17px', margin: '20px 0 6px' }}>
        What to bring
      </Heading>
      {WHAT_TO_BRING.map((item) => (
        <Text key={item} style={{ ...styles.value, margin: '4px 0' }}>
          • {item}
        </Text>
      ))}
      <Text style={styles.small}>Booking reference: {a.id}</Text>
    </Layout>
  );
}

/** The clinic's notification of a booking: every field the patient sent. */
export function AppointmentNotification({ a }: { a: AppointmentView }) {
  return (
    <Layout preview={`New appointment: ${a.date} ${a.time}`}>
      <Heading style={styles.h1}>New appointment request</Heading>
      <Field label="Full name" value={a.fullName} />
      <Field label="E-mail" value={a.email} />
      <Field label="Phone" value={a.phone} />
      <Field label="Date" value={`${a.dateLabel} (${a.date})`} />
      <Field label="Time" value={a.time} />
      <Field label="Doctor" value={a.doctor} />
      <Field label="Message" value={a.message} />
      <Field label="Reports to bring" value={a.reports} />
      <Field label="Reference" value={`${a.id} · received ${a.receivedAt}`} />
      <Text style={styles.small}>Reply to this e-mail to answer the patient.</Text>
    </Layout>
  );
}

/** The clinic's notification of a contact message. */
export function ContactNotification({ m }: { m: ContactView }) {
  return (
    <Layout preview={`New message: ${m.subject}`}>
      <Heading style={styles.h1}>New message from the website</Heading>
      <Field label="Name" value={m.name} />
      <Field label="E-mail" value={m.email} />
      <Field label="Phone" value={m.phone} />
      <Field label="Subject" value={m.subject} />
      <Field label="Message" value={m.message} />
      <Field label="Form" value={m.form} />
      <Field label="Reference" value={`${m.id} · received ${m.receivedAt}`} />
      <Text style={styles.small}>Reply to this e-mail to answer the sender.</Text>
    </Layout>
  );
}
