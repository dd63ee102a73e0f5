import { PRIMARY_PHONE } from '../../common/clinic/facts';
import type { Locale } from '../../common/i18n/locale';
import { m } from '../../common/paraglide/messages.js';
import { HttpError } from './http';
import { type Outcome, refused } from './outcome';

/** What a patient reads when the database cannot be reached, in a language. */
export function storageUnavailable(lang: Locale = 'en'): string {
  return m.server_storage_unavailable({ phone: PRIMARY_PHONE.display }, { locale: lang });
}

/** The one log line of a storage failure: its kind and the start of its message, nothing personal. */
export function logStorageFailure(err: unknown): void {
  console.error(`storage unavailable: ${err instanceof Error ? err.message.slice(0, 200) : 'unknown error'}`);
}

/**
 * Runs work that touches D1 and comes to an outcome: a storage failure becomes a 503 refusal with the clinic's number,
 * in `lang`.
 */
export async function storedOutcome(work: () => Promise<Outcome>, lang: Locale = 'en'): Promise<Outcome> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    logStorageFailure(err);
    return refused(503, storageUnavailable(lang), undefined, { retryAfter: 60, reason: 'storage' });
  }
}
