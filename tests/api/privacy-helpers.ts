import { env } from 'cloudflare:test';
import { expect, vi } from 'vitest';
import type { Env } from '../../functions/platform/env';
import { clearDesk } from './access-helpers';
import { call, clearAll, postJson } from './helpers';

/** Empties every table a privacy test writes: helpers.clearAll's, the desk's (audit log, closures), the requests. */
export async function clearPrivacy(): Promise<void> {
  await clearAll();
  await clearDesk();
  await env.DB.prepare('DELETE FROM privacy_requests').run();
}

/** One e-mail as the development capture printed it (no RESEND_API_KEY, ENVIRONMENT=development). */
export interface PrintedEmail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  /** The whole printed block: headers and the plain-text body. */
  text: string;
}

/** Parses the printed e-mails out of what console.log was given. */
export function parsePrinted(lines: string[]): PrintedEmail[] {
  return lines
    .filter((l) => l.startsWith('── e-mail '))
    .map((l) => ({
      id: /^── e-mail (\S+) /.exec(l)?.[1] ?? '',
      kind: /\(([a-z_]+)\) captured, not sent/.exec(l)?.[1] ?? '',
      to: /^To: (.*)$/m.exec(l)?.[1] ?? '',
      subject: /^Subject: (.*)$/m.exec(l)?.[1] ?? '',
      text: l,
    }));
}

/**
 * Runs `fn` with console.log silenced and captured; returns its result and the e-mails printed meanwhile (the
 * after-response sending included: `call` waits for it).
 */
export async function withPrinted<T>(fn: () => Promise<T>): Promise<{ result: T; emails: PrintedEmail[] }> {
  const spy = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    const result = await fn();
    return { result, emails: parsePrinted(spy.mock.calls.map((c) => c.map(String).join(' '))) };
  } finally {
    spy.mockRestore();
  }
}

/** The token of a privacy link in an e-mail's text or HTML (the part after /privacy/request#). */
export function privacyTokenIn(text: string): string | undefined {
  return /\/privacy\/request#([A-Za-z0-9_-]+)/.exec(text)?.[1];
}

/** POST /api/privacy/<action> with a JSON body. */
export function privacyCall(
  action: 'start' | 'open' | 'act',
  body: unknown,
  headers: Record<string, string> = {},
  overrides: Partial<Env> = {},
): Promise<Response> {
  return call(postJson(`/api/privacy/${action}`, body, headers), overrides);
}

/**
 * Asks for a privacy link for `email` with e-mails captured and returns its token, read the way the person gets it:
 * from the printed privacy_link e-mail to that address.
 */
export async function requestLink(email: string): Promise<{ token: string; requestId: string }> {
  const { result: res, emails } = await withPrinted(() => privacyCall('start', { email }));
  expect(res.status, await res.clone().text()).toBe(202);
  const link = emails.find((e) => e.kind === 'privacy_link' && e.to === email);
  expect(link, `a privacy link was e-mailed to ${email}`).toBeDefined();
  const token = privacyTokenIn(link?.text ?? '');
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const requestId = /Reference: (prv_\S+)/.exec(link?.text ?? '')?.[1] ?? '';
  return { token: token ?? '', requestId };
}

/** A privacy request's stored row, by its id. */
export async function privacyRow(id: string): Promise<Record<string, unknown> | null> {
  return env.DB.prepare('SELECT * FROM privacy_requests WHERE id = ?1').bind(id).first<Record<string, unknown>>();
}

/** Every privacy request's stored row, oldest first. */
export async function privacyRows(): Promise<Record<string, unknown>[]> {
  const { results } = await env.DB.prepare('SELECT * FROM privacy_requests ORDER BY created_at, id').all<
    Record<string, unknown>
  >();
  return results;
}

/** An ISO instant `hours` hours before now. */
export function hoursAgo(hours: number, from = Date.now()): string {
  return new Date(from - hours * 3_600_000).toISOString();
}
