import type { Context } from 'hono';
import { fail } from '../../platform/http';
import type { StoreOutcome } from '../actions';

/** The JSON answer to a stored or refused file: 201 with the report, or the envelope naming the file's problem. */
export function answerStored(c: Context, o: StoreOutcome): Response {
  if (o.ok) return c.json({ success: true as const, report: o.report }, 201);
  if (o.status === 503) c.header('Retry-After', '60');
  return fail(c, o.status, o.error, { file: o.error });
}
