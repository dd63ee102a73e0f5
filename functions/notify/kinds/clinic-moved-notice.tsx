import {
  ANSWER_THE_PATIENT,
  type AppointmentView,
  ClinicNotice,
  EN,
  Field,
  PatientFields,
  Where,
} from '../email/parts';
import { toClinic } from '../kind';

/** The clinic's notice that a booking moved. */
export function RescheduleNotification({ a }: { a: AppointmentView }) {
  return (
    <ClinicNotice
      preview={`Moved: ${a.previousTime} → ${a.date} ${a.time}`}
      heading="Appointment moved"
      footer={ANSWER_THE_PATIENT}
    >
      <PatientFields a={a} />
      <Field label="Now" value={`${a.dateLabel} (${a.date}) at ${a.time}`} />
      <Field label="Was" value={`${a.previousDateLabel} at ${a.previousTime}`} />
      <Where a={a} t={EN} />
      <Field label="Visit for" value={a.visitFor} />
      <Field label="Moved by" value={a.changedBy} />
      <Field label="Reference" value={a.id} />
    </ClinicNotice>
  );
}

export const clinicMovedNotice = toClinic({
  name: 'reschedule_clinic',
  about: 'booking',
  when: "Beside the patient's notice of a move: who moved it, from when to when.",
  email: { template: RescheduleNotification, subject: (v) => `Moved: ${v.fullName} — now ${v.date} ${v.time}` },
});
