import { m as msg } from '../../../common/paraglide/messages.js';
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

/** The clinic's notification of a booking: every field the patient sent. */
export function AppointmentNotification({ a }: { a: AppointmentView }) {
  return (
    <ClinicNotice
      preview={`New appointment: ${a.date} ${a.time}`}
      heading="New appointment request"
      footer={ANSWER_THE_PATIENT}
    >
      <PatientFields a={a} />
      <Field label="Date" value={`${a.dateLabel} (${a.date})`} />
      <Field label="Time" value={a.time} />
      <Where a={a} t={EN} />
      <Field label="Doctor" value={a.doctor} />
      <Field label="Visit for" value={a.visitFor} />
      <Field label="Booked by" value={a.bookedBy} />
      <Field label={msg.forms_summary_under_18({}, { locale: 'en' })} value={a.under18} />
      <Field label="Patient details" value={a.profile} />
      <Field label="Message" value={a.message} />
      <Field label="Reports to bring" value={a.reports} />
      <Field label="Reference" value={`${a.id} · received ${a.receivedAt}`} />
    </ClinicNotice>
  );
}

export const clinicBookingNotice = toClinic({
  name: 'appointment_clinic',
  about: 'booking',
  when: 'Beside the confirmation (for a held place, once it is confirmed): every field the patient sent, in English.',
  email: { template: AppointmentNotification, subject: (v) => `New appointment: ${v.fullName} — ${v.date} ${v.time}` },
});
