import type { Context } from 'hono';
import { Hono } from 'hono';
import { addDays, clinicDate } from '../../../common/booking/schedule';
import { m } from '../../../common/paraglide/messages.js';
import { HONEYPOT_FIELD, honeypotMessage, isBotSubmission, parseWith } from '../../../common/platform/fields';
import { GRIEVANCE_DAYS, PRIVACY_LINK_HOURS, REQUEST_DAYS, USED_LINK_MINUTES } from '../../../common/privacy/facts';
import {
  PrivacyActSchema,
  PrivacyOpenSchema,
  PrivacyStartSchema,
  privacyLinkInactive,
  privacyLinkSent,
  requestKindLabel,
} from '../../../common/privacy/schema';
import { forgetAvailability } from '../../booking/actions/availability';
import { newEmailState, sendQueued } from '../../notify/email/deliver';
import type { AppEnv } from '../../platform/env';
import { fail, readJsonBody } from '../../platform/http';
import { langOf, setLang } from '../../platform/locale';
import { limitRequest } from '../../platform/rate-limit';
import { storage } from '../../platform/routes/storage';
import { newPrivacyLink, TOKEN_RE, tokenHash } from '../../platform/tokens';
import { checkTurnstile } from '../../platform/turnstile';
import {
  actOnPrivacyRequest,
  exactAddress,
  heldFor,
  type PrivacyRequest,
  privacyRequestByTokenHash,
  startPrivacyRequest,
  verifyPrivacyRequest,
} from '../db/privacy';

export const privacy = new Hono<AppEnv>();

