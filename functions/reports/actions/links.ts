/**
 * The two short-lived permissions of the reports feature (decision 029), both signed with MANAGE_LINK_SECRET in
 * domains of their own (functions/platform/tokens.ts), so neither is stored and neither works for anything else:
 * - the upload grant a booking's answer carries, with which the page that booked sends its files right after;
 * - the desk's link to open one report, valid for a few minutes and only for the member of staff it was made for.
 */

import type { Env } from '../../platform/env';
import { sameSecret, signText } from '../../platform/tokens';

/** How long after a booking its page may still send the files chosen with it. */
export const UPLOAD_GRANT_MINUTES = 60;

/** How long a desk link to a report works. */
export const VIEW_LINK_SECONDS = 300;

/** The grant a new booking's answer carries: "<expiry seconds>.<signature>", and when it expires. */
export async function uploadGrant(env: Env, appointmentId: string, now = new Date()) {
  const exp = Math.floor(now.getTime() / 1000) + UPLOAD_GRANT_MINUTES * 60;
  const sig = await signText(env, `report-upload:${appointmentId}:${exp}`);
  return { token: `${exp}.${sig}`, expires_at: new Date(exp * 1000).toISOString() };
}

/** True when `token` is a grant for this booking that has not expired. */
export async function validUploadGrant(env: Env, appointmentId: string, token: string, now = new Date()) {
  const match = /^(\d{10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const exp = Number(match[1]);
  if (exp * 1000 < now.getTime()) return false;
  return sameSecret(match[2], await signText(env, `report-upload:${appointmentId}:${exp}`));
}

/** The desk's link to open a report, for `staff` only, for VIEW_LINK_SECONDS. */
export async function viewLink(env: Env, reportId: string, staff: string, now = new Date()): Promise<string> {
  const exp = Math.floor(now.getTime() / 1000) + VIEW_LINK_SECONDS;
  const sig = await signText(env, `report-view:${reportId}:${staff.toLowerCase()}:${exp}`);
  return `/api/desk/reports/${encodeURIComponent(reportId)}/file?e=${exp}&s=${sig}`;
}

/** Whether a desk link's expiry and signature are for this report and this member of staff, and still good. */
export async function validViewLink(
  env: Env,
  reportId: string,
  staff: string,
  e: string | undefined,
  s: string | undefined,
  now = new Date(),
): Promise<'ok' | 'expired' | 'invalid'> {
  if (!e || !s || !/^\d{10}$/.test(e) || !/^[A-Za-z0-9_-]{43}$/.test(s)) return 'invalid';
  const ok = await sameSecret(s, await signText(env, `report-view:${reportId}:${staff.toLowerCase()}:${e}`));
  if (!ok) return 'invalid';
  return Number(e) * 1000 < now.getTime() ? 'expired' : 'ok';
}
