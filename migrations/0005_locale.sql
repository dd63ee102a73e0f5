-- The language a booking or a privacy request was made in (decision 014): 'en' or 'hi'. Every later e-mail to the
-- patient (confirmation, reminder, change, cancellation, calendar file) and to the person who asked about their data
-- is written in it; e-mails to the clinic stay in English. Rows from before are English.
ALTER TABLE appointments ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'hi'));
ALTER TABLE privacy_requests ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'hi'));
