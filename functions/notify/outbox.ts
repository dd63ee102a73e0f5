import type { Booking } from '../../common/booking/schema';
import type { Place } from '../../common/clinic/schedule';
import type { ContactMessage } from '../../common/contact/schema';
import { type AppointmentRow, profileColumns } from '../booking/db';
import type { Env } from '../platform/env';
import { phoneChannels } from '../platform/flags';
import { CHANNELS } from './channels';
import {
  claimOutbox,
  claimQueued,
  failAbandonedAtLimit,
  MAX_EMAIL_ATTEMPTS,
  markOutboxStatement,
  type NewMessageState,
  newRow,
  type OutboxOutcome,
  type OutboxRow,
  type QueuedMessage,
  releaseStatement,
} from './db/outbox';
import { earlyReportsStatements, smsFallbackStatement } from './db/phone';
import { loadRecords, messageFactsOf, type Records } from './email/compose';

const DEFAULT_RETRY_BASE_SECONDS = 60;
/**
 * Time one request (or one scheduler run) may spend sending. A Function has 30 s after its response (waitUntil); a
 * send that starts past this budget could be cut off mid-way, so what is left is given back for the scheduler.
 */
const DEFAULT_SEND_BUDGET_MS = 20_000;

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

function sendBudgetMs(env: Env): number {
  const parsed = Number.parseInt(env.EMAIL_SEND_BUDGET_MS ?? '', 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : DEFAULT_SEND_BUDGET_MS;
}

/** E-mails held for sending, with the bookings and messages they are about. */
export interface Claimed {
  rows: OutboxRow[];
  records: Records;
}

/**
 * How a request writes the e-mails it queues: held for its own sending after the response ('sending'); 'pending'
 * while sending is paused (the scheduler sends them later); 'captured' without RESEND_API_KEY, which only a
 * developer's machine may lack (functions/platform/flags.ts refuses a deployment without it): printed, never sent.
 */
export function newEmailState(env: Env): NewMessageState {
  if (env.EMAIL_SENDING_PAUSED === 'true') return 'pending';
  return env.RESEND_API_KEY ? 'sending' : 'captured';
}

/**
 * How a request writes the WhatsApp copies of the patient's e-mails: null when the channel is off (none queued);
 * 'pending' while sending is paused; 'captured' on a developer's machine without Meta's secrets; else 'sending'.
 */
export function newPhoneState(env: Env): NewMessageState | null {
  const mode = phoneChannels(env).whatsapp;
  if (mode === 'off') return null;
  if (env.EMAIL_SENDING_PAUSED === 'true') return 'pending';
  return mode === 'live' ? 'sending' : 'captured';
}

/**
 * The e-mails a request queued about one booking, as written in `state`, with the booking as it now stands (and the
 * clinic's places when the request read them: else they are read when the e-mails are composed).
 */
export function claimedAppointmentEmails(
  emails: QueuedMessage[],
  booking: AppointmentRow,
  at: string,
  state: NewMessageState,
  places?: Place[],
): Claimed {
  return {
    // A reminder waits for its time; the scheduler sends it.
    rows: emails.filter((e) => !e.dueAt).map((e) => newRow(e, at, state)),
    records: { appointments: new Map([[booking.id, booking]]), contacts: new Map(), places },
  };
}

/** A booking just stored, as the e-mails read it. */
export function storedAppointment(
  id: string,
  createdAt: string,
  a: Booking,
  manageNonce: string | null,
  placeId: string,
  confirmBy: string | null = null,
): AppointmentRow {
  return {
    ...a,
    ...profileColumns(a),
    id,
    created_at: createdAt,
    status: 'booked',
    sequence: 0,
    manage_nonce: manageNonce,
    status_reason: null,
    status_by: null,
    confirm_by: confirmBy,
    place_id: placeId,
  };
}

/** The clinic's e-mail about a message just stored, as written in `state`. */
export function claimedContactEmails(
  created: { id: string; createdAt: string; emails: QueuedMessage[] },
  m: ContactMessage,
  state: NewMessageState,
): Claimed {
  return {
    rows: created.emails.map((e) => newRow(e, created.createdAt, state)),
    records: {
      appointments: new Map(),
      contacts: new Map([[created.id, { ...m, id: created.id, created_at: created.createdAt }]]),
    },
  };
}

/**
 * The scheduler's e-mail work: e-mails abandoned while sending on their last attempt become 'failed' (so they are
 * listed), then up to `limit` due e-mails — reminders whose time has come, retries, rows a dead request left — are
 * claimed and sent within the time budget. Claiming is atomic: two runs at once never send the same e-mail.
 */
export async function sendDueEmails(env: Env, limit = 20, now = new Date()): Promise<{ claimed: number }> {
  if (env.EMAIL_SENDING_PAUSED === 'true') {
    await failAbandonedAtLimit(env.DB, now).run();
    return { claimed: 0 };
  }
  const [, claim] = await env.DB.batch([failAbandonedAtLimit(env.DB, now), claimOutbox(env.DB, limit, now)]);
  const rows = (claim?.results ?? []) as OutboxRow[];
  if (!rows.length) return { claimed: 0 };
  let records: Records;
  try {
    records = await loadRecords(env.DB, rows);
  } catch (err) {
    // They stay 'sending', go stale and are claimed again by a later run.
    console.error(`email: claimed rows not loaded: ${err instanceof Error ? err.name : 'unknown'}`);
    return { claimed: rows.length };
  }
  await sendClaimed(env, { rows, records });
  return { claimed: rows.length };
}

/**
 * Claims the given e-mails (queued 'pending' by this request) and sends them: a request sends only its own e-mails,
 * never anyone else's that happen to be due (those are the scheduler's).
 */
export async function sendQueued(env: Env, ids: string[]): Promise<void> {
  if (!ids.length || env.EMAIL_SENDING_PAUSED === 'true') return;
  let claimed: Claimed;
  try {
    const { results } = await claimQueued(env.DB, ids).all<OutboxRow>();
    if (!results.length) return;
    claimed = { rows: results, records: await loadRecords(env.DB, results) };
  } catch (err) {
    // They stay 'pending' or go stale in 'sending': the scheduler sends them.
    console.error(`email: queued rows not claimed: ${err instanceof Error ? err.name : 'unknown'}`);
    return;
  }
  await sendClaimed(env, claimed);
}

/**
 * Sends claimed e-mails one at a time, in the order given (the provider limits requests per second), recording each
 * outcome as soon as it is known, so an isolate that ends mid-way loses at most the one in flight (it goes stale and
 * is claimed again; Resend's idempotency key keeps it from arriving twice). Stops starting new sends when the time
 * budget is spent and gives the rest back. Never throws: the booking or message is already safe in D1.
 */
export async function sendClaimed(env: Env, claimed: Claimed): Promise<void> {
  const started = Date.now();
  const budget = sendBudgetMs(env);
  const smsIds: string[] = [];
  for (let i = 0; i < claimed.rows.length; i++) {
    const row = claimed.rows[i];
    if (i > 0 && Date.now() - started > budget) {
      const left = claimed.rows.slice(i).filter((r) => r.status === 'sending');
      if (left.length) {
        await env.DB.batch([
          releaseStatement(
            env.DB,
            left.map((r) => r.id),
          ),
        ]).catch(() => {});
        console.log(`email: ${left.length} left for the scheduler (send budget spent)`);
      }
      return;
    }
    let outcome: OutboxOutcome;
    try {
      outcome = await deliverOne(env, row, claimed.records);
    } catch (err) {
      console.error(`email ${row.id}: delivery crashed: ${err instanceof Error ? err.name : 'unknown'}`);
      outcome = { status: 'failed', error: 'delivery crashed', nextAttemptAt: nextAttemptAt(env, row) };
    }
    // A row written 'captured' needs no second write unless printing it failed.
    if (outcome.status === row.status) continue;
    const smsOn = phoneChannels(env).sms !== 'off';
    const statements = [markOutboxStatement(env.DB, row.id, outcome)];
    if (outcome.smsFallback && smsOn) statements.push(smsFallbackStatement(env.DB, { rowId: row.id }));
    if (row.channel !== 'email' && outcome.status === 'sent' && outcome.providerId) {
      statements.push(...earlyReportsStatements(env.DB, row.channel, outcome.providerId, smsOn));
    }
    try {
      const results = await env.DB.batch(statements);
      // An SMS queued here goes out now, after this run's rows, rather than at the scheduler's next run.
      for (const r of results.slice(1)) {
        smsIds.push(...((r.results ?? []) as { id?: string }[]).flatMap((x) => (x.id ? [x.id] : [])));
      }
    } catch (err) {
      // The row stays 'sending' and is claimed again once stale; Resend's idempotency key prevents a second copy.
      console.error(`email ${row.id}: outcome not recorded: ${err instanceof Error ? err.name : 'unknown'}`);
    }
  }
  if (smsIds.length) await sendQueued(env, smsIds);
}

/** Sends one claimed row on its channel (channels/index.ts): the channel says how the attempt ended. */
function deliverOne(env: Env, row: OutboxRow, records: Records): Promise<OutboxOutcome> {
  const channel = CHANNELS[row.channel];
  if (!channel) return Promise.resolve({ status: 'failed', error: `no such channel: ${row.channel}`, final: true });
  return channel.deliver(env, row, {
    records,
    factsOf: (id) => messageFactsOf(env, records, id),
    retryAt: () => nextAttemptAt(env, row),
  });
}
