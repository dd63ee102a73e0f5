export { followUpLinkOf, followUpNote, queueEntryToken } from './day-messages';
export { dayQueueStatement, type InQueue, patientsInQueue, type QueueRow } from './queue';
