import { Resend } from 'resend';
import { claimOutboxRow, getOutboxRow, markOutbox } from '../db/outbox';
import type { Env } from '../env';
import { composeEmail } from './compose';

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Sends the given outbox e-mails, one by one, and records each outcome. Runs after the response (waitUntil), so
 * it never throws: a failure is written to the row, and the booking or message is already safe in D1.
 */
export async function deliverOutbox(env: Env, ids: string[]): Promise<void> {
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
  if (!(await claimOutboxRow(env.DB, id))) return;
  const row = await getOutboxRow(env.DB, id);
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
    await markOutbox(env.DB, id, 'failed', { error: reason });
    return;
  }
  if (result.error || !result.data) {
    const e = result.error as { statusCode?: number | null; name?: string; message?: string } | null;
    const reason = signal.aborted
      ? `timed out after ${timeout} ms`
      : `${e?.name ?? 'error'} (${e?.statusCode ?? 'no status'}): ${e?.message ?? 'no data'}`;
    console.error(`email ${id}: failed: ${reason}`);
    await markOutbox(env.DB, id, 'failed', { error: reason });
    return;
  }
  console.log(`email ${id}: sent as ${result.data.id}`);
  await markOutbox(env.DB, id, 'sent', { providerId: result.data.id });
}
