import type { RequestKind } from '../../../../common/privacy/facts';
import { pageLocale } from '../../i18n';
import { type ApiResult, postJson } from '../api';

/**
 * The privacy request calls (functions/privacy/routes/privacy.ts). The link's token stays in memory: it goes only into these
 * POST bodies, never into a URL, a log or storage.
 */

/** A request as the API shows it: what was asked, where it stands, and when it is due or was done. */
export interface PrivacyRequestSummary {
  reference: string;
  kind: RequestKind | null;
  status: 'unverified' | 'open' | 'done';
  due_at: string | null;
  done_at: string | null;
  outcome: string | null;
}

/** What the clinic holds for the link's address. */
export interface Held {
  bookings: number;
  upcoming: number;
  messages: number;
}

/**
 * What opening a link answers: the address and what is held for it while the link is unused; only the request itself
 * once it was used (for a short while, then the link answers as an unknown one).
 */
export type OpenAnswer = ApiResult<
  | { success: true; email: string; held: Held; request: PrivacyRequestSummary }
  | { success: true; email?: undefined; held?: undefined; request: PrivacyRequestSummary }
>;
export type ActAnswer = ApiResult<{ success: true; request: PrivacyRequestSummary | null }>;

/**
 * Asks for a link to the address (the answer is the same whether or not anything is held for it), in the page's
 * language: the API keeps it with the request, so its e-mails are in it.
 */
export function startRequest(
  email: string,
  extra: Record<string, string>,
  headers: Record<string, string>,
): Promise<ApiResult<{ success: true; message: string }>> {
  return postJson('/api/privacy/start', { email, locale: pageLocale(), ...extra }, headers);
}

/** Opens the link: the address, what is held for it, and any request already made with it. Changes nothing else. */
export function openRequest(token: string): Promise<OpenAnswer> {
  return postJson('/api/privacy/open', { token });
}

/** Makes the request the person chose (details: what to correct, or the complaint; '' for the others). */
export function actOnRequest(token: string, kind: RequestKind, details: string): Promise<ActAnswer> {
  return postJson('/api/privacy/act', { token, kind, details });
}
