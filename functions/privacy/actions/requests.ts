/**
 * A person's requests about their data (DPDP Act ss.11–13; decision 010): the link asked for, what it opens, and what
 * the person chose — a copy and an erasure done at once, a correction or a grievance left open for the clinic.
 */
import { addDays, clinicDate } from '../../../common/booking/schedule';
import type { Locale } from '../../../common/i18n/locale';
import type { RequestKind } from '../../../common/privacy/facts';
import { GRIEVANCE_DAYS, PRIVACY_LINK_HOURS, REQUEST_DAYS, USED_LINK_MINUTES } from '../../../common/privacy/facts';
import { forgetAvailability } from '../../booking/actions';
import { newEmailState, sendQueued } from '../../notify';
import type { Site } from '../../platform/site';
import { newPrivacyLink, TOKEN_RE, tokenHash } from '../../platform/tokens';
import { deleteObjects } from '../../reports/actions';
import {
  actOnPrivacyRequest,
  exactAddress,
  heldFor,
  type PrivacyRequest,
  privacyRequestByTokenHash,
  startPrivacyRequest,
  verifyPrivacyRequest,
} from '../db/privacy';

export type { PrivacyRequest };

/**
 * Sends the e-mails a privacy request queued: now, after the response (from the rows themselves: the privacy
 * e-mails are few and composed from D1), or by the scheduler if this run has no time left.
 */
function sendSoon(site: Site, emails: { id: string }[]) {
  if (newEmailState(site.env) === 'pending') return;
  site.executionCtx.waitUntil(
    sendQueued(
      site.env,
      emails.map((e) => e.id),
    ),
  );
}

/** Starts a request for an address: the row (unverified) and the e-mail with its link, sent soon. */
export async function startRequest(site: Site, email: string, locale: Locale): Promise<void> {
  const link = await newPrivacyLink(site.env);
  // Queued 'pending' and sent right after by a claim, like any due e-mail.
  const started = await startPrivacyRequest(site.env.DB, email, link, 'pending', locale);
  console.log(`privacy request ${started.id}: link queued`);
  sendSoon(site, started.emails);
}

/** True while a link still answers: unused, for PRIVACY_LINK_HOURS; used, for USED_LINK_MINUTES after its use. */
function linkAnswers(r: Pick<PrivacyRequest, 'kind' | 'created_at' | 'acted_at'>, now = Date.now()): boolean {
  if (!r.kind) return now - Date.parse(r.created_at) <= PRIVACY_LINK_HOURS * 3_600_000;
  // A row used before acted_at existed has it backfilled (migration 0009); a missing one counts as long used.
  const usedAt = Date.parse(r.acted_at ?? '');
  return Number.isFinite(usedAt) && now - usedAt <= USED_LINK_MINUTES * 60_000;
}

/** The request a link's token opens, or null for an unknown, malformed or expired link (one answer for all). */
export async function requestOfToken(site: Site, token: string): Promise<PrivacyRequest | null> {
  if (!TOKEN_RE.test(token)) return null;
  const r = await privacyRequestByTokenHash(site.env.DB, await tokenHash(token));
  return r && linkAnswers(r) ? r : null;
}

/** Opens a link: proves the address (the first time) and counts what is held for it. */
export async function openRequest(site: Site, r: PrivacyRequest) {
  const verified = await verifyPrivacyRequest(site.env.DB, r);
  const held = await heldFor(site.env.DB, exactAddress(verified.email), clinicDate());
  return { request: verified, held };
}

export type ActOutcome =
  | { kind: 'done'; request: PrivacyRequest | null }
  | { kind: 'same'; request: PrivacyRequest }
  | { kind: 'taken'; by: RequestKind | null };

/**
 * Records what the person chose, once: a copy or an erasure is done at once (an erasure frees the places of what was
 * ahead), a correction or a grievance is left open with its due date; the e-mails go soon. The same choice again
 * answers as the first; a link already used for another choice is 'taken'.
 */
export async function actOnRequest(
  site: Site,
  found: PrivacyRequest,
  token: string,
  kind: RequestKind,
  details: string,
): Promise<ActOutcome> {
  if (found.kind) return found.kind === kind ? { kind: 'same', request: found } : { kind: 'taken', by: found.kind };
  const days = kind === 'grievance' ? GRIEVANCE_DAYS : REQUEST_DAYS;
  const dueAt = `${addDays(clinicDate(), days)}T18:29:59.999Z`;
  const result = await actOnPrivacyRequest(site.env.DB, found, kind, details, dueAt, clinicDate(), 'pending');
  const now = await privacyRequestByTokenHash(site.env.DB, await tokenHash(token));
  if (result.kind === 'taken') return now?.kind === kind ? { kind: 'same', request: now } : { kind: 'taken', by: null };
  // An erasure cancels the appointments still ahead: their dates' cached availability no longer holds.
  const today = clinicDate();
  for (const date of new Set(result.erasedDates)) if (date >= today) await forgetAvailability(site, date);
  // The erased bookings' reports: their rows went in the batch, their files go now (decision 029).
  await deleteObjects(site.env, result.objectKeys);
  console.log(`privacy request ${found.id}: ${kind} ${result.kind}`);
  sendSoon(site, result.emails);
  return { kind: 'done', request: now };
}
