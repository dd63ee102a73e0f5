export { type CounterOutcome, paidAtCounter } from './counter';
export { type Arrived, type RecordOutcome, recordArrived } from './record';
export { deskRefund, refundAfterCancel, refundByStaff, settleRefunds } from './refunds';
export { releaseUnpaidPlaces } from './release';
export { type ReturnResult, returnedState } from './returned';
export { type PayState, payPath, payState, type StartOutcome, startPayment } from './start';
export { paymentOf, paymentsByBooking } from './state';
export {
  bookingPaymentTerms,
  holdMinutes,
  type PaymentTerms,
  payDeadline,
  paymentTerms,
  refundableAt,
  termsOf,
} from './terms';
export { visitOf } from './visit';
export { receiveWebhook, type WebhookOutcome } from './webhook';
