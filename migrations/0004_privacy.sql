-- Patient data as India's DPDP Act and Rules expect: which privacy notice each booking and message was sent under,
-- bookings made for someone else (a child, a parent), requests to see, correct or erase one's data or to complain,
-- and anonymisation once data is no longer needed (decision 010).

-- The notice the form showed (its version, common/privacy.ts) and when the request was sent under it.
ALTER TABLE appointments ADD COLUMN notice_version TEXT CHECK (notice_version IS NULL OR length(notice_version) <= 20);
ALTER TABLE appointments ADD COLUMN notice_at TEXT;
-- Who booked: the patient ('self') or someone for them ('other': booker_name, and booker_relationship to the patient).
ALTER TABLE appointments ADD COLUMN booked_for TEXT NOT NULL DEFAULT 'self' CHECK (booked_for IN ('self', 'other'));
ALTER TABLE appointments ADD COLUMN booker_name TEXT CHECK (booker_name IS NULL OR length(booker_name) BETWEEN 1 AND 200);
ALTER TABLE appointments ADD COLUMN booker_relationship TEXT CHECK (
  booker_relationship IS NULL OR booker_relationship IN ('parent_guardian', 'son_daughter', 'spouse', 'family', 'carer')
);
ALTER TABLE appointments ADD COLUMN patient_under_18 INTEGER NOT NULL DEFAULT 0 CHECK (patient_under_18 IN (0, 1));
-- Set when the row's personal fields were erased (a person's request) or anonymised (retention).
ALTER TABLE appointments ADD COLUMN anonymised_at TEXT;

ALTER TABLE contact_messages ADD COLUMN notice_version TEXT CHECK (
  notice_version IS NULL OR length(notice_version) <= 20
);
ALTER TABLE contact_messages ADD COLUMN notice_at TEXT;
ALTER TABLE contact_messages ADD COLUMN anonymised_at TEXT;

CREATE INDEX IF NOT EXISTS contact_messages_email ON contact_messages (email);

-- A person's request about their data. It starts when someone asks at /privacy for a link; the link (a token, stored
-- hashed like the manage link) proves they hold the address; then they ask for a copy, a correction, erasure, or
-- file a grievance. Each request shows on the desk with its due date.
CREATE TABLE IF NOT EXISTS privacy_requests (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 255),
  email_key TEXT NOT NULL CHECK (length(email_key) <= 255),
  token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  nonce TEXT NOT NULL CHECK (length(nonce) = 32),
  kind TEXT CHECK (kind IS NULL OR kind IN ('access', 'correction', 'erasure', 'grievance')),
  details TEXT CHECK (details IS NULL OR length(details) <= 2000),
  status TEXT NOT NULL DEFAULT 'unverified' CHECK (status IN ('unverified', 'open', 'done')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  verified_at TEXT,
  due_at TEXT,
  done_at TEXT,
  done_by TEXT CHECK (done_by IS NULL OR length(done_by) <= 300),
  outcome TEXT CHECK (outcome IS NULL OR length(outcome) <= 2000)
);

CREATE INDEX IF NOT EXISTS privacy_requests_status ON privacy_requests (status, due_at);

-- The outbox learns the e-mails of privacy requests: the link, and the copy of one's data.
CREATE TABLE email_outbox_next (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN (
    'appointment_patient', 'appointment_clinic', 'contact_clinic',
    'cancellation_patient', 'cancellation_clinic', 'reschedule_patient', 'reschedule_clinic', 'reminder_patient',
    'privacy_link', 'privacy_copy', 'privacy_clinic'
  )),
  ref_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'captured', 'skipped')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  provider_id TEXT,
  last_error TEXT CHECK (last_error IS NULL OR length(last_error) <= 500),
  next_attempt_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  detail TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail) AND length(detail) <= 1000)
);

INSERT INTO email_outbox_next
  (id, kind, ref_id, status, attempts, provider_id, last_error, next_attempt_at, created_at, updated_at, detail)
SELECT id, kind, ref_id, status, attempts, provider_id, last_error, next_attempt_at, created_at, updated_at, detail
FROM email_outbox;

DROP TABLE email_outbox;
ALTER TABLE email_outbox_next RENAME TO email_outbox;
CREATE INDEX IF NOT EXISTS email_outbox_ref ON email_outbox (ref_id);
CREATE INDEX IF NOT EXISTS email_outbox_due ON email_outbox (status, next_attempt_at);
