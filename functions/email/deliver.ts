import { Resend } from 'resend';
import type { Appointment } from '../../common/schemas/appointment';
import type { ContactMessage } from '../../common/schemas/contact';
import {
  claimOutbox,
  MAX_EMAIL_ATTEMPTS,
  markOutboxStatement,
  type NewEmailState,
  newRow,
  type OutboxOutcome,
  type OutboxRow,
} from '../db/outbox';
import type { Env } from '../env';
import { composeEmail, loadRecords, type Records } from './compose';

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_RETRY_BASE_SECONDS = 60;

/** When a failed e-mail is tried again: the base delay doubled for each attempt so far; null after the last. */
function nextAttemptAt(env: Env, row: OutboxRow, now = Date.now()): string | null {
  if (row.attempts >= MAX_EMAIL_ATTEMPTS) return null;
  const base = retryBaseSeconds(env);
  return new Date(now + base * 1000 * 2 ** Math.max(0, row.attempts - 1)).toISOString();
}

function retryBaseSeconds(env: Env): number {
  const parsed = Number.parseInt(env.EMAIL_RETRY_BASE_SECONDS ?? '', 10);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : DEFAULT_RETRY_BASE_SECONDS;
}

/** Older e-mails due for another attempt that each request also picks up (Pages has no cron). */
const DUE_PER_REQUEST = 5;

/** E-mails held for sending by this request, with the bookings and messages they are about. */
export interface Claimed {
  rows: OutboxRow[];
  records: Records;
}

/**
 * How a request writes the e-mails it queues: held for its own sending after the response ('sending'); 'pending'
 * while sending is paused (a later request sends them); 'captured' without RESEND_API_KEY (local development:
 * printed to the terminal, never sent, nothing to record afterwards).
 */
export function newEmailState(env: Env): NewEmailState {
  if (env.EMAIL_SENDING_PAUSED === 'true') return 'pending';
  return env.RESEND_API_KEY ? 'sending' : 'captured';
}

type Created = { id: string; createdAt: string; outboxIds: string[] };

/** The two e-mails of a booking just stored (patient first, then clinic), as written in `state`. */
export function claimedAppointmentEmails(created: Created, a: Appointment, state: NewEmailState): Claimed {
  const [patient, clinic] = created.outboxIds;
  return {
    rows: [
      newRow(patient, 'appointment_patient', created.id, created.createdAt, state),
      newRow(clinic, 'appointment_clinic', created.id, created.createdAt, state),
    ],
    records: {
      appointments: new Map([[created.id, { ...a, id: created.id, created_at: created.createdAt }]]),
      contacts: new Map(),
    },
  };
}

/** The clinic's e-mail about a message just stored, as written in `state`. */
export function claimedContactEmails(created: Created, m: ContactMessage, state: NewEmailState): Claimed {
  return {
    rows: [newRow(created.outboxIds[0], 'contact_clinic', created.id, created.createdAt, state)],
    records: {
      appointments: new Map(),
      contacts: new Map([[created.id, { ...m, id: created.id, created_at: created.createdAt }]]),
    },
  };
}

/** Claims up to `limit` e-mails that are due again and sends them (the health check runs this after answering). */
export async function retryDueEmails(env: Env, limit = DUE_PER_REQUEST): Promise<void> {
  // Paused (an incident at the provider, a sender domain being moved): rows stay pending and go out on retries later.
  if (env.EMAIL_SENDING_PAUSED === 'true') return;
  let claimed: Claimed;
  try {
    const { results: rows } = await claimOutbox(env.DB, limit).all<OutboxRow>();
    if (!rows.length) return;
    claimed = { rows, records: await loadRecords(env.DB, rows) };
  } catch (err) {
    console.error(`email retry: skipped: ${err instanceof Error ? err.name : 'unknown'}`);
    return;
  }
  await sendClaimed(env, claimed);
}

/** How many older e-mails due again a request claims along with what it stores (none while sending is paused). */
export function dueLimitFor(env: Env): number {
  return env.EMAIL_SENDING_PAUSED === 'true' ? 0 : DUE_PER_REQUEST;
}

/**
 * After a booking or message is stored: sends its own e-mails (`own`, from the data in memory; null when paused or
 * refused) and the older ones its batch claimed as due again (`due`, read from D1 first). Runs after the response.
 */
export async function sendAfterStore(env: Env, own: Claimed | null, due: OutboxRow[]): Promise<void> {
  const claimed: Claimed = own ?? { rows: [], records: { appointments: new Map(), contacts: new Map() } };
  if (due.length) {
    try {
      const older = await loadRecords(env.DB, due);
      claimed.rows = [...claimed.rows, ...due];
      for (const [k, v] of older.appointments) claimed.records.appointments.set(k, v);
      for (const [k, v] of older.contacts) claimed.records.contacts.set(k, v);
    } catch (err) {
      // They stay 'sending', go stale and are claimed again later.
      console.error(`email retry: skipped: ${err instanceof Error ? err.name : 'unknown'}`);
    }
  }
  if (claimed.rows.length) await sendClaimed(env, claimed, own?.rows.map((r) => r.id) ?? []);
}

/**
 * Sends claimed e-mails one at a time (the provider limits requests per second), then records the outcomes in one
 * batch. Never throws: a failure is written to the row, and the booking or message is already safe in D1. A booking
 * whose e-mails are captured (local development) and that claimed nothing else needs no round trip here.
 */
export async function sendClaimed(env: Env, claimed: Claimed, first: string[] = []): Promise<void> {
  // This request's own e-mails first, in the order given; then the older ones.
  const order = (r: OutboxRow) => (first.includes(r.id) ? first.indexOf(r.id) : first.length);
  const rows = [...claimed.rows].sort((a, b) => order(a) - order(b) || a.created_at.localeCompare(b.created_at));
  const outcomes: [string, OutboxOutcome][] = [];
  for (const row of rows) {
    let outcome: OutboxOutcome;
    try {
      outcome = await deliverOne(env, row, claimed.records);
    } catch (err) {
      console.error(`email ${row.id}: delivery crashed: ${err instanceof Error ? err.name : 'unknown'}`);
      outcome = { status: 'failed', error: 'delivery crashed' };
    }
    // A row written 'captured' needs no second write unless printing it failed.
    if (outcome.status !== row.status) outcomes.push([row.id, outcome]);
  }
  if (!outcomes.length) return;
  try {
    await env.DB.batch(outcomes.map(([id, outcome]) => markOutboxStatement(env.DB, id, outcome)));
  } catch (err) {
    // The rows stay 'sending' and are claimed again once stale; Resend's idempotency key prevents a second copy.
    console.error(`email: outcomes not recorded: ${err instanceof Error ? err.name : 'unknown'}`);
  }
}

async function deliverOne(env: Env, row: OutboxRow, records: Records): Promise<OutboxOutcome> {
  const id = row.id;
  const email = await composeEmail(env, row, records);
  if (!email) return { status: 'failed', error: 'referenced row not found' };

  if (!env.RESEND_API_KEY) {
    if (env.EMAIL_CAPTURE_PRINT === 'summary') {
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
    return { status: 'failed', error: reason, nextAttemptAt: nextAttemptAt(env, row) };
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
    return { status: 'failed', error: reason, nextAttemptAt: nextAttemptAt(env, row) };
  }
  console.log(`email ${id}: sent as ${result.data.id}`);
  return { status: 'sent', providerId: result.data.id };
}
