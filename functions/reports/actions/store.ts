/**
 * Receiving a report (decision 029): the file is decided by its bytes (common/reports/file-check.ts), put in R2 under
 * an unguessable key, then linked to its booking by one conditional insert. Nothing is half-kept: an object whose row
 * could not be written is deleted at once (and, should that fail too, by the scheduler's sweep of unlinked objects).
 */

import { clinicDate } from '../../../common/booking/schedule';
import { WHATSAPP } from '../../../common/clinic/facts';
import type { Locale } from '../../../common/i18n/locale';
import { m } from '../../../common/paraglide/messages.js';
import {
  checkReportFile,
  checkReportName,
  type FileProblem,
  REPORT_MAX_BYTES,
  REPORT_MAX_FILES,
  REPORT_TYPES,
} from '../../../common/reports/file-check';
import { fileProblemText } from '../../../common/reports/texts';
import type { ReportSource, ReportView } from '../../../common/reports/types';
import { newId } from '../../platform/db/ids';
import type { Env } from '../../platform/env';
import type { PostedFile } from '../../platform/http';
import { hex, random128 } from '../../platform/tokens';
import { deleteReport, hasSourceRef, insertReport, type ReportRow, reportsOf, reportWithHash } from '../db';

/** Most reports the desk may hold for one booking (the patient's own ways in stop at REPORT_MAX_FILES). */
export const DESK_MAX_FILES = 20;

/** Why a file was not kept. */
export type ReportRefusal = FileProblem | 'full' | 'gone' | 'unavailable' | 'duplicate';

export type StoreOutcome =
  | { ok: true; report: ReportView; already?: boolean }
  | { ok: false; status: 400 | 404 | 409 | 413 | 415 | 503; reason: ReportRefusal; error: string };

/** A refusal's status: 413 too large, 415 not an accepted type, 409 the booking is full, 404 closed, 503 storage. */
const STATUS: Record<ReportRefusal, 400 | 404 | 409 | 413 | 415 | 503> = {
  empty: 400,
  truncated: 400,
  name: 400,
  bomb: 415,
  type: 415,
  'too-large': 413,
  full: 409,
  duplicate: 409,
  gone: 404,
  unavailable: 503,
};

/** What the patient reads about a file that was not kept, in their language (never a stack, never the bytes). */
export function refusalText(reason: ReportRefusal, name: string, locale: Locale): string {
  const o = { locale };
  switch (reason) {
    case 'full':
      return m.server_report_full({ max: REPORT_MAX_FILES }, o);
    case 'duplicate':
      return m.server_report_received_already({}, o);
    case 'gone':
      return m.server_report_closed({}, o);
    case 'unavailable':
      return m.server_report_unavailable({ phone: WHATSAPP.display }, o);
    default:
      return fileProblemText(reason, name, locale);
  }
}

/** What staff read about a file not kept (the desk is in English, and its limits are its own). */
function deskRefusal(reason: ReportRefusal, name: string): StoreOutcome {
  const text: Partial<Record<ReportRefusal, string>> = {
    full: `This booking already holds ${DESK_MAX_FILES} reports, the most it can.`,
    gone: 'There is no such booking, or its details were erased: nothing can be added to it.',
    unavailable: 'The report could not be saved just now (storage unavailable). Try again in a few minutes.',
  };
  return { ok: false, status: STATUS[reason], reason, error: text[reason] ?? refusalText(reason, name, 'en') };
}

function refusal(reason: ReportRefusal, name: string, locale: Locale): StoreOutcome {
  return { ok: false, status: STATUS[reason], reason, error: refusalText(reason, name, locale) };
}

/**
 * The answer for bytes the booking holds already: that report, said to be stored (it is), marked `already`. Its name
 * stays unsaid to a patient's page when it came on WhatsApp (the booking's number proves nobody to the page's holder).
 */
function sameReport(r: ReportRow, source: ReportSource): StoreOutcome {
  const view = reportView(r);
  const masked = r.source === 'whatsapp' && source !== 'whatsapp' && source !== 'desk';
  return { ok: true, report: masked ? { ...view, name: '' } : view, already: true };
}

/** A report as the patient's pages see it. */
export function reportView(r: ReportRow): ReportView {
  return { id: r.id, name: r.name, type: r.type, size: r.size, source: r.source, created_at: r.created_at };
}

/** The SHA-256 of a file's bytes, as 64 hex digits. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
}

/**
 * Stores one file for a booking: checked by its bytes, put in the bucket, linked to the booking (within its limit:
 * REPORT_MAX_FILES for the patient's ways in, DESK_MAX_FILES for the desk). `sourceRef` is a WhatsApp message's id,
 * so a webhook sent again stores nothing twice. Every refusal is in `locale` and stores nothing.
 */
