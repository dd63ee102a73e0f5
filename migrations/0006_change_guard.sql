-- Hardening, third pass (decision 018).
-- change_id: a random id written by every change of a booking (cancel, move, attendance) in the same UPDATE that makes
-- it. The e-mails, reminders and audit rows of that change are inserted in the same batch only where the row carries
-- this batch's own change_id: a request that lost a race (its UPDATE changed nothing) queues nothing, even when the
-- winner reached the sequence number the loser hoped for.
ALTER TABLE appointments ADD COLUMN change_id TEXT CHECK (change_id IS NULL OR length(change_id) <= 40);
-- A booking sent from a form without JavaScript (no Turnstile) holds its place unconfirmed until the patient confirms it
-- from the e-mail; confirm_by is when the place is released if they have not. NULL: confirmed (every other booking).
ALTER TABLE appointments ADD COLUMN confirm_by TEXT;
CREATE INDEX IF NOT EXISTS appointments_unconfirmed ON appointments (confirm_by) WHERE confirm_by IS NOT NULL;
