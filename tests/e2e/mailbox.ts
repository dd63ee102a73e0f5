import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from '@playwright/test';
import { currentWorkerSitePort, e2eDayPort, e2eMailboxLog, e2eSchedulePort } from '../../scripts/lib/e2e-ports';

/**
 * The e-mails and WhatsApp messages the e2e server captured instead of sending (functions/notify/outbox.ts and
 * functions/notify/channels/whatsapp.ts print each one whole; scripts/e2e-server.ts writes that output to
 * test-results/e2e-emails-<port>.log). A worker reads its own server's
 * log and the schedule and day variants' (only their own journeys book there), and each test uses its own
 * recipient, so it reads only its own mail.
 */

const LOGS = [currentWorkerSitePort(), e2eSchedulePort(), e2eDayPort()].map((port) =>
  resolve(import.meta.dirname, '../..', e2eMailboxLog(port)),
);

/** One block a server printed between its start line and its end line: the start line's id and kind, and its lines. */
interface CapturedBlock {
  id: string;
  kind: string;
  lines: string[];
}

/** Every block of one sort ("e-mail", "whatsapp") captured so far in `files`, in the order they were printed. */
function capturedBlocks(sort: string, files: readonly string[] = LOGS): CapturedBlock[] {
  let log = '';
  for (const file of files) {
    try {
      log += `${readFileSync(file, 'utf8')}\n`;
    } catch {
      // A server that has printed nothing yet.
    }
  }
  const start = new RegExp(`^── ${sort} (\\S+) \\(([a-z_]+)\\) captured`);
  const end = `── end of ${sort} ──`;
  // wrangler may colour its output; the blocks are read without the escape codes.
  const lines = log.replace(/\x1b\[[0-9;]*m/g, '').split(/\r?\n/);
  const blocks: CapturedBlock[] = [];
  let current: CapturedBlock | null = null;
  for (const line of lines) {
    const started = start.exec(line);
    if (started) {
      current = { id: started[1], kind: started[2], lines: [] };
      continue;
    }
    if (!current) continue;
    if (line.startsWith(end)) {
      blocks.push(current);
      current = null;
      continue;
    }
    current.lines.push(line);
  }
  return blocks;
}

/** One captured e-mail: its outbox id, kind (appointment_patient, reschedule_patient …), headers and text. */
export interface CapturedEmail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * Every e-mail captured so far, in the order they were printed: by the servers, or by another process whose output is
 * in `files` (the scheduler Worker a journey starts itself).
 */
export function capturedEmails(files: readonly string[] = LOGS): CapturedEmail[] {
  return capturedBlocks('e-mail', files).map(({ id, kind, lines }) => {
    const header = (name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2) ?? '';
    return { id, kind, to: header('To'), subject: header('Subject'), text: lines.join('\n') };
  });
}

/**
 * The parts of a captured Cloud API request the journeys read (its whole shape: WhatsAppRequest in
 * functions/notify/channels/whatsapp.ts, whose module brings the Workers' types).
 */
export interface CapturedWhatsApp {
  to: string;
  template: { name: string; language: { code: string }; components: unknown[] };
}

/**
 * The Cloud API request of a WhatsApp message captured instead of sent (functions/notify/channels/whatsapp.ts prints it whole),
 * found by its outbox id once printed (it goes out after the response).
 */
export async function capturedWhatsApp(id: string): Promise<CapturedWhatsApp> {
  let found: CapturedBlock | undefined;
  await expect
    .poll(
      () => {
        found = capturedBlocks('whatsapp').find((b) => b.id === id);
        return !!found;
      },
      { message: `WhatsApp message ${id}`, timeout: 15_000 },
    )
    .toBe(true);
  return JSON.parse((found as CapturedBlock).lines.join('\n')) as CapturedWhatsApp;
}

/** Waits until `count` e-mails of a kind have been captured for a recipient (they go out after the response). */
export async function waitForEmails(to: string, kind: string, count = 1): Promise<CapturedEmail[]> {
  let found: CapturedEmail[] = [];
  await expect
    .poll(
      () => {
        found = capturedEmails().filter((e) => e.kind === kind && e.to.toLowerCase() === to.toLowerCase());
        return found.length;
      },
      { message: `${kind} e-mail to ${to}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** Waits for an e-mail of a kind to a recipient and returns the last one. */
export async function waitForEmail(to: string, kind: string): Promise<CapturedEmail> {
  const found = await waitForEmails(to, kind);
  return found[found.length - 1];
}

/** The manage link (<origin>/manage#<token>) in an e-mail's text. */
export function manageLinkIn(email: CapturedEmail): string {
  const link = /https?:\/\/[^\s\]<>)"]+\/manage#[A-Za-z0-9_-]{43}/.exec(email.text)?.[0];
  if (!link) throw new Error(`no manage link in the ${email.kind} e-mail to ${email.to}`);
  return link;
}

/** Waits for the booking confirmation sent to a recipient and returns the manage link it carries. */
export async function manageLinkFor(to: string): Promise<string> {
  return manageLinkIn(await waitForEmail(to, 'appointment_patient'));
}

/** The privacy request link (<origin>/privacy/request#<token>) in an e-mail's text. */
export function privacyLinkIn(email: CapturedEmail): string {
  const link = /https?:\/\/[^\s\]<>)"]+\/privacy\/request#[A-Za-z0-9_-]{43}/.exec(email.text)?.[0];
  if (!link) throw new Error(`no privacy link in the ${email.kind} e-mail to ${email.to}`);
  return link;
}

/** Waits for the `n`-th privacy link sent to a recipient (1 for the first) and returns it. */
export async function privacyLinkFor(to: string, n = 1): Promise<string> {
  const found = await waitForEmails(to, 'privacy_link', n);
  return privacyLinkIn(found[n - 1]);
}

/** Waits until an e-mail of a kind whose text contains `needle` has been captured (for the clinic's inbox). */
export async function waitForEmailContaining(kind: string, needle: string): Promise<CapturedEmail> {
  let found: CapturedEmail | undefined;
  await expect
    .poll(
      () => {
        found = capturedEmails().find((e) => e.kind === kind && e.text.includes(needle));
        return !!found;
      },
      { message: `${kind} e-mail containing ${needle}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as CapturedEmail;
}
