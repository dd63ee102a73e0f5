import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import {
  Booking,
  CallUs,
  EN,
  Manage,
  type PatientEmail,
  PatientLayout,
  Preparation,
  styles,
  WithLink,
} from '../email/parts';
import { STALE, toPatient } from '../kind';

/** The patient's confirmation: when, with whom, where, how to prepare, and the manage link. */
export function AppointmentConfirmation({ a, t = EN }: PatientEmail) {
  return (
    <PatientLayout a={a} t={t} words={t.confirmation}>
      <Booking a={a} t={t} />
      <Manage a={a} t={t} />
      <Preparation a={a} />
    </PatientLayout>
  );
}

/**
 * The patient's e-mail for a booking from a form without JavaScript: the place is held until they confirm it on the
 * manage page (the link); no calendar file until then.
 */
export function AppointmentConfirmRequest({ a, t = EN }: PatientEmail) {
  return (
    <PatientLayout a={a} t={t} words={t.confirmRequest}>
      <Booking a={a} t={t} />
      <Section>
        <Text style={styles.value}>
          <WithLink words={t.confirmRequest.action} href={a.manageUrl} />
        </Text>
        <CallUs words={t.orCallUs} />
      </Section>
      <Text>{t.confirmRequest.notYou}</Text>
    </PatientLayout>
  );
}

export const confirmation = toPatient({
  name: 'appointment_patient',
  when:
    'A booking is stored (the booking API, the form without JavaScript, the desk) or a held place is confirmed: the ' +
    'patient is told when, with whom and where, how to prepare, and gets the manage link and a calendar invitation. ' +
    'A place held until the patient confirms it gets the held-place words instead: no calendar, no phone copy.',
  email: { template: AppointmentConfirmation, subject: (v, t) => t.subjects.appointment(v), calendar: 'REQUEST' },
  heldPlace: {
    template: AppointmentConfirmRequest,
    subject: (v, t) => t.confirmRequest.subject(v),
    // Sent only while the place is still held: confirmed (confirm_by cleared) or cancelled since, it is not.
    stale: (a) => a.status !== 'booked' || a.confirm_by === null,
  },
  phone: { template: () => 'confirmation', stale: STALE.ifCancelledOrMoved },
});