privacy.use('*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

function inactive(c: Context) {
  return fail(c, 404, privacyLinkInactive(langOf(c)));
}

/** True while a link still answers: unused, for PRIVACY_LINK_HOURS; used, for USED_LINK_MINUTES after its use. */
function linkAnswers(r: Pick<PrivacyRequest, 'kind' | 'created_at' | 'acted_at'>, now = Date.now()): boolean {
  if (!r.kind) return now - Date.parse(r.created_at) <= PRIVACY_LINK_HOURS * 3_600_000;
  // A row used before acted_at existed has it backfilled (migration 0009); a missing one counts as long used.
  const usedAt = Date.parse(r.acted_at ?? '');
  return Number.isFinite(usedAt) && now - usedAt <= USED_LINK_MINUTES * 60_000;
}

/**
 * The request a link opens, or the calm answer for an unknown or expired link — the same bytes for both, so a link
 * past its time tells nothing more than one that never existed. Once found, the request is answered in the language
 * it was made in.
 */
async function byToken(c: Context<AppEnv>, token: string): Promise<PrivacyRequest | Response> {
  const limited = await limitRequest(c, 'privacy');
  if (limited) return limited;
  if (!TOKEN_RE.test(token)) return inactive(c);
  const r = await privacyRequestByTokenHash(c.env.DB, await tokenHash(token));
  if (!r || !linkAnswers(r)) return inactive(c);
  setLang(c, r.locale);
  return r;
}

function summary(r: PrivacyRequest) {
  return {
    reference: r.id,
    kind: r.kind,
    status: r.status,
    due_at: r.due_at,
    done_at: r.done_at,
    outcome: r.outcome,
  };
}

/**
 * Sends the e-mails a privacy request queued: now, after the response (from the rows themselves: the privacy
 * e-mails are few and composed from D1), or by the scheduler if this run has no time left.
 */
function sendSoon(c: Context<AppEnv>, emails: { id: string }[]) {
  if (newEmailState(c.env) === 'pending') return;
  c.executionCtx.waitUntil(
    sendQueued(
      c.env,
      emails.map((e) => e.id),
    ),
  );
}

/** Asks for a link to the address: always the same answer, so it tells nobody whether we hold data for it. */
privacy.post('/start', async (c) => {
  const { body } = await readJsonBody(c);
  setLang(c, body.locale);
  if (isBotSubmission(body)) {
    const message = honeypotMessage(langOf(c));
    return fail(c, 400, message, { [HONEYPOT_FIELD]: message });
  }
  const challenge = await checkTurnstile(c, 'privacy');
  if (challenge) return challenge;
  const parsed = parseWith(PrivacyStartSchema, body, langOf(c));
  if (!parsed.success) return fail(c, 400, parsed.error, parsed.fields);
  return storage(c, async () => {
    const limited = await limitRequest(c, 'privacy');
    if (limited) return limited;
    const link = await newPrivacyLink(c.env);
    // Queued 'pending' and sent right after by a claim, like any due e-mail.
    const started = await startPrivacyRequest(c.env.DB, parsed.output.email, link, 'pending', parsed.output.locale);
    console.log(`privacy request ${started.id}: link queued`);
    sendSoon(c, started.emails);
    return c.json({ success: true as const, message: privacyLinkSent(langOf(c)) }, 202);
  });
});

/**
 * Opens a link: proves the address and shows how much is held for it. A used link shows only its own request (no
 * address, no counts of what is held now: whoever finds the e-mail later learns nothing new), for a short while.
 * Changes nothing else.
 */
privacy.post('/open', async (c) => {
  const { body } = await readJsonBody(c);
  const parsed = parseWith(PrivacyOpenSchema, body);
  if (!parsed.success) return inactive(c);
  return storage(c, async () => {
    const found = await byToken(c, parsed.output.token);
    if (found instanceof Response) return found;
    if (found.kind) return c.json({ success: true as const, request: summary(found) });
    const r = await verifyPrivacyRequest(c.env.DB, found);
    const held = await heldFor(c.env.DB, exactAddress(r.email), clinicDate());
    return c.json({ success: true as const, email: r.email, held, request: summary(r) });
  });
});

/**
 * Acts on what the person chose: a copy (e-mailed at once) or erasure (done at once), or a correction or complaint
 * (open for the clinic, with its due date). Idempotent: the same choice again answers as the first; a link already
 * used for another choice is refused.
 */
privacy.post('/act', async (c) => {
  const { body } = await readJsonBody(c);
  if (typeof body.token !== 'string' || !TOKEN_RE.test(body.token)) return inactive(c);
  const parsed = parseWith(PrivacyActSchema, body, langOf(c));
  if (!parsed.success) return fail(c, 400, parsed.error, parsed.fields);
  const { kind, details } = parsed.output;
  if ((kind === 'correction' || kind === 'grievance') && !details) {
    const locale = { locale: langOf(c) };
    const message =
      kind === 'correction' ? m.server_privacy_correct_what({}, locale) : m.server_privacy_grievance_what({}, locale);
    return fail(c, 400, message, { details: message });
  }
  return storage(c, async () => {
    const found = await byToken(c, parsed.output.token);
    if (found instanceof Response) return found;
    if (found.kind) {
      if (found.kind === kind) return c.json({ success: true as const, request: summary(found) });
      const label = requestKindLabel(found.kind, langOf(c));
      return fail(c, 409, m.server_privacy_link_used({ label }, { locale: langOf(c) }));
    }
    const days = kind === 'grievance' ? GRIEVANCE_DAYS : REQUEST_DAYS;
    const dueAt = `${addDays(clinicDate(), days)}T18:29:59.999Z`;
    const result = await actOnPrivacyRequest(c.env.DB, found, kind, details, dueAt, clinicDate(), 'pending');
    const now = await privacyRequestByTokenHash(c.env.DB, await tokenHash(parsed.output.token));
    if (result.kind === 'taken') {
      if (now?.kind === kind) return c.json({ success: true as const, request: summary(now) });
      return fail(c, 409, m.server_privacy_link_used_other({}, { locale: langOf(c) }));
    }
    // An erasure cancels the appointments still ahead: their dates' cached availability no longer holds.
    const today = clinicDate();
    for (const date of new Set(result.erasedDates)) if (date >= today) await forgetAvailability(c, date);
    console.log(`privacy request ${found.id}: ${kind} ${result.kind}`);
    sendSoon(c, result.emails);
    return c.json({ success: true as const, request: now ? summary(now) : null });
  });
});
