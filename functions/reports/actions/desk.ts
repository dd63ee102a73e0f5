/**
 * The desk's side of the reports (decision 029): a booking's list with a link to open each (for the member of staff
 * who asked, for a few minutes), opening one, and adding or removing one. Every view and change is audited.
 */

import { downloadName, REPORT_TYPES } from '../../../common/reports/file-check';
import type { DeskReportView } from '../../../common/reports/types';
import { audit } from '../../platform/db/audit';
import type { Env } from '../../platform/env';
import type { PostedFile } from '../../platform/http';
import { reportById, reportsOf } from '../db';
import { validViewLink, viewLink } from './links';
import { removeReport, reportView, type StoreOutcome, storeReport } from './store';

/** A booking's reports as the desk sees them (audited as one view of the list). */
export async function deskReportList(env: Env, appointmentId: string, staff: string): Promise<DeskReportView[]> {
  const rows = await reportsOf(env.DB, appointmentId);
  await audit(env.DB, staff, 'view_reports', appointmentId, { count: rows.length });
  const now = new Date();
  return Promise.all(
    rows.map(async (r) => ({
      ...reportView(r),
      added_by: r.added_by,
      image: REPORT_TYPES[r.type].image,
      url: await viewLink(env, r.id, staff, now),
    })),
  );
}

/** A report's booking, to check a removal against (null: no such report). */
export async function bookingOfReport(env: Env, id: string): Promise<string | null> {
  return (await reportById(env.DB, id))?.appointment_id ?? null;
}

/** A header value's filename parameters: an ASCII fallback and the name as given (RFC 6266, RFC 5987). */
function filenameParams(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  // RFC 5987 allows fewer characters unencoded than encodeURIComponent leaves: ' ( ) * ! are encoded too.
  const encoded = encodeURIComponent(name).replace(
    /['()*!]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Opens one report for a member of staff through their short-lived link: the bytes with headers that keep the browser
 * from running or guessing anything in them (nosniff, a sandbox, Word files only as downloads), never cached, and the
 * view audited. Answers the response, or why not (404 unknown or erased, 403 a link not theirs, 410 expired).
 */
export async function openReport(
  env: Env,
  id: string,
  staff: string,
  e: string | undefined,
  s: string | undefined,
): Promise<
  | { ok: true; headers: Record<string, string>; body: ReadableStream }
  | { ok: false; status: 403 | 404 | 410 | 503; error: string }
> {
  const link = await validViewLink(env, id, staff, e, s);
  if (link === 'invalid')
    return { ok: false, status: 403, error: 'This link is not yours, or not whole: open the report from the desk.' };
  if (link === 'expired')
    return { ok: false, status: 410, error: 'This link has expired: open the report again from the desk.' };
  const row = await reportById(env.DB, id);
  if (!row || row.erased) return { ok: false, status: 404, error: 'There is no such report.' };
  if (!env.REPORTS) return { ok: false, status: 503, error: 'The reports bucket is not bound.' };
  const object = await env.REPORTS.get(row.object_key);
  if (!object) return { ok: false, status: 404, error: 'The file of this report is missing.' };
  await audit(env.DB, staff, 'open_report', row.appointment_id, { report: row.id });
  const type = REPORT_TYPES[row.type];
  const headers = {
    'Content-Type': type.mime,
    'Content-Length': String(object.size),
    'Content-Disposition': `${type.inline ? 'inline' : 'attachment'}; ${filenameParams(downloadName(row.name, row.type))}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': 'sandbox',
    'Cache-Control': 'private, no-store',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  return { ok: true, headers, body: object.body };
}

/** The desk adds a report to a booking (a scan the patient brought): stored as any report, and audited. */
export async function deskAddReport(
  env: Env,
  appointmentId: string,
  file: PostedFile,
  staff: string,
): Promise<StoreOutcome> {
  const o = await storeReport(env, { appointmentId, file, source: 'desk', addedBy: staff, locale: 'en' });
  if (o.ok) await audit(env.DB, staff, 'add_report', appointmentId, { report: o.report.id });
  return o;
}

/** The desk removes a report (row, then object), audited; false when there is no such report. */
export async function deskRemoveReport(env: Env, id: string, staff: string): Promise<boolean> {
  const booking = await bookingOfReport(env, id);
  if (!booking || !(await removeReport(env, booking, id, 'desk'))) return false;
  await audit(env.DB, staff, 'remove_report', booking, { report: id });
  return true;
}
