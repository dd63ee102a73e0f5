import type { Context } from 'hono';
import { PRIMARY_PHONE } from '../../common/clinic';
import { type Outcome, refused } from '../actions/outcome';
import { fail, HttpError } from '../http';

/** What a patient reads when the database cannot be reached. */
export const STORAGE_UNAVAILABLE = `We could not save your request just now. Please try again in a few minutes, or call us on ${PRIMARY_PHONE.display}.`;

/** Runs work that touches D1; a storage failure becomes 503 with the clinic's number, never a 500. */
export async function storage(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    console.error(`storage unavailable: ${err instanceof Error ? err.message.slice(0, 200) : 'unknown error'}`);
    c.header('Retry-After', '60');
    return fail(c, 503, STORAGE_UNAVAILABLE);
  }
}

/** As `storage`, for work that comes to an outcome: a storage failure becomes a 503 refusal with the clinic's number. */
export async function storedOutcome(work: () => Promise<Outcome>): Promise<Outcome> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    console.error(`storage unavailable: ${err instanceof Error ? err.message.slice(0, 200) : 'unknown error'}`);
    return refused(503, STORAGE_UNAVAILABLE, undefined, { retryAfter: 60, reason: 'storage' });
  }
}
