/**
 * The booking request's body as the API's specification names it, in the order the wizard sends it: what every
 * booking carries, before the fields added since (the visit reason, the notice's version, the profile, the language).
 * Checked where the body is built (tests/unit/schemas.test.ts) and where the browser sends it
 * (tests/e2e/visit-reason.spec.ts).
 */
export const SPEC_BODY = [
  'full_name',
  'email',
  'phone',
  'appointment_date',
  'appointment_time',
  'selected_doctor',
  'message',
  'reports_uploaded',
];
