-- Pay when you book (issue 42, decision 031). The clinic may take the consultation fee online through Razorpay
-- Payment Links: off (the default), optional ("pay now or at the clinic"), or required for online bookings, which then
-- hold their place "awaiting payment" until `pay_by` and are released by the scheduler if unpaid. Razorpay's webhook is
-- the truth: each payment is one row (its Razorpay id the key, so a retried webhook records it once), and every change
-- of a booking's payment is one conditional write. Amounts are in paise. Nothing here names a person: a row points at a
-- booking, and stays for the clinic's accounts when the booking's personal fields are erased.
ALTER TABLE clinic_settings ADD COLUMN payment_mode TEXT NOT NULL DEFAULT 'off' CHECK (
  payment_mode IN ('off', 'optional', 'required')
);
-- A patient who cancels at least this many hours before the time gets the fee back in full (the published policy).
ALTER TABLE clinic_settings ADD COLUMN refund_hours INTEGER NOT NULL DEFAULT 24 CHECK (refund_hours BETWEEN 0 AND 168);
-- The doctor's registration with the medical council, printed on every receipt ('' until the desk sets it; online
-- payment cannot be turned on without it).
ALTER TABLE clinic_settings ADD COLUMN doctor_registration TEXT NOT NULL DEFAULT '' CHECK (
  length(doctor_registration) <= 60
);

-- Set while an online booking waits for its payment (required mode): the place is held until then. NULL: not waiting.
ALTER TABLE appointments ADD COLUMN pay_by TEXT;
-- The fee asked online when it was booked, in paise; NULL when online payment was not offered (it is paid at the clinic).
ALTER TABLE appointments ADD COLUMN fee_paise INTEGER CHECK (fee_paise IS NULL OR fee_paise BETWEEN 100 AND 10000000);

-- The Razorpay payment links made for bookings: Razorpay's id (plink_…), the booking (its reference_id), the amount
-- and the link to pay. `status` follows Razorpay's, in one direction: a link once paid is never made expired.
CREATE TABLE IF NOT EXISTS payment_links (
  id TEXT PRIMARY KEY CHECK (id GLOB 'plink_*' AND length(id) <= 40),
  appointment_id TEXT NOT NULL REFERENCES appointments (id),
  amount_paise INTEGER NOT NULL CHECK (amount_paise BETWEEN 100 AND 10000000),
  short_url TEXT NOT NULL CHECK (length(short_url) BETWEEN 10 AND 300),
  status TEXT NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'expired', 'cancelled')),
  expire_by TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT
);
CREATE INDEX IF NOT EXISTS payment_links_appointment ON payment_links (appointment_id);

-- Every payment of a booking's fee: through Razorpay (its pay_… id) or at the counter (cash or the clinic's UPI QR,
-- recorded by staff). `outcome` is decided in the write that records it: 'kept' when the booking held its place and had
-- no other payment; 'refund_due' when it arrived for a place already released (or paid twice). A refund, full or as
-- the policy allows, is asked of Razorpay with `refund_key` as its idempotency key, so a retry never refunds twice.
CREATE TABLE IF NOT EXISTS payments (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 5 AND 40),
  appointment_id TEXT NOT NULL REFERENCES appointments (id),
  link_id TEXT,
  method TEXT NOT NULL CHECK (method IN ('razorpay', 'counter')),
  amount_paise INTEGER NOT NULL CHECK (amount_paise BETWEEN 100 AND 10000000),
  paid_at TEXT NOT NULL,
  recorded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- 'webhook', or the staff member who took it at the counter.
  recorded_by TEXT NOT NULL CHECK (length(recorded_by) BETWEEN 1 AND 300),
  outcome TEXT NOT NULL CHECK (outcome IN ('kept', 'refund_due')),
  -- Set once a refund is decided (by the cancellation's rules, a late payment, or staff); then Razorpay's answer.
  refund_key TEXT CHECK (refund_key IS NULL OR length(refund_key) BETWEEN 10 AND 40),
  refund_amount_paise INTEGER CHECK (refund_amount_paise IS NULL OR refund_amount_paise BETWEEN 100 AND 10000000),
  refund_reason TEXT CHECK (refund_reason IS NULL OR refund_reason IN ('cancelled', 'late_payment', 'staff')),
  refund_by TEXT CHECK (refund_by IS NULL OR length(refund_by) <= 300),
  refund_requested_at TEXT,
  refund_id TEXT CHECK (refund_id IS NULL OR length(refund_id) <= 40),
  -- 'requested': decided, Razorpay not yet reached (the scheduler retries with the same key); then Razorpay's status.
  refund_status TEXT CHECK (refund_status IS NULL OR refund_status IN ('requested', 'pending', 'processed', 'failed')),
  CHECK ((refund_key IS NULL) = (refund_status IS NULL))
);
CREATE INDEX IF NOT EXISTS payments_appointment ON payments (appointment_id);

-- Every webhook Razorpay delivered, verified, by its event id (X-Razorpay-Event-Id): stored before it is answered, so a
-- redelivery is recognised. Ids and states only.
CREATE TABLE IF NOT EXISTS payment_events (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 80),
  event TEXT NOT NULL CHECK (length(event) <= 60),
  link_id TEXT,
  payment_id TEXT,
  received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
