/**
 * The names of the kinds of message (outbox.kind), each defined by its module in functions/notify/kinds/ (its index.ts
 * checks that every name has one). Kept apart from the definitions, here, so that the outbox's SQL can name them
 * without importing the e-mails' templates, and the desk can say each in words (its labels are typed by this list).
 */
export const MESSAGE_KINDS = [
  'appointment_patient',
  'appointment_clinic',
  'reminder_patient',
  'reschedule_patient',
  'reschedule_clinic',
  'cancellation_patient',
  'cancellation_clinic',
  'running_late_patient',
  'queue_soon_patient',
  'follow_up_patient',
  'contact_clinic',
  'privacy_link',
  'privacy_copy',
  'privacy_clinic',
  'waitlist_offer',
  'payment_receipt_patient',
  'payment_refund_patient',
] as const;

export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** What each kind is, as the desk's staff read it on a booking's messages (English: the desk is in English). */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  appointment_patient: 'Confirmation',
  appointment_clinic: "Clinic's notice",
  reminder_patient: 'Reminder',
  reschedule_patient: 'Moved',
  reschedule_clinic: "Clinic's notice of a move",
  cancellation_patient: 'Cancelled',
  cancellation_clinic: "Clinic's notice of a cancellation",
  running_late_patient: 'Doctor running late',
  queue_soon_patient: 'Turn is near',
  follow_up_patient: 'Follow-up reminder',
  contact_clinic: "Clinic's notice of a message",
  privacy_link: 'Privacy link',
  privacy_copy: 'Copy of their data',
  privacy_clinic: "Clinic's notice of a privacy request",
  waitlist_offer: 'A place offered from the waitlist',
  payment_receipt_patient: 'Payment receipt',
  payment_refund_patient: 'Refund started',
};
