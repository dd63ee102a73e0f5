export { answerStored, noFile, ONE_FILE_REQUEST_BYTES, readOneReport } from './answer';
export { deskReports } from './desk';
export { reportsApi } from './patient';
