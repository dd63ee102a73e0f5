-- Reports a patient sends for a booking (issue 40, decision 029): X-rays, scans and test results as PDF, JPEG, PNG or
-- Word files, from the booking forms, the manage page, the clinic's WhatsApp number or the desk. The bytes live in R2
-- (binding REPORTS) under an unguessable key; this row is what links them to the booking. Their type was decided from
-- their bytes, never from the name or the browser. They go with the booking's personal details: an erasure or the
-- retention deletes the rows and the objects (functions/privacy).
CREATE TABLE IF NOT EXISTS reports (
  id TEXT PRIMARY KEY CHECK (id GLOB 'rep_*' AND length(id) = 36),
  appointment_id TEXT NOT NULL REFERENCES appointments (id),
  -- The R2 object's key: "reports/" and 128 random bits, nothing about the patient or the booking.
  object_key TEXT NOT NULL UNIQUE CHECK (object_key GLOB 'reports/*' AND length(object_key) = 40),
  -- The file's name as the patient gave it (NFC, no path or direction characters): shown to the desk only.
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  type TEXT NOT NULL CHECK (type IN ('pdf', 'jpeg', 'png', 'doc', 'docx')),
  size INTEGER NOT NULL CHECK (size BETWEEN 1 AND 10485760),
  sha256 TEXT NOT NULL CHECK (length(sha256) = 64 AND sha256 NOT GLOB '*[^0-9a-f]*'),
  source TEXT NOT NULL CHECK (source IN ('form', 'manage', 'whatsapp', 'desk')),
  -- Who added it: 'patient' (a form or the manage link), 'whatsapp' (the booking's number), or the member of staff.
  added_by TEXT NOT NULL CHECK (length(added_by) BETWEEN 1 AND 300),
  -- The WhatsApp message it came in (wamid): a webhook Meta sends again stores nothing twice.
  source_ref TEXT UNIQUE CHECK (source_ref IS NULL OR length(source_ref) <= 200),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX IF NOT EXISTS reports_by_appointment ON reports (appointment_id, created_at);
