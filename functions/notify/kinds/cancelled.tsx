import { Text } from '@react-email/text';
import { CallUs, EN, Field, type PatientEmail, PatientLayout, styles, WithLink } from '../email/parts';
import { STALE, toPatient } from '../kind';

/** The patient's notice that the appointment is cancelled (calendar event removed), and how to book again. */
export function CancellationConfirmation({ a, t = EN }: PatientEmail) {
  return (
    <PatientLayout a={a} t={t} words={t.cancellation}>
      <Field label={t.patient} value={a.fullName} />
      <Field label={t.reasonGiven} value={a.reason} />
      <Text style={styles.value}>
        <WithLink words={t.cancellation.bookAgain} href={a.bookUrl} />
      </Text>
      <CallUs words={t.cancellation.callUs} />
    </PatientLayout>
  );
}

export const cancelled = toPatient({
  name: 'cancellation_patient',
  when:
    'A booking is cancelled by the patient (manage link) or the clinic (desk, closure, cancelled session, schedule ' +
    'edit): the reason, how to book again, and the calendar event removed. The phone says who cancelled.',
  email: { template: CancellationConfirmation, subject: (v, t) => t.subjects.cancellation(v), calendar: 'CANCEL' },
  phone: { template: (a) => (a.status_by === 'patient' ? 'cancelled' : 'cancelled_by_clinic'), stale: STALE.never },
});
