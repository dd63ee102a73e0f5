export { deskDayMessages } from './desk-day-messages';
export { deskQueue } from './desk-queue';
export { deskQueueLinks } from './desk-queue-links';
export { followUp } from './follow-up';
export { queueScreen, queueStatus } from './queue-public';
