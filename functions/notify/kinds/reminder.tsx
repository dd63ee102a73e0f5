import { Text } from '@react-email/text';
import { Booking, EN, Manage, type PatientEmail, PatientLayout, Preparation, styles, WithLink } from '../email/parts';
import { STALE, toPatient } from '../kind';

/**
 * The patient's reminder, the day before: when, where, "Will you come?" (I will come / I can't come, each a page that
 * asks once more: issue 41), the manage link, how to prepare.
 */
export function AppointmentReminder({ a, t = EN }: PatientEmail) {
  return (
    <PatientLayout a={a} t={t} words={t.reminder}>
      <Booking a={a} t={t} doctor={false} />
      <Text style={styles.value}>
        <WithLink words={t.reminder.queue} href={a.statusUrl} />
      </Text>
      <Text style={styles.label}>{t.reply.label}</Text>
      <Text style={styles.value}>
        <WithLink words={t.reply.coming} href={a.comingUrl} />
      </Text>
      <Text style={styles.value}>
        <WithLink words={t.reply.cantCome} href={a.cantComeUrl} />
      </Text>
      <Manage a={a} t={t} />
      <Preparation a={a} />
    </PatientLayout>
  );
}

export const reminder = toPatient({
  name: 'reminder_patient',
  when:
    'Queued with the booking (and again with each move), due at 18:00 in Delhi the day before (at once when booked ' +
    'later); sent by the scheduler. Never for a booking no longer booked or moved since.',
  email: {
    template: AppointmentReminder,
    subject: (v, t) => t.subjects.reminder(v),
    stale: STALE.ifNotBookedOrMoved,
    reads: 'status_link',
  },
  phone: { template: () => 'reminder', stale: STALE.ifNotBookedOrMoved },
});
