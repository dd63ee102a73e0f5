-- The short sender name of phone messages (issue 38): every SMS starts with it, and a message names the clinic's own
-- place by it rather than by the clinic's long name, which can hint at TB to a family member reading a shared phone.
-- Edited on the desk's Clinic tab; a new database starts with the doctor's name (common/clinic.ts MESSAGE_SENDER).
-- At most 16 characters (common/phone-messages.ts SENDER_NAME_MAX): with it, every Hindi SMS still fits two parts.
-- (0014 is another change's.)
ALTER TABLE clinic_settings ADD COLUMN sender_name_en TEXT NOT NULL DEFAULT 'Dr. Malhotra' CHECK (length(sender_name_en) BETWEEN 1 AND 16);
ALTER TABLE clinic_settings ADD COLUMN sender_name_hi TEXT NOT NULL DEFAULT 'डॉ. मल्होत्रा' CHECK (length(sender_name_hi) BETWEEN 1 AND 16);
