export {
  applyRetention,
  closePrivacyRequest,
  ERASED,
  eraseBookingAtDesk,
  eraseWalkInAtDesk,
  everythingFor,
  exactAddress,
  listPrivacyRequests,
  PERSONAL_TABLES,
  type PrivacyRequest,
  selectPrivacyRequests,
} from './privacy';
