import { Resend } from 'resend';
import { claimOutboxRow, dueOutboxIds, MAX_EMAIL_ATTEMPTS, markOutbox, type OutboxRow } from '../db/outbox';
import type { Env } from '../env';
import { composeEmail } from './compose';

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_RETRY_BASE_SECONDS = 60;

/** When a failed e-mail is tried again: the base delay doubled for each attempt so far; null after the last. */
function nextAttemptAt(env: Env, row: OutboxRow, now = Date.now()): string | null {
  if (row.attempts >= MAX_EMAIL_ATTEMPTS) return null;
  const parsed = Number.parseInt(env.EMAIL_RETRY_BASE_SECONDS ?? '', 10);
  const base = Number.isInteger(parsed) && parsed >= 0 ? parsed : DEFAULT_RETRY_BASE_SECONDS;
  return new Date(now + base * 1000 * 2 ** Math.max(0, row.attempts - 1)).toISOString();
}

/**
 * Retries e-mails that are due (Pages has no cron: later API requests run this in waitUntil). Bounded per call so a
 * long outage never makes one request slow.
 */
export async function retryDueEmails(env: Env, limit = 5): Promise<void> {
  try {
    const ids = await dueOutboxIds(env.DB, limit);
    if (ids.length) await deliverOutbox(env, ids);
  } catch (err) {
    console.error(`email retry: skipped: ${err instanceof Error ? err.name : 'unknown'}`);
  }
}

/**
 * Sends the given outbox e-mails, one by one, and records each outcome. Runs after the response (waitUntil), so
 * it never throws: a failure is written to the row, and the booking or message is already safe in D1.
 */
export async function deliverOutbox(env: Env, ids: string[]): Promise<void> {
  // Paused (an incident at the provider, a sender domain being moved): rows stay pending and go out on retries later.
  if (env.EMAIL_SENDING_PAUSED === 'true') return;
  for (const id of ids) {
    try {
      await deliverOne(env, id);
    } catch (err) {
      console.error(`email ${id}: delivery crashed: ${err instanceof Error ? err.name : 'unknown'}`);
      await markOutbox(env.DB, id, 'failed', { error: 'delivery crashed' }).catch(() => {});
    }
  }
}

async function deliverOne(env: Env, id: string): Promise<void> {
  const row = await claimOutboxRow(env.DB, id);
  if (!row) return;
  const email = await composeEmail(env, row);
  if (!email) {
    await markOutbox(env.DB, id, 'failed', { error: 'referenced row not found' });
    return;
  }

  if (!env.RESEND_API_KEY) {
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
    await markOutbox(env.DB, id, 'captured');
    return;
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
    await markOutbox(env.DB, id, 'failed', { error: reason, nextAttemptAt: nextAttemptAt(env, row) });
    return;
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
    await markOutbox(env.DB, id, 'failed', { error: reason, nextAttemptAt: nextAttemptAt(env, row) });
    return;
  }
  console.log(`email ${id}: sent as ${result.data.id}`);
  await markOutbox(env.DB, id, 'sent', { providerId: result.data.id });
}
