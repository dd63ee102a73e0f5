import type { Context } from 'hono';
import { PRIMARY_PHONE } from '../../common/clinic';
import type { Locale } from '../../common/locale';
import { m } from '../../common/paraglide/messages.js';
import { type Outcome, refused } from '../actions/outcome';
import { fail, HttpError } from '../http';
import { langOf } from '../locale';

/** What a patient reads when the database cannot be reached, in a language. */
export function storageUnavailable(lang: Locale = 'en'): string {
  return m.server_storage_unavailable({ phone: PRIMARY_PHONE.display }, { locale: lang });
}

/** What a patient reads when the database cannot be reached (English). */
export const STORAGE_UNAVAILABLE = storageUnavailable('en');

/** Runs work that touches D1; a storage failure becomes 503 with the clinic's number, never a 500. */
export async function storage(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    console.error(`storage unavailable: ${err instanceof Error ? err.message.slice(0, 200) : 'unknown error'}`);
    c.header('Retry-After', '60');
    return fail(c, 503, storageUnavailable(langOf(c)));
  }
}

/**
 * As `storage`, for work that comes to an outcome: a storage failure becomes a 503 refusal with the clinic's number,
 * in `lang`.
 */
export async function storedOutcome(work: () => Promise<Outcome>, lang: Locale = 'en'): Promise<Outcome> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    console.error(`storage unavailable: ${err instanceof Error ? err.message.slice(0, 200) : 'unknown error'}`);
    return refused(503, storageUnavailable(lang), undefined, { retryAfter: 60, reason: 'storage' });
  }
}
