import { Text } from '@react-email/text';
import { CallUs, EN, Field, type PatientEmail, PatientLayout, styles, WithLink } from '../email/parts';
import { STALE, toPatient } from '../kind';

/**
 * The reminder of a follow-up the doctor asked for: when it is due, the doctor's note (only ever in this e-mail, never
 * on a phone), and the booking page's link that fills in the patient's details.
 */
export function FollowUpReminder({ a, t = EN }: PatientEmail) {
  return (
    <PatientLayout a={a} t={t} words={t.followUp}>
      <Field label={t.followUp.dueLabel} value={a.dueDateLabel} />
      <Field label={t.followUp.noteLabel} value={a.note} />
      <Text style={styles.value}>
        <WithLink words={t.followUp.book} href={a.followUpUrl} />
      </Text>
      <CallUs words={t.orCallUs} />
    </PatientLayout>
  );
}

export const followUp = toPatient({
  name: 'follow_up_patient',
  when:
    "The doctor set a follow-up at the end of a visit: three days before it is due (the scheduler), with the doctor's " +
    "note (e-mail only, never on a phone) and a booking link that fills in the patient's name.",
  email: { template: FollowUpReminder, subject: (v, t) => t.followUp.subject(v), reads: 'follow_up' },
  phone: { template: () => 'follow_up', stale: STALE.ifCancelled },
});
