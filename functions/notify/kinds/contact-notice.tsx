import { ClinicNotice, type ContactView, Field } from '../email/parts';
import { toClinic } from '../kind';

/** The clinic's notification of a contact message. */
export function ContactNotification({ m }: { m: ContactView }) {
  return (
    <ClinicNotice
      preview={`New message: ${m.subject}`}
      heading="New message from the website"
      footer="Reply to this e-mail to answer the sender."
    >
      <Field label="Name" value={m.name} />
      <Field label="E-mail" value={m.email} />
      <Field label="Phone" value={m.phone} />
      <Field label="Subject" value={m.subject} />
      <Field label="Message" value={m.message} />
      <Field label="Form" value={m.form} />
      <Field label="Reference" value={`${m.id} · received ${m.receivedAt}`} />
    </ClinicNotice>
  );
}

export const contactNotice = toClinic({
  name: 'contact_clinic',
  about: 'contact',
  when: 'A contact message is stored (either contact form, with or without JavaScript): every field, in English.',
  email: { template: ContactNotification, subject: (m) => `New message: ${m.subject} — from ${m.name}` },
});
