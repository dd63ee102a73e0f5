-- The clinic desk: closures of the calendar (leave, holidays), the handling of contact messages, and an audit log of
-- every desk action and every view of patient data.

-- A closure covers the dates from start_date to end_date (inclusive): the whole day when `slots` is '[]', otherwise
-- only the listed times. Its reason is shown to patients ("Doctor on leave", "Diwali").
CREATE TABLE IF NOT EXISTS closures (
  id TEXT PRIMARY KEY,
  start_date TEXT NOT NULL CHECK (date(start_date) = start_date),
  end_date TEXT NOT NULL CHECK (date(end_date) = end_date AND end_date >= start_date),
  slots TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(slots) AND json_type(slots) = 'array'),
  reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  created_by TEXT NOT NULL CHECK (length(created_by) <= 300),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX IF NOT EXISTS closures_dates ON closures (start_date, end_date);

-- A message is 'new' until someone at the desk marks it handled.
ALTER TABLE contact_messages ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'handled'));
ALTER TABLE contact_messages ADD COLUMN handled_by TEXT CHECK (handled_by IS NULL OR length(handled_by) <= 300);
ALTER TABLE contact_messages ADD COLUMN handled_at TEXT;

CREATE INDEX IF NOT EXISTS contact_messages_created ON contact_messages (created_at);

-- Who did or saw what, when: every desk action and every view of patient data. Names no patient: `target` holds ids
-- (a booking, a message, a date), `detail` the action's parameters without personal text. Kept at least a year.
CREATE TABLE IF NOT EXISTS audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor TEXT NOT NULL CHECK (length(actor) BETWEEN 1 AND 300),
  action TEXT NOT NULL CHECK (length(action) BETWEEN 1 AND 60),
  target TEXT NOT NULL DEFAULT '' CHECK (length(target) <= 300),
  detail TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail) AND length(detail) <= 2000)
);

CREATE INDEX IF NOT EXISTS audit_log_at ON audit_log (at);
