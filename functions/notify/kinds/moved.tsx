import { EN, Field, Manage, type PatientEmail, PatientLayout, Preparation, Where } from '../email/parts';
import { STALE, toPatient } from '../kind';

/** The patient's notice that the appointment moved: the new time (calendar updated), the old one, the link. */
export function RescheduleConfirmation({ a, t = EN }: PatientEmail) {
  return (
    <PatientLayout a={a} t={t} words={t.reschedule}>
      <Field label={t.newDate} value={a.dateLabel} />
      <Field label={t.newTimeIst} value={a.time} />
      <Field label={t.insteadOf} value={t.dateAtTime(a.previousDateLabel, a.previousTime)} />
      <Where a={a} t={t} />
      <Manage a={a} t={t} />
      <Preparation a={a} />
    </PatientLayout>
  );
}

export const moved = toPatient({
  name: 'reschedule_patient',
  when: 'A booking is moved (its manage link or the desk): the new time, the old one, and the calendar update.',
  email: { template: RescheduleConfirmation, subject: (v, t) => t.subjects.reschedule(v), calendar: 'REQUEST' },
  phone: { template: () => 'moved', stale: STALE.ifCancelledOrMoved },
});
