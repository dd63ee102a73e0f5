-- Messages to the patient's phone (issue 26, decision 024): WhatsApp first, SMS when WhatsApp cannot deliver. One
-- outbox for every channel: email_outbox rows gain a channel, the address they were sent to is never stored (it is read
-- from the booking when sent, like the e-mail's), and what the provider later reports about a message is kept on its row.

-- The booking's phone in E.164 (+91 when no country code was given), for the phone channels; NULL when it cannot be
-- read as a number. The patient's opt-in to appointment messages on their phone (WhatsApp, and SMS when WhatsApp cannot
-- deliver): when it was given and under which privacy notice. NULL: not given (the box is unticked by default).
ALTER TABLE appointments ADD COLUMN phone_e164 TEXT CHECK (
  phone_e164 IS NULL OR (length(phone_e164) BETWEEN 8 AND 16 AND phone_e164 GLOB '+[1-9]*' AND substr(phone_e164, 2) NOT GLOB '*[^0-9]*')
);
ALTER TABLE appointments ADD COLUMN messages_opt_in_at TEXT;
ALTER TABLE appointments ADD COLUMN messages_notice_version TEXT CHECK (
  messages_notice_version IS NULL OR length(messages_notice_version) <= 20
);

-- Which channel a row goes out on ('email' for every row before this migration).
ALTER TABLE email_outbox ADD COLUMN channel TEXT NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'whatsapp', 'sms'));
-- What the provider last said about the message after accepting it (WhatsApp's webhook: sent, delivered, read, failed;
-- they may arrive in any order, so a state only moves forward: failed and read are final), when, and its error code.
ALTER TABLE email_outbox ADD COLUMN delivery TEXT CHECK (delivery IS NULL OR delivery IN ('sent', 'delivered', 'read', 'failed'));
ALTER TABLE email_outbox ADD COLUMN delivery_at TEXT;
ALTER TABLE email_outbox ADD COLUMN delivery_error TEXT CHECK (delivery_error IS NULL OR length(delivery_error) <= 200);

-- A provider's message id is unique within its channel: the webhook finds the row by it.
CREATE UNIQUE INDEX IF NOT EXISTS email_outbox_provider ON email_outbox (channel, provider_id) WHERE provider_id IS NOT NULL;

-- Numbers that asked for no more messages (STOP on WhatsApp or SMS, the manage page's link, or the desk): nothing goes
-- to them on any phone channel, whatever booking it is about. Kept until the number itself says START; erasure of a
-- person's bookings keeps it (a list of numbers not to write to, with nothing else about them).
CREATE TABLE IF NOT EXISTS phone_opt_outs (
  phone_e164 TEXT PRIMARY KEY CHECK (length(phone_e164) BETWEEN 8 AND 16 AND phone_e164 GLOB '+[1-9]*'),
  source TEXT NOT NULL CHECK (source IN ('whatsapp_stop', 'sms_stop', 'manage_link', 'desk')),
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- What a provider reported about a message whose send is not recorded yet: a webhook can outrun the sender's write of
-- the message id. The sender applies these when it records the id, in the same batch; the scheduler drops any a day
-- old (a report for a message this site never sent). Message ids and states only: nothing personal.
CREATE TABLE IF NOT EXISTS phone_early_reports (
  channel TEXT NOT NULL CHECK (channel IN ('whatsapp', 'sms')),
  provider_id TEXT NOT NULL CHECK (length(provider_id) <= 200),
  delivery TEXT NOT NULL CHECK (delivery IN ('sent', 'delivered', 'read', 'failed')),
  at TEXT NOT NULL,
  codes TEXT CHECK (codes IS NULL OR length(codes) <= 200),
  -- 1: a failure WhatsApp cannot overcome, so the message goes by SMS once its row is known.
  sms_fallback INTEGER NOT NULL DEFAULT 0 CHECK (sms_fallback IN (0, 1)),
  received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (channel, provider_id, delivery)
);
