import type { Context } from 'hono';
import type { Locale } from '../../../common/i18n/locale';
import { m } from '../../../common/paraglide/messages.js';
import { REPORT_MAX_BYTES } from '../../../common/reports/file-check';
import type { AppEnv } from '../../platform/env';
import { type FormFields, fail, HttpError, type PostedFile } from '../../platform/http';
import { boundaryOf, readMultipartStream, unreadFile } from '../../platform/multipart';
import { limitRequest } from '../../platform/rate-limit';
import type { StoreOutcome } from '../actions';

/**
 * A request carrying one report (multipart/form-data, its file in `file`): counted against the reports' rate limit
 * before a byte is read (unless `unlimited`: the desk), then read as it streams (platform/multipart.ts), holding at
 * most the one file. A file over REPORT_MAX_BYTES comes back unread, to be refused by its size. Answers the 429 to give
 * instead when over the limit.
 */
export async function readOneReport<E extends AppEnv>(
  c: Context<E>,
  opts: { unlimited?: boolean } = {},
): Promise<{ limited: Response } | { fields: FormFields; file: PostedFile | undefined }> {
  if (!opts.unlimited) {
    // The desk's own Variables (who is signed in) are beside AppEnv's; the limit reads only the request and its env.
    const limited = await limitRequest(c as unknown as Context<AppEnv>, 'reports');
    if (limited) return { limited };
  }
  const boundary = boundaryOf(c.req.header('content-type') ?? '');
  if (!boundary) throw new HttpError(415, (locale) => m.server_form_send_from_site({}, { locale }));
  const { fields, files, dropped } = await readMultipartStream(c.req.raw, boundary, {
    fileField: 'file',
    maxFiles: 1,
    maxFileBytes: REPORT_MAX_BYTES,
  });
  const tooLarge = dropped.find((d) => d.reason === 'too-large');
  return { fields, file: files[0] ?? (tooLarge && unreadFile(tooLarge)) };
}

/** The 400 for a request that came without its file. */
export function noFile(c: Context, locale: Locale): Response {
  const text = m.server_report_no_file({}, { locale });
  return fail(c, 400, text, { file: text });
}

/** The JSON answer to a stored or refused file: 201 with the report, or the envelope naming the file's problem. */
export function answerStored(c: Context, o: StoreOutcome): Response {
  if (o.ok) return c.json({ success: true as const, report: o.report }, 201);
  if (o.status === 503) c.header('Retry-After', '60');
  return fail(c, o.status, o.error, { file: o.error });
}
