-- One outbox for every channel, named for what it is (decision 028): the e-mail outbox has carried WhatsApp and SMS rows
-- since migration 0012. Its kinds and channels are the notifier's registries (functions/notify/kinds, channels), so a
-- new kind of message or a new channel needs no migration: the table checks only their shape.

-- One row per message to send, on any channel. The message is composed from the referenced row when it is sent, so no
-- copy of the patient's text is kept here; `detail` holds what it is about as it was queued (date, time, calendar
-- sequence), so every attempt sends the same words. Its id is the provider's idempotency key where one is taken: a
-- retry never sends twice. A reminder is queued with the booking and waits for its next_attempt_at; 'skipped' is a
-- message that no longer applies (its booking was cancelled or moved, its number said STOP).
CREATE TABLE outbox (
  id TEXT PRIMARY KEY,
  -- Which kind of message (functions/notify/kinds names them all).
  kind TEXT NOT NULL CHECK (length(kind) BETWEEN 3 AND 40 AND kind NOT GLOB '*[^a-z_]*'),
  ref_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'captured', 'skipped')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  provider_id TEXT,
  last_error TEXT CHECK (last_error IS NULL OR length(last_error) <= 500),
  next_attempt_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  detail TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail) AND length(detail) <= 1000),
  -- The channel it goes out on (functions/notify/channels names them all: e-mail, WhatsApp, SMS).
  channel TEXT NOT NULL DEFAULT 'email' CHECK (length(channel) BETWEEN 2 AND 20 AND channel NOT GLOB '*[^a-z]*'),
  -- What the provider last reported after accepting it (only forward: failed and read are final), when, and its code.
  delivery TEXT CHECK (delivery IS NULL OR delivery IN ('sent', 'delivered', 'read', 'failed')),
  delivery_at TEXT,
  delivery_error TEXT CHECK (delivery_error IS NULL OR length(delivery_error) <= 200)
);

INSERT INTO outbox (id, kind, ref_id, status, attempts, provider_id, last_error, next_attempt_at, created_at, updated_at,
    detail, channel, delivery, delivery_at, delivery_error)
  SELECT id, kind, ref_id, status, attempts, provider_id, last_error, next_attempt_at, created_at, updated_at, detail,
    channel, delivery, delivery_at, delivery_error
  FROM email_outbox;

DROP TABLE email_outbox;

CREATE INDEX IF NOT EXISTS outbox_ref ON outbox (ref_id);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_attempt_at);
CREATE UNIQUE INDEX IF NOT EXISTS outbox_provider ON outbox (channel, provider_id) WHERE provider_id IS NOT NULL;
