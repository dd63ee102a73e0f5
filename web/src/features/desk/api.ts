import { type ApiResult, apiAnswer, postJson } from '../api';

/** The header every desk change carries: the API refuses a change without it (a cross-site form cannot send it). */
const DESK_HEADERS = { 'X-Desk-Request': '1' };

/** The answers that mean "not signed in / not allowed / not set up": the page shows the sign-in help, not the view. */
export const ACCESS_STATUSES = [401, 403, 503] as const;

/** True when an answer says the person is not (or cannot be) signed in to the desk. */
export function isAccessProblem(r: { ok: boolean; status: number }): boolean {
  return !r.ok && (ACCESS_STATUSES as readonly number[]).includes(r.status);
}

/** GETs a desk answer; never throws, never cached (the API says no-store too). */
export async function deskGet<T>(path: string): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(`/api/desk${path}`, { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch {
    return { ok: false, status: 0, network: true };
  }
  return apiAnswer<T>(res);
}

/** POSTs a desk change as JSON with the desk's header (and any other, e.g. an Idempotency-Key). */
export function deskPost<T = Record<string, unknown>>(
  path: string,
  body: unknown = {},
  headers: Record<string, string> = {},
): Promise<ApiResult<T>> {
  return postJson<T>(`/api/desk${path}`, body, { ...DESK_HEADERS, ...headers });
}

/** What to tell staff when a request failed: the API's own words, or why there are none. */
export function failureText(r: { status: number; error?: string; network?: boolean }): string {
  if (r.network) return 'The desk could not reach the server. Check the connection and try again.';
  return r.error ?? `The server answered ${r.status}. Please try again.`;
}
