export { answerStored, noFile, readOneReport } from './answer';
export { deskReports } from './desk';
export { reportsApi } from './patient';
