import type { Context } from 'hono';
import { fail, HttpError } from '../http';
import { langOf } from '../locale';
import { logStorageFailure, storageUnavailable } from '../storage';

/** Runs work that touches D1; a storage failure becomes 503 with the clinic's number, never a 500. */
export async function storage(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    logStorageFailure(err);
    c.header('Retry-After', '60');
    return fail(c, 503, storageUnavailable(langOf(c)));
  }
}
