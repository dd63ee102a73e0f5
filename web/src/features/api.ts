import { pageLocale } from '../i18n';

/** The API's answer as the forms read it: ok only for a 2xx with success true (spec §7). */
export type ApiResult<T = Record<string, unknown>> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error?: string; fields?: Record<string, string>; network?: boolean };

/**
 * The header every call to the API carries: the page's language ('en' or 'hi'), in which the API answers (its error
 * messages come back in it, ready to show).
 */
export function languageHeader(): Record<string, string> {
  return { 'Accept-Language': pageLocale() };
}

/** POSTs JSON to the API, in the page's language; never throws. */
export async function postJson<T = Record<string, unknown>>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...languageHeader(), ...headers },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, network: true };
  }
  return apiAnswer<T>(res);
}

/** Reads an API answer as the forms do: ok only for a 2xx with success true, else its error and field errors. */
export async function apiAnswer<T = Record<string, unknown>>(res: Response): Promise<ApiResult<T>> {
  let data: Record<string, unknown> | null = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (res.ok && data?.success === true) return { ok: true, status: res.status, data: data as T };
  return {
    ok: false,
    status: res.status,
    error: typeof data?.error === 'string' && data.error ? data.error : undefined,
    fields: (data?.fields as Record<string, string> | undefined) ?? undefined,
  };
}

/** A fresh Idempotency-Key for a new draft. */
export function newDraftKey(): string {
  return `draft-${crypto.randomUUID()}`;
}
