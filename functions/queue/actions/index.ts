export { queueFollowUpReminders } from './follow-up-reminders';
