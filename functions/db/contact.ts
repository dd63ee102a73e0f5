import type { ContactMessage } from '../../common/schemas/contact';
import { idempotencyInsert, type StoredAnswer } from './idempotency';
import { newId } from './ids';
import { outboxInsert } from './outbox';

export interface ContactRow extends ContactMessage {
  id: string;
  created_at: string;
}

/** Stores a message and queues the clinic's notification in one atomic batch. */
export async function createContactMessage(
  db: D1Database,
  m: ContactMessage,
  idempotency?: { key: string; endpoint: string; hash: string },
): Promise<{ id: string; outboxIds: string[] }> {
  const id = newId('msg');
  const outboxIds = [newId('eml')];
  const statements = [
    db
      .prepare(
        `INSERT INTO contact_messages (id, source, name, email, phone, subject, message)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(id, m.source, m.name, m.email, m.phone, m.subject, m.message),
    outboxInsert(db, outboxIds[0], 'contact_clinic', id, 'contact_messages'),
  ];
  if (idempotency) {
    const answer: StoredAnswer = { status: 201, body: { success: true, id } };
    statements.push(idempotencyInsert(db, idempotency, answer, id, 'contact_messages'));
  }
  await db.batch(statements);
  return { id, outboxIds };
}

export async function getContactMessage(db: D1Database, id: string): Promise<ContactRow | null> {
  return db
    .prepare(`SELECT id, source, name, email, phone, subject, message, created_at FROM contact_messages WHERE id = ?1`)
    .bind(id)
    .first<ContactRow>();
}
