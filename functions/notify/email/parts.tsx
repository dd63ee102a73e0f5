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
import { createContext, type ReactNode, useContext } from 'react';
import { profileLines } from '../../../common/booking/draft';
import { preparationFor } from '../../../common/booking/preparation';
import { preparationForHi } from '../../../common/booking/preparation.hi';
import { type VisitReason, visitReasonLabel } from '../../../common/booking/visit-reasons';
import { paiseText } from '../../../common/clinic/display';
import { ADDRESS_LINE, CLINIC, type PhoneLine, PRIMARY_PHONE, telHref } from '../../../common/clinic/facts';
import { DEFAULT_SCHEDULE, type Place, placeIn } from '../../../common/clinic/schedule';
import { dateLabel, instantLabel, timeLabel } from '../../../common/i18n/dates';
import type { Locale } from '../../../common/i18n/locale';
import { delayLabel } from '../../../common/notify/values';
import { RELATIONSHIPS } from '../../../common/privacy/facts';
import type { AppointmentRow } from '../../booking';
import type { ContactRow } from '../../contact';

import { EMAIL_COPY, type EmailCopy, type Linked } from './copy';

/** The English words, for the clinic's e-mails and wherever no language is given. */
export const EN = EMAIL_COPY.en;

export const styles = {
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
  cellLabel: {
    color: '#5b6b6b',
    fontSize: '13px',
    fontWeight: 400,
    textAlign: 'left' as const,
    padding: '8px 12px 8px 0',
    borderBottom: '1px solid #e3eaea',
    verticalAlign: 'top' as const,
    width: '38%',
  },
  cellValue: {
    fontSize: '15px',
    padding: '8px 0',
    borderBottom: '1px solid #e3eaea',
    verticalAlign: 'top' as const,
    whiteSpace: 'pre-wrap' as const,
  },
};

/**
 * A booking as the e-mails show it: every value already a display string ("—" when empty), the patient's in the
 * e-mail's language (dates, times, the preparation, how the patient is greeted), the clinic's fields in English.
 */
export interface AppointmentView {
  fullName: string;
  firstName: string;
  email: string;
  phone: string;
  dateLabel: string;
  /** The date as stored (YYYY-MM-DD). */
  date: string;
  /** The time as shown: the slot in English ("10:00 AM"), the time of day in Hindi ("सुबह 10:00"). */
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
  /** For the clinic: the booking page's profile fields given ("Age: 46", "Gender: Female", …), one a line; "—" if none. */
  profile: string;
  /** For a cancellation, to the patient: who cancelled it, and the clinic's reason when it was the clinic. */
  cancelNote: string;
  /** Where the visit is: the place's name and address (in Hindi for a Hindi e-mail, when the clinic gave them). */
  placeName: string;
  placeAddress: string;
  /** The place's map link. */
  placeMapUrl: string;
  /** The patient's status page on the day (the queue: "now seeing", how many ahead); '' in e-mails that do not say it. */
  statusUrl: string;
  /** The clinic's day (decision 025): how late the doctor runs, in words ("an hour", "डेढ़ घंटे"); a follow-up's due
   * date, note and booking link. */
  delay: string;
  dueDateLabel: string;
  note: string;
  followUpUrl: string;
  /** A waitlist offer (decision 030): its claim page, until when it may be claimed, the move it would make ('' for a
   * new booking), and the page that takes the entry off the list. */
  offerUrl: string;
  offerUntil: string;
  offerNote: string;
  leaveUrl: string;
  /** The reminder's answers (issue 41): "I will come" and "I can't come", each a page that asks once more. */
  comingUrl: string;
  cantComeUrl: string;
  /**
   * A payment's receipt or refund (issue 42): the amount ("₹1,500", the refund's for a refund), when it was paid (the
   * clinic's time, in words), how (in words), Razorpay's payment id, why it is refunded (in words); '' in other e-mails.
   */
  amount: string;
  paidAt: string;
  paymentMethod: string;
  paymentId: string;
  refundReason: string;
  /** The doctor's registration number, printed on receipts (the clinic's setting; "—" until it is set). */
  doctorRegistration: string;
  /** The refund policy page, in the e-mail's language. */
  refundPolicyUrl: string;
}

