/**
 * The names of the kinds of message (outbox.kind), each defined by its module in this folder (kinds/index.ts checks
 * that every name has one). Kept apart from the definitions so that the outbox's SQL can name them without importing
 * the e-mails' templates.
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
] as const;

export type MessageKind = (typeof MESSAGE_KINDS)[number];
