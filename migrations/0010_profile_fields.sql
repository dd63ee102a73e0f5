-- The booking page's profile fields as columns of their own (decision 017): the API takes them as fields and checks
-- them (common/schemas/appointment.ts), instead of reading them as lines composed into the message. Each is NULL when
-- it was not sent: personal health data is stored only as given. Rows from before keep those lines in their message.
ALTER TABLE appointments ADD COLUMN age INTEGER CHECK (age IS NULL OR (typeof(age) = 'integer' AND age BETWEEN 0 AND 120));
ALTER TABLE appointments ADD COLUMN gender TEXT CHECK (gender IS NULL OR gender IN ('male', 'female', 'other'));
ALTER TABLE appointments ADD COLUMN address TEXT CHECK (address IS NULL OR length(address) BETWEEN 1 AND 200);
ALTER TABLE appointments ADD COLUMN medical_history TEXT CHECK (
  medical_history IS NULL OR length(medical_history) BETWEEN 1 AND 500
);
ALTER TABLE appointments ADD COLUMN current_symptoms TEXT CHECK (
  current_symptoms IS NULL OR length(current_symptoms) BETWEEN 1 AND 500
);