/** A payment an e-mail tells of (issue 42), from its outbox detail. */
export interface PaymentFacts {
  id: string;
  /** The payment's amount in paise; a refund's own amount for a refund. */
  amountPaise: number;
  /** When it was paid (ISO) and how: a receipt's. */
  paidAt?: string;
  method?: 'razorpay' | 'counter';
  /** Why it is refunded: a refund's. */
  reason?: 'cancelled' | 'late_payment' | 'staff';
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
  /** Where the visit is (the booking's place); the clinic's own address when not given. */
  place?: Place;
  /** The patient's status page (the reminder carries it). */
  statusUrl?: string;
  /** How late the doctor runs; a follow-up's due date, note and booking link (decision 025). */
  minutes?: number;
  dueDate?: string;
  note?: string;
  followUpUrl?: string;
  /** A waitlist offer's links and words, and the reminder's answers. */
  offer?: { url: string; until: string; note: string; leaveUrl: string };
  reply?: { coming: string; cantCome: string };
  /** A payment's receipt or refund (issue 42), the doctor's registration number and the refund policy's page. */
  payment?: PaymentFacts;
  doctorRegistration?: string;
  refundPolicyUrl?: string;
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

/** The view of a booking for an e-mail in `locale` (English when not given: the clinic's e-mails). */
export function appointmentView(a: AppointmentRow, x: AppointmentViewInput, locale: Locale = 'en'): AppointmentView {
  const date = x.date ?? a.appointment_date;
  const other = a.booked_for === 'other' && !!a.booker_name;
  const t = EMAIL_COPY[locale].view;
  const prep = locale === 'hi' ? preparationForHi(a.visit_reason) : preparationFor(a.visit_reason as VisitReason | '');
  const staff = x.changedBy?.startsWith('staff:');
  const place = x.place ?? DEFAULT_SCHEDULE.places[0];
  const where = placeIn(place, locale);
  return {
    fullName: a.full_name,
    firstName: a.full_name.split(/\s+/)[0] ?? a.full_name,
    email: a.email,
    phone: shown(a.phone),
    dateLabel: dateLabel(date, locale),
    date,
    time: timeLabel(x.time ?? a.appointment_time, locale),
    doctor: a.selected_doctor,
    message: shown(a.message),
    reports: a.reports_uploaded ? 'Yes, the patient has reports (the files they send appear on the desk)' : 'No',
    id: a.id,
    receivedAt: a.created_at,
    visitFor: a.visit_reason ? visitReasonLabel(a.visit_reason as VisitReason) : 'Not said',
    preparationTitle: prep.title,
    preparation: prep.items.map((i) => `• ${i}`).join('\n'),
    manageUrl: x.manageUrl,
    bookUrl: x.bookUrl,
    previousDateLabel: x.previousDate ? dateLabel(x.previousDate, locale) : '—',
    previousTime: x.previousTime ? timeLabel(x.previousTime, locale) : '—',
    reason: shown(a.status_reason ?? ''),
    changedBy: staff ? `Clinic staff (${x.changedBy?.slice(6)})` : 'The patient, online',
    greetingName: other ? a.booker_name : a.full_name,
    appointmentFor: other ? t.appointmentFor(a.full_name) : t.yourAppointment,
    bookedBy: other ? `${a.booker_name} (${relationshipLabel(a.booker_relationship)})` : 'The patient',
    under18: a.patient_under_18 ? 'Yes' : 'No',
    profile: shown(profileLines(a).join('\n')),
    cancelNote: staff ? t.cancelledByClinic : t.cancelledByPatient,
    placeName: where.name,
    placeAddress: where.address,
    placeMapUrl: place.mapUrl,
    statusUrl: x.statusUrl ?? '',
    delay: x.minutes === undefined ? '' : delayLabel(x.minutes, locale),
    dueDateLabel: x.dueDate ? dateLabel(x.dueDate, locale) : '—',
    note: shown(x.note ?? ''),
    followUpUrl: x.followUpUrl ?? x.bookUrl,
    offerUrl: x.offer?.url ?? '',
    offerUntil: x.offer?.until ?? '',
    offerNote: x.offer?.note ?? '',
    leaveUrl: x.offer?.leaveUrl ?? '',
    comingUrl: x.reply?.coming ?? x.manageUrl,
    cantComeUrl: x.reply?.cantCome ?? x.manageUrl,
    ...paymentValues(x, locale),
  };
}

/** A payment's values as the e-mails show them: the amount with its sign, the time paid in words, how, and why refunded. */
function paymentValues(x: AppointmentViewInput, locale: Locale) {
  const p = x.payment;
  const words = EMAIL_COPY[locale].payment;
  // A cancellation's refund says who cancelled: the patient, or the clinic (the desk, a closure).
  const reason = p?.reason === 'cancelled' ? (x.changedBy === 'patient' ? 'patient' : 'clinic') : p?.reason;
  return {
    amount: p ? `₹${paiseText(p.amountPaise)}` : '',
    paidAt: p?.paidAt ? instantLabel(p.paidAt, locale) : '',
    paymentMethod: p?.method ? words.methods[p.method] : '',
    paymentId: p?.id ?? '',
    refundReason: reason ? words.reasons[reason] : '',
    doctorRegistration: shown(x.doctorRegistration?.trim() ?? ''),
    refundPolicyUrl: x.refundPolicyUrl ?? '',
  };
}

/** The rows of a table of labels and values (a receipt): each label beside its value, in one table. */
export function Rows({ rows }: { rows: readonly (readonly [label: string, value: string])[] }) {
  return (
    <table cellPadding={0} cellSpacing={0} style={{ width: '100%', borderCollapse: 'collapse', margin: '12px 0' }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" style={styles.cellLabel}>
              {label}
            </th>
            <td style={styles.cellValue}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
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

/**
 * The clinic's phone as the e-mails show it: the desk's first line (functions/notify/email/compose.tsx provides it, as
 * placeholders it fills per e-mail); the first-run line when rendered without one.
 */
export const ClinicPhone = createContext<PhoneLine>(PRIMARY_PHONE);

export function Layout({ preview, children, t = EN }: { preview: string; children: ReactNode; t?: EmailCopy }) {
  const phone = useContext(ClinicPhone);
  return (
    <Html lang={t.htmlLang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{CLINIC.name}</Text>
          {children}
          <Hr />
          <Text style={styles.small}>
            {CLINIC.name} · {ADDRESS_LINE} · {phone.display}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Field({ label, value }: { label: string; value: string }) {
  return (
    <Section>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.value}>{value}</Text>
    </Section>
  );
}

/** Where the visit is: the place's name and address, and its map link. */
export function Where({ a, t }: { a: AppointmentView; t: EmailCopy }) {
  return (
    <Section>
      <Text style={styles.label}>{t.where}</Text>
      <Text style={styles.value}>
        {a.placeName}, {a.placeAddress} —{' '}
        <Link href={a.placeMapUrl} style={styles.link}>
          {t.openInMaps}
        </Link>
      </Text>
    </Section>
  );
}

/** A sentence with a link inside: the words before it, the link, the words after it. */
export function WithLink({ words, href }: { words: Linked; href: string }) {
  return (
    <>
      {words.before}
      <Link href={href} style={styles.link}>
        {words.link}
      </Link>
      {words.after}
    </>
  );
}

/** A sentence ending in the clinic's phone number as a link. */
export function CallUs({ words }: { words: Omit<Linked, 'link'> }) {
  const phone = useContext(ClinicPhone);
  return (
    <Text style={styles.value}>
      <WithLink words={{ ...words, link: phone.display }} href={telHref(phone)} />
    </Text>
  );
}

/** The manage link: change or cancel online, up to the cutoff; by phone after it. */
export function Manage({ a, t }: { a: AppointmentView; t: EmailCopy }) {
  return (
    <Section>
      <Text style={styles.label}>{t.needToChange}</Text>
      <Text style={styles.value}>
        <WithLink words={t.manage} href={a.manageUrl} />
      </Text>
      <CallUs words={t.orCallUs} />
    </Section>
  );
}

export function Preparation({ a }: { a: AppointmentView }) {
  return (
    <>
      {/* Text, not a heading: the plain-text version upper-cases headings, and this one is filled in per e-mail. */}
      <Text style={{ fontSize: '17px', fontWeight: 700, margin: '20px 0 6px' }}>{a.preparationTitle}</Text>
      <Text style={styles.value}>{a.preparation}</Text>
    </>
  );
}

/** The patient's e-mails take their words (`t`) in the patient's language; English when not given. */
export interface PatientEmail {
  a: AppointmentView;
  t?: EmailCopy;
}

/** A booking e-mail's opening words: the preview line, the heading and the first paragraph. */
interface Opening {
  preview: (a: AppointmentView) => string;
  heading: string;
  intro: string | ((a: AppointmentView) => string);
}

/** Every patient's booking e-mail: its opening words and greeting, its body, and the booking reference at the foot. */
export function PatientLayout({
  a,
  t,
  words,
  children,
  reference = true,
}: {
  a: AppointmentView;
  t: EmailCopy;
  words: Opening;
  children: ReactNode;
  /** The booking reference at the foot: not for what is not a booking yet (a waitlist offer). */
  reference?: boolean;
}) {
  return (
    <Layout preview={words.preview(a)} t={t}>
      <Heading style={styles.h1}>{words.heading}</Heading>
      <Text>{t.dear(a.greetingName)}</Text>
      <Text>{typeof words.intro === 'string' ? words.intro : words.intro(a)}</Text>
      {children}
      {reference && <Text style={styles.small}>{t.bookingReference(a.id)}</Text>}
    </Layout>
  );
}

/** Who, when, with whom (unless `doctor` is false) and where: the booking as the patient's e-mails state it. */
export function Booking({ a, t, doctor = true }: { a: AppointmentView; t: EmailCopy; doctor?: boolean }) {
  return (
    <>
      <Field label={t.patient} value={a.fullName} />
      <Field label={t.date} value={a.dateLabel} />
      <Field label={t.timeIst} value={a.time} />
      {doctor && <Field label={t.doctor} value={a.doctor} />}
      <Where a={a} t={t} />
    </>
  );
}

/** Every clinic notice, in English: its heading, its fields, and a closing line on what to do with it. */
export function ClinicNotice({
  preview,
  heading,
  footer,
  children,
}: {
  preview: string;
  heading: string;
  footer: string;
  children: ReactNode;
}) {
  return (
    <Layout preview={preview}>
      <Heading style={styles.h1}>{heading}</Heading>
      {children}
      <Text style={styles.small}>{footer}</Text>
    </Layout>
  );
}

export function PatientFields({ a }: { a: AppointmentView }) {
  return (
    <>
      <Field label="Full name" value={a.fullName} />
      <Field label="E-mail" value={a.email} />
      <Field label="Phone" value={a.phone} />
    </>
  );
}

export const ANSWER_THE_PATIENT = 'Reply to this e-mail to answer the patient.';

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
