/**
 * The notifier (decision 028): one outbox for every channel (notify/db/outbox.ts), a Channel interface with e-mail,
 * WhatsApp and SMS (notify/channels), one module per kind of message (notify/kinds), the sending loop (outbox.ts), the
 * phone's link codes, opt-in, STOP and START, and WhatsApp's webhook. Owns the outbox and the phone tables. Others
 * queue messages through notify/db, send them through this entry.
 */
export {
  claimedAppointmentEmails,
  claimedContactEmails,
  newEmailState,
  newPhoneState,
  sendClaimed,
  sendDueEmails,
  sendQueued,
  storedAppointment,
} from './outbox';
export { rowOfCode } from './phone/link';
export { phoneColumns, phoneMessagesOffered } from './phone/opt-in';
