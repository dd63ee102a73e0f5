/**
 * The reports patients send (decision 029): X-rays, scans and test results, decided by their bytes, kept in R2 and
 * linked to their booking in D1 (table `reports`). Received from the booking forms, the manage page, the clinic's
 * WhatsApp number and the desk; opened by the desk only, through short-lived links. Owns `reports` and the bucket.
 */
export type { ReportRow } from './db';
