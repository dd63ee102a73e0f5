import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect } from '@playwright/test';
import { currentWorkerSitePort, e2eDatabaseDir } from '../../scripts/lib/e2e-ports';

/**
 * What the e2e server stored, read from its local D1 (the SQLite file wrangler keeps under the worker's persist
 * directory, scripts/lib/e2e-database.ts), read-only beside the running server. A worker reads its own server's D1,
 * and each test its own patient's rows, as tests/e2e/mailbox.ts does with the captured e-mails.
 */

const D1_DIR = resolve(
  import.meta.dirname,
  '../..',
  e2eDatabaseDir(currentWorkerSitePort()),
  'v3/d1/miniflare-D1DatabaseObject',
);

/** Runs one read on the worker's D1, opened for it alone (the server goes on writing between reads). */
function read<T>(sql: string, ...params: string[]): T[] {
  const file = readdirSync(D1_DIR).find((n) => n.endsWith('.sqlite') && n !== 'metadata.sqlite');
  if (!file) throw new Error(`no D1 in ${D1_DIR}`);
  const db = new DatabaseSync(resolve(D1_DIR, file), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** A booking's phone columns, as stored. */
export interface StoredBooking {
  id: string;
  locale: string;
  phone_e164: string | null;
  messages_opt_in_at: string | null;
  messages_notice_version: string | null;
}

/** The bookings made with an e-mail address, oldest first. */
export function bookingsOf(email: string): StoredBooking[] {
  return read<StoredBooking>(
    `SELECT id, locale, phone_e164, messages_opt_in_at, messages_notice_version
     FROM appointments WHERE lower(email) = lower(?) ORDER BY created_at`,
    email,
  );
}

/** The one booking made with an e-mail address (a test's own patient), once stored. */
export async function bookingOf(email: string): Promise<StoredBooking> {
  await expect.poll(() => bookingsOf(email).length, { message: `booking by ${email}` }).toBe(1);
  return bookingsOf(email)[0];
}

/** One outbox row on a phone channel (WhatsApp or SMS). */
export interface PhoneRow {
  id: string;
  kind: string;
  channel: string;
  status: string;
}

/** A booking's outbox rows on the phone channels, oldest first. */
export function phoneRowsOf(bookingId: string): PhoneRow[] {
  return read<PhoneRow>(
    `SELECT id, kind, channel, status FROM outbox
     WHERE ref_id = ? AND channel != 'email' ORDER BY created_at, id`,
    bookingId,
  );
}

/**
 * Waits until a booking's message of a kind has gone out on WhatsApp (in development: captured, not sent) and
 * returns its row.
 */
export async function whatsAppRowOf(bookingId: string, kind: string): Promise<PhoneRow> {
  const find = () => phoneRowsOf(bookingId).find((r) => r.channel === 'whatsapp' && r.kind === kind);
  await expect.poll(() => find()?.status, { message: `${kind} on WhatsApp for ${bookingId}` }).toBe('captured');
  return find() as PhoneRow;
}
