/**
 * The clinic's own data, edited on the desk (decision 023): places, sessions, phones, the fee, the notice and the
 * sender name; the Clinic tab's edit with its checks (stranded bookings, patients waiting); and the edge's fill of the
 * prerendered pages with the stored values. Owns places, clinic_sessions and clinic_settings.
 */
export { type ClinicFill, clinicFill, rewriteClinicFragments, withoutPhoneMessages } from './edge/rewriter';
