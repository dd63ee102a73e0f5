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
import { ADDRESS_LINE, CLINIC, DOCTOR, MAP, PRIMARY_PHONE, telHref } from '../../common/clinic';
import { preparationFor } from '../../common/preparation';
import { RELATIONSHIPS } from '../../common/privacy';
import { formatClinicDate } from '../../common/schedule';
import { type VisitReason, visitReasonLabel } from '../../common/visit-reasons';
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
  firstName: string;
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
  /** What the visit is for, as the patient chose it ("Not said" when not). */
  visitFor: string;
  /** The preparation for that visit: its heading and its items as "• item" lines. */
  preparationTitle: string;
  preparation: string;
  /** The manage link (or the contact page for a booking made before links existed). */
  manageUrl: string;
  /** The booking page, to book again. */
  bookUrl: string;
  /** For a reschedule: where it moved from. For a cancellation: its reason ("—" when none) and who cancelled. */
  previousDateLabel: string;
  previousTime: string;
  reason: string;
  changedBy: string;
  /** Whom the patient e-mails greet: the patient, or the person who booked for them. */
  greetingName: string;
  /** "your appointment", or "an appointment for <patient>" when someone booked for the patient. */
  appointmentFor: string;
  /** For the clinic: "The patient", or "<name> (<relationship>)". */
  bookedBy: string;
  /** For the clinic: "Yes" or "No". */
  under18: string;
  /** For a cancellation, to the patient: who cancelled it, and the clinic's reason when it was the clinic. */
  cancelNote: string;
}

