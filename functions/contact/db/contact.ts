import type { ContactMessage } from '../../../common/contact/schema';
import { type NewMessageState, outboxInsert, type QueuedMessage } from '../../notify/db';
import { idempotencyInsert, type StoredAnswer } from '../../platform/db/idempotency';
import { newId } from '../../platform/db/ids';
import { hitRateLimit, type RateLimitGuard, rateLimitAllows } from '../../platform/db/rate-limits';

import type { ContactRow } from '../types';

export type { ContactRow };

/** Stores a message and queues the clinic's notification in one atomic batch; `stored` is false past the rate limit. */
export async function createContactMessage(
  db: D1Database,
  m: ContactMessage,
  idempotency: { key: string; endpoint: string; hash: string } | undefined,
  emailState: NewMessageState,
  rate?: RateLimitGuard,
): Promise<{
  stored: boolean;
  id: string;
  createdAt: string;
  emails: QueuedMessage[];
  rateCount?: number;
}> {
  const id = newId('msg');
  const createdAt = new Date().toISOString();
  const emails: QueuedMessage[] = [
    { id: newId('eml'), kind: 'contact_clinic', refId: id, detail: {}, queuedAt: createdAt },
  ];
  // One round trip: count the request against the client's limit, store (refused past the limit), queue its e-mail.
  const statements = [
    ...(rate ? [hitRateLimit(db, rate.key, rate.windowEnd)] : []),
    db
      .prepare(
        `INSERT INTO contact_messages
           (id, source, name, email, phone, subject, message, created_at, notice_version, notice_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?11, CASE WHEN ?11 IS NULL THEN NULL ELSE ?8 END
         WHERE ${rateLimitAllows(9)}`,
      )
      .bind(
        id,
        m.source,
        m.name,
        m.email,
        m.phone,
        m.subject,
        m.message,
        createdAt,
        rate?.key ?? null,
        rate?.max ?? 0,
        m.notice_version || null,
      ),
    outboxInsert(db, emails[0], 'contact_messages', emailState),
  ];
  if (idempotency) {
    const answer: StoredAnswer = { status: 201, body: { success: true, id } };
    statements.push(idempotencyInsert(db, idempotency, answer, id, 'contact_messages'));
  }
  const results = await db.batch(statements);
  const rateCount = rate ? (results[0]?.results[0] as { count: number } | undefined)?.count : undefined;
  const stored = (results[rate ? 1 : 0]?.meta.changes ?? 0) === 1;
  return { stored, id, createdAt, emails, rateCount };
}

/** The statement reading the given messages (by id). */
export function selectContactMessages(db: D1Database, ids: string[]): D1PreparedStatement {
  return db
    .prepare(
      `SELECT id, source, name, email, phone, subject, message, created_at, coalesce(notice_version, '') AS notice_version
       FROM contact_messages
       WHERE id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(ids));
}
