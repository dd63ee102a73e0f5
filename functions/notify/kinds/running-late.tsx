import { Booking, EN, Manage, type PatientEmail, PatientLayout } from '../email/parts';
import { STALE, toPatient } from '../kind';

/** The patient's notice that the doctor is running late today (decision 025): their time and place, the link. */
export function RunningLateNotice({ a, t = EN }: PatientEmail) {
  return (
    <PatientLayout a={a} t={t} words={t.runningLate}>
      <Booking a={a} t={t} doctor={false} />
      <Manage a={a} t={t} />
    </PatientLayout>
  );
}

export const runningLate = toPatient({
  name: 'running_late_patient',
  when:
    'The desk says the doctor is running late (the queue\'s "Running late…"): once per event, to every patient of the ' +
    'session not seen yet — those on their way to come later, those waiting to stay.',
  email: { template: RunningLateNotice, subject: (v, t) => t.runningLate.subject(v), stale: STALE.ifCancelled },
  phone: { template: () => 'running_late', stale: STALE.ifCancelled },
});