/** The booking facts an e-mail needs beyond the row: its queued detail and links. */
export interface AppointmentViewInput {
  /** Date and time the e-mail is about (the queued detail; the row's own when absent). */
  date?: string;
  time?: string;
  previousDate?: string;
  previousTime?: string;
  manageUrl: string;
  bookUrl: string;
  changedBy?: string | null;
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

function relationshipLabel(value: string): string {
  return RELATIONSHIPS.find((r) => r.value === value)?.label ?? 'Family or carer';
}

export function appointmentView(a: AppointmentRow, x: AppointmentViewInput): AppointmentView {
  const date = x.date ?? a.appointment_date;
  const other = a.booked_for === 'other' && !!a.booker_name;
  const prep = preparationFor(a.visit_reason as VisitReason | '');
  return {
    fullName: a.full_name,
    firstName: a.full_name.split(/\s+/)[0] ?? a.full_name,
    email: a.email,
    phone: shown(a.phone),
    dateLabel: formatClinicDate(date),
    date,
    time: x.time ?? a.appointment_time,
    doctor: a.selected_doctor,
    message: shown(a.message),
    reports: a.reports_uploaded ? 'Yes, the patient has reports' : 'No',
    id: a.id,
    receivedAt: a.created_at,
    visitFor: a.visit_reason ? visitReasonLabel(a.visit_reason as VisitReason) : 'Not said',
    preparationTitle: prep.title,
    preparation: prep.items.map((i) => `• ${i}`).join('\n'),
    manageUrl: x.manageUrl,
    bookUrl: x.bookUrl,
    previousDateLabel: x.previousDate ? formatClinicDate(x.previousDate) : '—',
    previousTime: x.previousTime ?? '—',
    reason: shown(a.status_reason ?? ''),
    changedBy: x.changedBy?.startsWith('staff:') ? `Clinic staff (${x.changedBy.slice(6)})` : 'The patient, online',
    greetingName: other ? a.booker_name : a.full_name,
    appointmentFor: other ? `an appointment for ${a.full_name}` : 'your appointment',
    bookedBy: other ? `${a.booker_name} (${relationshipLabel(a.booker_relationship)})` : 'The patient',
    under18: a.patient_under_18 ? 'Yes' : 'No',
    cancelNote: x.changedBy?.startsWith('staff:')
      ? 'We are sorry: the clinic has had to cancel it.'
      : 'It was cancelled with the link in your confirmation e-mail.',
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

function Where() {
  return (
    <Section>
      <Text style={styles.label}>Where</Text>
      <Text style={styles.value}>
        {CLINIC.name}, {ADDRESS_LINE} —{' '}
        <Link href={MAP.linkUrl} style={styles.link}>
          open in maps
        </Link>
      </Text>
    </Section>
  );
}

function CallUs({ lead }: { lead: string }) {
  return (
    <Text style={styles.value}>
      {lead}{' '}
      <Link href={telHref()} style={styles.link}>
        {PRIMARY_PHONE.display}
      </Link>
      .
    </Text>
  );
}

/** The manage link: change or cancel online, up to the cutoff; by phone after it. */
function Manage({ a }: { a: AppointmentView }) {
  return (
    <Section>
      <Text style={styles.label}>Need to change or cancel?</Text>
      <Text style={styles.value}>
        <Link href={a.manageUrl} style={styles.link}>
          Change or cancel your appointment
        </Link>{' '}
        — please do it at least a few hours ahead, so that another patient can have the time.
      </Text>
      <CallUs lead="Or call us on" />
    </Section>
  );
}

function Preparation({ a }: { a: AppointmentView }) {
  return (
    <>
      {/* Text, not a heading: the plain-text version upper-cases headings, and this one is filled in per e-mail. */}
      <Text style={{ fontSize: '17px', fontWeight: 700, margin: '20px 0 6px' }}>{a.preparationTitle}</Text>
      <Text style={styles.value}>{a.preparation}</Text>
    </>
  );
}

/** The patient's confirmation: when, with whom, where, how to prepare, and the manage link. */
export function AppointmentConfirmation({ a }: { a: AppointmentView }) {
  return (
    <Layout preview={`Your appointment on ${a.dateLabel} at ${a.time}`}>
      <Heading style={styles.h1}>Your appointment is booked</Heading>
      <Text>Dear {a.greetingName},</Text>
      <Text>
        Thank you for choosing {CLINIC.name}. We have booked {a.appointmentFor} with {DOCTOR.name}, {DOCTOR.title}. A
        calendar invitation is attached.
      </Text>
      <Field label="Patient" value={a.fullName} />
      <Field label="Date" value={a.dateLabel} />
      <Field label="Time (India Standard Time)" value={a.time} />
      <Field label="Doctor" value={a.doctor} />
      <Where />
      <Manage a={a} />
      <Preparation a={a} />
      <Text style={styles.small}>Booking reference: {a.id}</Text>
    </Layout>
  );
}

/** The patient's reminder, the day before: when, where, how to prepare, the manage link. */
export function AppointmentReminder({ a }: { a: AppointmentView }) {
  return (
    <Layout preview={`Your appointment on ${a.dateLabel} at ${a.time}`}>
      <Heading style={styles.h1}>See you soon</Heading>
      <Text>Dear {a.greetingName},</Text>
      <Text>
        This is a reminder of {a.appointmentFor} with {DOCTOR.name} at {CLINIC.name}.
      </Text>
      <Field label="Patient" value={a.fullName} />
      <Field label="Date" value={a.dateLabel} />
      <Field label="Time (India Standard Time)" value={a.time} />
      <Where />
      <Manage a={a} />
      <Preparation a={a} />
      <Text style={styles.small}>Booking reference: {a.id}</Text>
    </Layout>
  );
}

/** The patient's notice that the appointment moved: the new time (calendar updated), the old one, the link. */
export function RescheduleConfirmation({ a }: { a: AppointmentView }) {
  return (
    <Layout preview={`Your appointment is now on ${a.dateLabel} at ${a.time}`}>
      <Heading style={styles.h1}>Your appointment has moved</Heading>
      <Text>Dear {a.greetingName},</Text>
      <Text>
        Your appointment with {DOCTOR.name} is now at the time below. The attached calendar update moves the event in
        your calendar.
      </Text>
      <Field label="New date" value={a.dateLabel} />
      <Field label="New time (India Standard Time)" value={a.time} />
      <Field label="Instead of" value={`${a.previousDateLabel} at ${a.previousTime}`} />
      <Where />
      <Manage a={a} />
      <Preparation a={a} />
      <Text style={styles.small}>Booking reference: {a.id}</Text>
    </Layout>
  );
}

/** The patient's notice that the appointment is cancelled (calendar event removed), and how to book again. */
export function CancellationConfirmation({ a }: { a: AppointmentView }) {
  return (
    <Layout preview={`Your appointment on ${a.dateLabel} at ${a.time} is cancelled`}>
      <Heading style={styles.h1}>Your appointment is cancelled</Heading>
      <Text>Dear {a.greetingName},</Text>
      <Text>
        The appointment with {DOCTOR.name} on {a.dateLabel} at {a.time} is cancelled, and the attached calendar update
        removes it from your calendar. {a.cancelNote}
      </Text>
      <Field label="Patient" value={a.fullName} />
      <Field label="Reason given" value={a.reason} />
      <Text style={styles.value}>
        Whenever you need us, you can{' '}
        <Link href={a.bookUrl} style={styles.link}>
          book a new appointment
        </Link>{' '}
        online.
      </Text>
      <CallUs lead="If you did not ask for this, or have a question, please call us on" />
      <Text style={styles.small}>Booking reference: {a.id}</Text>
    </Layout>
  );
}

function PatientFields({ a }: { a: AppointmentView }) {
  return (
    <>
      <Field label="Full name" value={a.fullName} />
      <Field label="E-mail" value={a.email} />
      <Field label="Phone" value={a.phone} />
    </>
  );
}

/** The clinic's notification of a booking: every field the patient sent. */
export function AppointmentNotification({ a }: { a: AppointmentView }) {
  return (
    <Layout preview={`New appointment: ${a.date} ${a.time}`}>
      <Heading style={styles.h1}>New appointment request</Heading>
      <PatientFields a={a} />
      <Field label="Date" value={`${a.dateLabel} (${a.date})`} />
      <Field label="Time" value={a.time} />
      <Field label="Doctor" value={a.doctor} />
      <Field label="Visit for" value={a.visitFor} />
      <Field label="Booked by" value={a.bookedBy} />
      <Field label="Patient under 18" value={a.under18} />
      <Field label="Message" value={a.message} />
      <Field label="Reports to bring" value={a.reports} />
      <Field label="Reference" value={`${a.id} · received ${a.receivedAt}`} />
      <Text style={styles.small}>Reply to this e-mail to answer the patient.</Text>
    </Layout>
  );
}

/** The clinic's notice that a booking moved. */
export function RescheduleNotification({ a }: { a: AppointmentView }) {
  return (
    <Layout preview={`Moved: ${a.previousTime} → ${a.date} ${a.time}`}>
      <Heading style={styles.h1}>Appointment moved</Heading>
      <PatientFields a={a} />
      <Field label="Now" value={`${a.dateLabel} (${a.date}) at ${a.time}`} />
      <Field label="Was" value={`${a.previousDateLabel} at ${a.previousTime}`} />
      <Field label="Visit for" value={a.visitFor} />
      <Field label="Moved by" value={a.changedBy} />
      <Field label="Reference" value={a.id} />
      <Text style={styles.small}>Reply to this e-mail to answer the patient.</Text>
    </Layout>
  );
}

/** The clinic's notice that a booking was cancelled: the place is free again. */
export function CancellationNotification({ a }: { a: AppointmentView }) {
  return (
    <Layout preview={`Cancelled: ${a.date} ${a.time}`}>
      <Heading style={styles.h1}>Appointment cancelled</Heading>
      <PatientFields a={a} />
      <Field label="Was booked for" value={`${a.dateLabel} (${a.date}) at ${a.time}`} />
      <Field label="Reason given" value={a.reason} />
      <Field label="Cancelled by" value={a.changedBy} />
      <Field label="Reference" value={a.id} />
      <Text style={styles.small}>The place is free again for other patients.</Text>
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

/** A privacy request as its e-mails show it: every value already a display string. */
export interface PrivacyView {
  id: string;
  email: string;
  /** The request page's link (to the person), or the desk's (to the clinic). */
  link: string;
  kindLabel: string;
  /** The copy e-mail's heading, opening line and body (the data listed, or what happens next). */
  heading: string;
  intro: string;
  body: string;
  /** "by Monday, 22 February 2027", or "—". */
  due: string;
  contactName: string;
  contactEmail: string;
}

/** To the address someone typed at /privacy: the link that proves it is theirs and opens their choices. */
export function PrivacyLink({ p }: { p: PrivacyView }) {
  return (
    <Layout preview="Your link to see, correct or erase your data">
      <Heading style={styles.h1}>Your request about your data</Heading>
      <Text>
        We were asked, on our website, for a link to see, correct or erase the data we hold for {p.email}, or to make a
        complaint. Open the link to continue:
      </Text>
      <Text style={styles.value}>
        <Link href={p.link} style={styles.link}>
          See or change your data
        </Link>
      </Text>
      <Text style={styles.small}>
        The link works for 24 hours. If you did not ask for it, you can ignore this e-mail: nothing changes.
      </Text>
      <Text style={styles.small}>
        Questions: {p.contactName}, {p.contactEmail}. Reference: {p.id}
      </Text>
    </Layout>
  );
}

/** To the person: their copy, the confirmation of the erasure, or the receipt of a correction or complaint. */
export function PrivacyAnswer({ p }: { p: PrivacyView }) {
  return (
    <Layout preview={p.heading}>
      <Heading style={styles.h1}>{p.heading}</Heading>
      <Text>{p.intro}</Text>
      <Text style={styles.value}>{p.body}</Text>
      <Text style={styles.small}>
        Questions or a complaint about how we handled this: {p.contactName}, {p.contactEmail}. Reference: {p.id}
      </Text>
    </Layout>
  );
}

/** To the clinic: a request to handle (or one done automatically), without the person's data. */
export function PrivacyNotification({ p }: { p: PrivacyView }) {
  return (
    <Layout preview={`Privacy request: ${p.kindLabel}`}>
      <Heading style={styles.h1}>Privacy request: {p.kindLabel}</Heading>
      <Field label="Reference" value={p.id} />
      <Field label="Answer due" value={p.due} />
      <Text style={styles.value}>
        The details are on the{' '}
        <Link href={p.link} style={styles.link}>
          clinic desk
        </Link>
        , under Privacy.
      </Text>
    </Layout>
  );
}
