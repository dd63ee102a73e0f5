import * as v from 'valibot';

/** The desk's money actions on a booking (decision 031). */
const bookingId = v.pipe(v.string('Name the booking.'), v.regex(/^apt_[0-9a-f]{32}$/, 'That is not a booking id.'));

export const DeskCounterPaymentSchema = v.object({
  booking: bookingId,
  /** Rupees taken at the counter; the booking's fee when not given. */
  amount_inr: v.optional(
    v.pipe(
      v.number('Write the amount in rupees.'),
      v.integer('Write the amount in whole rupees.'),
      v.minValue(1, 'The amount is at least ₹1.'),
      v.maxValue(100000, 'The amount is at most ₹1,00,000.'),
    ),
  ),
});

export const DeskRefundSchema = v.object({
  booking: bookingId,
  payment: v.optional(
    v.pipe(v.string('Name the payment.'), v.regex(/^(pay|cash)_[A-Za-z0-9]{1,36}$/, 'That is not a payment id.')),
  ),
});
