import type { Env } from '../../platform/env';
import { phoneChannels } from '../../platform/flags';
import {
  deliveryStatement,
  earlyReportStatement,
  fingerprintOf,
  replyStatements,
  smsFallbackStatement,
} from '../db/phone';
import { type WebhookEvents, wantsSmsFallback } from '../phone/webhook';

/**
 * Stores one webhook's statuses, STOPs and STARTs in one atomic batch. Each status moves its row forward (or changes
 * nothing: a repeated webhook is harmless), a failure that WhatsApp cannot overcome queues the SMS, and each number's
 * reply acts only if it is the newest the number sent (by its own time, across batches): a STOP records the opt-out
 * and skips what waits, a START lifts an older STOP. Returns the SMS rows queued (to send now), or null when the batch
 * failed (one log line; the caller asks Meta to send the webhook again).
 */
export async function recordEvents(env: Env, events: WebhookEvents): Promise<string[] | null> {
  const smsOn = phoneChannels(env).sms !== 'off';
  const statements: D1PreparedStatement[] = [];
  const fallbacks: number[] = [];
  for (const s of events.statuses) {
    const report = { channel: 'whatsapp' as const, ...s };
    const fallback = s.delivery === 'failed' && smsOn && wantsSmsFallback(s.codes);
    statements.push(deliveryStatement(env.DB, report));
    if (fallback) fallbacks.push(statements.push(smsFallbackStatement(env.DB, { providerId: s.providerId })) - 1);
    // A status can arrive before the sender has written Meta's answer: kept, and applied when it is.
    statements.push(earlyReportStatement(env.DB, report, fallback));
  }
  for (const r of events.replies) statements.push(...replyStatements(env.DB, r, await fingerprintOf(r.e164)));
  if (!statements.length) return [];
  let results: D1Result[];
  try {
    results = await env.DB.batch(statements);
  } catch (err) {
    console.error(`whatsapp webhook: not recorded: ${err instanceof Error ? err.name : 'unknown'}`);
    return null;
  }
  const said = (reply: string) => events.replies.filter((r) => r.reply === reply).length;
  if (said('stop')) console.log(`whatsapp webhook: ${said('stop')} number(s) said STOP`);
  if (said('start')) console.log(`whatsapp webhook: ${said('start')} number(s) said START`);
  return fallbacks.flatMap((i) => ((results[i]?.results ?? []) as { id: string }[]).map((r) => r.id));
}
