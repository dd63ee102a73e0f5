import { Resend } from 'resend';
import type { Env } from '../../platform/env';
import { isDevelopment } from '../../platform/flags';
import type { Channel } from '../channel';
import type { OutboxOutcome, OutboxRow } from '../db/outbox';
import { composeEmail, type Records } from '../email/compose';

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * E-mail through Resend's HTTP API (decision 003): the row's e-mail composed from D1 when it is sent, Resend's
 * Idempotency-Key the row's id (a retry never sends twice). Without RESEND_API_KEY (a developer's machine) it is
 * printed and marked captured.
 */
export const email: Channel = {
  name: 'email',
  deliver: (env, row, context) => deliverEmail(env, row, context.records, context.retryAt),
};

async function deliverEmail(
  env: Env,
  row: OutboxRow,
  records: Records,
  retryAt: () => string | null,
): Promise<OutboxOutcome> {
  const id = row.id;
  const email = await composeEmail(env, row, records);
  if (email === 'skip') {
    console.log(`email ${id}: skipped (${row.kind}): the booking was cancelled or moved`);
    return { status: 'skipped' };
  }
  if (!email) return { status: 'failed', error: 'referenced row not found' };

  if (!env.RESEND_API_KEY) {
    // Only a developer's machine gets here (a deployment without the key refuses requests). Even so, an e-mail
    // body — health details included — is printed only where ENVIRONMENT says development.
    if (env.EMAIL_CAPTURE_PRINT === 'summary' || !isDevelopment(env)) {
      console.log(`email ${id}: captured (${row.kind}), not sent: RESEND_API_KEY is not set`);
      return { status: 'captured' };
    }
    // Local default: show the developer exactly what would be sent, and send nothing.
    console.log(
      [
        `── e-mail ${id} (${row.kind}) captured, not sent: RESEND_API_KEY is not set ──`,
        `From: ${email.from}`,
        `To: ${email.to}`,
        email.replyTo ? `Reply-To: ${email.replyTo}` : '',
        `Subject: ${email.subject}`,
        email.attachments ? `Attachments: ${email.attachments.map((a) => a.filename).join(', ')}` : '',
        '',
        email.text,
        '── end of e-mail ──',
      ]
        .filter((l) => l !== '')
        .join('\n'),
    );
    return { status: 'captured' };
  }

  const resend = new Resend(env.RESEND_API_KEY);
  const timeout = Number.parseInt(env.RESEND_TIMEOUT_MS ?? '', 10) || DEFAULT_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeout);
  let result: Awaited<ReturnType<typeof resend.emails.send>>;
  try {
    result = await resend.emails.send(
      {
        from: email.from,
        to: email.to,
        replyTo: email.replyTo,
        subject: email.subject,
        html: email.html,
        text: email.text,
        attachments: email.attachments?.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      },
      { idempotencyKey: id, signal } as Parameters<typeof resend.emails.send>[1],
    );
  } catch (err) {
    const reason =
      err instanceof Error && err.name === 'TimeoutError' ? `timed out after ${timeout} ms` : 'network error';
    console.error(`email ${id}: failed: ${reason}`);
    return { status: 'failed', error: reason, nextAttemptAt: retryAt() };
  }
  if (result.error || !result.data) {
    const e = result.error as { statusCode?: number | null; name?: string; message?: string } | null;
    const reason = signal.aborted
      ? `timed out after ${timeout} ms`
      : `${e?.name ?? 'error'} (${e?.statusCode ?? 'no status'}): ${e?.message ?? 'no data'}`;
    // The reason may quote the message (an address); the log gets the status only, the row the whole reason.
    console.error(
      `email ${id}: failed: ${signal.aborted ? 'timeout' : `${e?.name ?? 'error'} ${e?.statusCode ?? ''}`.trim()}`,
    );
    return { status: 'failed', error: reason, nextAttemptAt: retryAt() };
  }
  console.log(`email ${id}: sent as ${result.data.id}`);
  return { status: 'sent', providerId: result.data.id };
}
