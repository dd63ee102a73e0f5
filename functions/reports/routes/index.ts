export { answerStored } from './answer';
export { deskReports } from './desk';
export { ONE_FILE_REQUEST_BYTES, reportsApi } from './patient';
