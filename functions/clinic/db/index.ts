export { readSchedule, scheduleFromResults, scheduleStatements } from './schedule';
