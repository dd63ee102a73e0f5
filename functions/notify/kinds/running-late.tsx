import { Booking, EN, Manage, type PatientEmail, PatientLayout } from '../email/parts';
import { defineKind } from '../kind';

/** The patient's notice that the doctor is running late today (decision 025): their time and place, the link. */
export function RunningLateNotice({ a, t = EN }: PatientEmail) {
  return (
    <PatientLayout a={a} t={t} words={t.runningLate}>
      <Booking a={a} t={t} doctor={false} />
      <Manage a={a} t={t} />
    </PatientLayout>
  );
}

export const runningLate = defineKind({
  name: 'running_late_patient',
  about: 'booking',
  to: 'patient',
  when:
    'The desk says the doctor is running late (the queue\'s "Running late…"): once per event, to every patient of the ' +
    'session not seen yet — those on their way to come later, those waiting to stay.',
  channels: ['email', 'whatsapp'],
  email: {
    template: RunningLateNotice,
    subject: (v, t) => t.runningLate.subject(v),
    stale: (a) => a.status === 'cancelled',
  },
  phone: {
    template: () => 'running_late',
    stale: (a) => a.status === 'cancelled',
  },
});
