/**
 * Pay when you book (issue 42, decision 031): the consultation fee through Razorpay Payment Links, over Razorpay's
 * HTTP API (payments/razorpay.ts). The webhook is the truth; the return page is for the screen only. Owns
 * `payment_links`, `payments` and `payment_events`, and the booking's `pay_by` hold. Others use it through its layers'
 * entries (payments/actions, payments/db, payments/routes).
 */
export {};