export async function storeReport(
  env: Env,
  input: {
    appointmentId: string;
    file: PostedFile;
    source: ReportSource;
    addedBy: string;
    sourceRef?: string;
    locale: Locale;
    now?: Date;
  },
): Promise<StoreOutcome> {
  const { locale, file } = input;
  const desk = input.source === 'desk';
  const refuse = (reason: ReportRefusal, name: string) =>
    desk ? deskRefusal(reason, name) : refusal(reason, name, locale);
  // The name first (a refusal repeats it), then the size before a byte is read, then the bytes.
  const named = checkReportName(file.name);
  if (!named.ok) return refuse('name', '');
  if (file.size > REPORT_MAX_BYTES) return refuse('too-large', named.name);
  if (file.size === 0) return refuse('empty', named.name);
  const bytes = await file.bytes();
  const checked = checkReportFile(named.name, bytes);
  if (!checked.ok) return refuse(checked.problem, named.name);
  const bucket = env.REPORTS;
  if (!bucket) {
    console.error('reports: the REPORTS bucket is not bound; nothing can be received');
    return refuse('unavailable', checked.name);
  }
  const sha256 = await sha256Hex(bytes);
  // The same file again for the same booking (a retry after a lost answer, a file chosen twice): the report it already
  // is, without a second copy taking a place of the five.
  const same = await reportWithHash(env.DB, input.appointmentId, sha256);
  if (same) return sameReport(same, input.source);
  const id = newId('rep');
  const key = `reports/${random128()}`;
  const type = REPORT_TYPES[checked.type];
  try {
    await bucket.put(key, bytes, {
      httpMetadata: { contentType: type.mime },
      // Nothing about the patient: only which row the object belongs to.
      customMetadata: { report: id },
      sha256,
    });
  } catch (err) {
    console.error(`reports: put failed: ${err instanceof Error ? err.message.slice(0, 200) : 'unknown'}`);
    return refuse('unavailable', checked.name);
  }
  let linked: Awaited<ReturnType<typeof insertReport>>;
  try {
    linked = await insertReport(
      env.DB,
      {
        id,
        appointment_id: input.appointmentId,
        object_key: key,
        name: checked.name,
        type: checked.type,
        size: bytes.byteLength,
        sha256,
        source: input.source,
        added_by: input.addedBy,
        source_ref: input.sourceRef ?? null,
      },
      desk ? 'desk' : 'patient',
      desk ? DESK_MAX_FILES : REPORT_MAX_FILES,
      clinicDate(input.now ?? new Date()),
    );
  } catch (err) {
    console.error(`reports: insert failed: ${err instanceof Error ? err.message.slice(0, 200) : 'unknown'}`);
    await bucket.delete(key).catch(() => {});
    return refuse('unavailable', checked.name);
  }
  if (typeof linked === 'string') {
    await bucket.delete(key).catch(() => {});
    if (linked === 'same') {
      const twin = await reportWithHash(env.DB, input.appointmentId, sha256);
      if (twin) return sameReport(twin, input.source);
    }
    return refuse(linked === 'same' ? 'duplicate' : linked, checked.name);
  }
  console.log(`reports: ${id} stored for ${input.appointmentId} (${input.source}, ${checked.type})`);
  return {
    ok: true,
    report: {
      id,
      name: checked.name,
      type: checked.type,
      size: bytes.byteLength,
      source: input.source,
      created_at: linked.stored,
    },
  };
}

/** Whether the WhatsApp message `messageId` was stored as a report already (a webhook Meta sent again). */
export function storedFromMessage(env: Env, messageId: string): Promise<boolean> {
  return hasSourceRef(env.DB, messageId);
}

/** A booking's reports as the patient's pages see them. */
export async function reportViews(env: Env, appointmentId: string): Promise<ReportView[]> {
  return (await reportsOf(env.DB, appointmentId)).map(reportView);
}

/**
 * Removes one report: its row (only while the booking is open to `who`), then its object. Answers false when there
 * was nothing to remove.
 */
export async function removeReport(
  env: Env,
  appointmentId: string,
  id: string,
  who: 'patient' | 'desk',
  now = new Date(),
  keep: ReportSource[] = [],
): Promise<boolean> {
  const key = await deleteReport(env.DB, appointmentId, id, who, clinicDate(now), keep);
  if (!key) return false;
  await deleteObjects(env, [key]);
  return true;
}

/**
 * Deletes objects from the bucket (after their rows went: an erasure, the retention, a removal). A failure is logged
 * and left to the scheduler's sweep of objects no row holds: the rows are gone, so nothing can serve them meanwhile.
 */
export async function deleteObjects(env: Env, keys: string[]): Promise<void> {
  if (!keys.length) return;
  if (!env.REPORTS) {
    console.error(`reports: the REPORTS bucket is not bound; ${keys.length} object(s) left for the sweep`);
    return;
  }
  try {
    // R2 deletes at most 1000 keys a call.
    for (let i = 0; i < keys.length; i += 1000) await env.REPORTS.delete(keys.slice(i, i + 1000));
  } catch (err) {
    console.error(`reports: delete failed: ${err instanceof Error ? err.message.slice(0, 200) : 'unknown'}`);
  }
}
