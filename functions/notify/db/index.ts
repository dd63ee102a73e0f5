export {
  type ChannelName,
  type MessageDetail,
  type MessageKind,
  type NewMessageState,
  offerOutboxInsert,
  outboxInsert,
  PHONE_ALLOWED,
  type QueuedMessage,
  skipPendingReminders,
  withPhoneCopies,
  writtenRows,
} from './outbox';
export { fingerprintOf, fingerprintOrphanNumbers, pruneEarlyReports, restoreOptOutStatements } from './phone';
export {
  bookingMessages,
  manageMessagesState,
  phoneState,
  type ResendResult,
  resendPhoneMessage,
  stopMessagesByLink,
  stopNumberAtDesk,
} from './phone-log';
