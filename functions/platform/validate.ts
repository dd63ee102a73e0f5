import { vValidator } from '@hono/valibot-validator';
import type { Context, Next } from 'hono';
import type * as v from 'valibot';
import { parseWith } from '../../common/platform/fields';
import type { AppEnv } from './env';
import { fail, readJsonBody } from './http';
import { langOf } from './locale';

/** What a route may say about a body before it is checked against its schema (a honeypot, a token's shape). */
export type BeforeCheck<E extends AppEnv> = (
  c: Context<E>,
  body: Record<string, unknown>,
) => Response | undefined | Promise<Response | undefined>;

/**
 * Reads a JSON body once, as every JSON route needs it: 415 unless JSON, 413 past MAX_BODY_BYTES, 400 unless an object
 * in UTF-8 (readJsonBody, thrown as HttpError into the one envelope), and keeps its text where Hono's own body reading
 * (the validator's `c.req.json()`) finds it, so the stream is read once.
 */
async function bodyOnce(c: Context): Promise<Record<string, unknown>> {
  const cached = (c.req as { bodyCache: { text?: Promise<string> } }).bodyCache;
  if (cached.text) return JSON.parse(await cached.text) as Record<string, unknown>;
  const { body, raw } = await readJsonBody(c);
  cached.text = Promise.resolve(raw);
  return body;
}

/**
 * A JSON body checked against `schema` by Hono's valibot validator (@hono/valibot-validator): the handler reads it
 * typed with `c.req.valid('json')`. A body that fails gets the one error envelope — 400, the first problem as `error`
 * and each field's under `fields` — in the request's language (the desk's, English), as parseWith words it. `before`
 * may answer first (a filled honeypot, a link token of the wrong shape); it sees the body as sent.
 */
export function json<S extends v.GenericSchema, E extends AppEnv = AppEnv>(
  schema: S,
  options: { before?: BeforeCheck<E> } = {},
) {
  const validate = vValidator('json', schema, async (result, c) => {
    if (result.success) return;
    // The validator checked; the words are parseWith's (each field's own message, in the request's language).
    const parsed = parseWith(schema, await c.req.json(), langOf(c));
    return parsed.success
      ? fail(c, 400, (result.issues[0]?.message as string | undefined) ?? 'The request is not valid.')
      : fail(c, 400, parsed.error, parsed.fields);
  });
  // The validator's own type is kept, so that `c.req.valid('json')` is typed in the handler.
  const middleware = (async (c: Context<E>, next: Next) => {
    const body = await bodyOnce(c);
    const early = await options.before?.(c, body);
    if (early) return early;
    return validate(c as unknown as Parameters<typeof validate>[0], next);
  }) as unknown as typeof validate;
  return middleware;
}
