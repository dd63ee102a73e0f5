import { Text } from '@react-email/text';
import { EN, Field, type PatientEmail, PatientLayout, styles, Where, WithLink } from '../email/parts';
import { defineKind } from '../kind';

/**
 * A place offered from the waitlist (decision 030): when and where, that the first to take it gets it, the link that
 * takes it (until when), and the link that leaves the list. Nothing about why the patient is coming.
 */
export function WaitlistOffer({ a, t = EN }: PatientEmail) {
  const w = t.waitlistOffer;
  return (
    <PatientLayout a={a} t={t} words={w} reference={false}>
      <Field label={t.date} value={a.dateLabel} />
      <Field label={t.timeIst} value={a.time} />
      <Where a={a} t={t} />
      <Text style={styles.value}>{a.offerNote}</Text>
      <Text style={styles.value}>
        <WithLink words={w.take} href={a.offerUrl} />
      </Text>
      <Field label={w.untilLabel} value={a.offerUntil} />
      <Text style={styles.small}>
        <WithLink words={w.leave} href={a.leaveUrl} />
      </Text>
    </PatientLayout>
  );
}

/** An offer no longer open (claimed, taken, its entry gone or booked) is not sent. */
export const waitlistOffer = defineKind({
  name: 'waitlist_offer',
  about: 'offer',
  to: 'patient',
  channels: ['email', 'whatsapp'],
  when:
    'A place frees (a cancellation, a move, a release, a schedule edit; the scheduler each run) and a waitlist entry ' +
    'would take it, or the desk offers one by hand: to the entry, on the channels it agreed to (functions/waitlist).',
  email: {
    template: WaitlistOffer,
    subject: (v, t) => t.waitlistOffer.subject(v),
    stale: (a) => a.status !== 'booked',
  },
  phone: { template: () => 'place_offer', stale: (a) => a.status !== 'booked' },
});
