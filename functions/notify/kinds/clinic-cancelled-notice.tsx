import { type AppointmentView, ClinicNotice, EN, Field, PatientFields } from '../email/parts';
import { toClinic } from '../kind';

/** The clinic's notice that a booking was cancelled: the place is free again. */
export function CancellationNotification({ a }: { a: AppointmentView }) {
  return (
    <ClinicNotice
      preview={`Cancelled: ${a.date} ${a.time}`}
      heading="Appointment cancelled"
      footer="The place is free again for other patients."
    >
      <PatientFields a={a} />
      <Field label="Was booked for" value={`${a.dateLabel} (${a.date}) at ${a.time}`} />
      <Field label={EN.reasonGiven} value={a.reason} />
      <Field label="Cancelled by" value={a.changedBy} />
      <Field label="Reference" value={a.id} />
    </ClinicNotice>
  );
}

export const clinicCancelledNotice = toClinic({
  name: 'cancellation_clinic',
  about: 'booking',
  when: "Beside the patient's notice of a cancellation: the place is free again.",
  email: { template: CancellationNotification, subject: (v) => `Cancelled: ${v.fullName} — ${v.date} ${v.time}` },
});
