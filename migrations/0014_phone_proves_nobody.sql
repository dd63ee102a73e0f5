-- A phone number typed into a form proves nobody (decision 024, amended): what a manage link may stop, what a page
-- opened from a phone message may show, which STOP or START wins, and what is kept of a number after erasure.

-- "Stop messages to my phone" on a manage page stops that booking's messages only (when it was pressed): the link was
-- made for whoever typed the booking, and the number may be someone else's. Only the number itself (a WhatsApp reply)
-- or the desk puts a number on the number-wide list below.
ALTER TABLE appointments ADD COLUMN messages_stopped_at TEXT;

-- The SHA-256 of the booking's phone token: the token a phone message's link code opens the manage page with. It is
-- derived from the booking's manage nonce under MANAGE_LINK_SECRET in a domain of its own, so it is never the e-mailed
-- token, and the page it opens shows only what the messages themselves show (functions/manage-token.ts). Written the
-- first time a phone link is spent.
ALTER TABLE appointments ADD COLUMN phone_token_hash TEXT CHECK (phone_token_hash IS NULL OR length(phone_token_hash) = 64);
CREATE UNIQUE INDEX IF NOT EXISTS appointments_phone_token ON appointments (phone_token_hash);

-- The number-wide stops a manage link made become stops of the bookings they stopped at the time (every booking with
-- that number that had asked for messages before the press), and leave the number-wide list.
UPDATE appointments SET messages_stopped_at = (
    SELECT o.at FROM phone_opt_outs o WHERE o.phone_e164 = appointments.phone_e164 AND o.source = 'manage_link'
  )
WHERE messages_stopped_at IS NULL AND messages_opt_in_at IS NOT NULL AND EXISTS (
  SELECT 1 FROM phone_opt_outs o
  WHERE o.phone_e164 = appointments.phone_e164 AND o.source = 'manage_link' AND o.at >= appointments.messages_opt_in_at
);

-- Numbers that asked for no more messages: STOP replied from the number (WhatsApp or SMS) or the desk (the person
-- phoned the clinic). Nothing goes to them on any phone channel, whatever booking it is about. `at` is when the number
-- asked (the reply's own time). Rebuilt without 'manage_link' among the sources.
CREATE TABLE phone_opt_outs_new (
  phone_e164 TEXT PRIMARY KEY CHECK (length(phone_e164) BETWEEN 8 AND 16 AND phone_e164 GLOB '+[1-9]*'),
  source TEXT NOT NULL CHECK (source IN ('whatsapp_stop', 'sms_stop', 'desk')),
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO phone_opt_outs_new (phone_e164, source, at)
  SELECT phone_e164, source, at FROM phone_opt_outs WHERE source <> 'manage_link';
DROP TABLE phone_opt_outs;
ALTER TABLE phone_opt_outs_new RENAME TO phone_opt_outs;

-- The latest STOP or START each number replied, by the reply's own time: webhooks arrive in any order and batches
-- repeat, so an older reply delivered later must never undo a newer one. Kept 30 days (Meta retries a webhook for at
-- most 7), and with the number while a booking holds it.
CREATE TABLE IF NOT EXISTS phone_replies (
  phone_e164 TEXT PRIMARY KEY CHECK (length(phone_e164) BETWEEN 8 AND 16 AND phone_e164 GLOB '+[1-9]*'),
  reply TEXT NOT NULL CHECK (reply IN ('stop', 'start')),
  at TEXT NOT NULL
);

-- A STOP outlives the records of the person who said it, without the number: once no booking holds a number that said
-- STOP (erased, anonymised, or never booked), the number leaves phone_opt_outs and its SHA-256 is kept here, so that a
-- later booking with that number finds it and its messages stay stopped (decision 024). Nothing else is kept.
CREATE TABLE IF NOT EXISTS phone_opt_out_fingerprints (
  fingerprint TEXT PRIMARY KEY CHECK (length(fingerprint) = 64 AND fingerprint NOT GLOB '*[^0-9a-f]*'),
  source TEXT NOT NULL CHECK (source IN ('whatsapp_stop', 'sms_stop', 'desk')),
  at TEXT NOT NULL
);
