/** The answer given to the first request with a key, replayed to every repeat. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

type RefTable = 'appointments' | 'contact_messages';

/**
 * The statement that records a key's answer inside the request's batch. It inserts only if the request's own row
 * was inserted (a full slot stores nothing), and its UNIQUE key makes a concurrent twin's whole batch roll back.
 */
export function idempotencyInsert(
  db: D1Database,
  k: { key: string; endpoint: string; hash: string },
  answer: StoredAnswer,
  refId: string,
  refTable: RefTable,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO idempotency_keys (key, endpoint, request_hash, status, response)
       SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM ${refTable} WHERE id = ?6)`,
    )
    .bind(k.key, k.endpoint, k.hash, answer.status, JSON.stringify(answer.body), refId);
}

export interface KeyRecord {
  endpoint: string;
  request_hash: string;
  status: number;
  response: string;
}

export async function findIdempotencyKey(db: D1Database, key: string): Promise<KeyRecord | null> {
  return db
    .prepare('SELECT endpoint, request_hash, status, response FROM idempotency_keys WHERE key = ?1')
    .bind(key)
    .first<KeyRecord>();
}

/**
 * Marks a key used by a request that was refused (a form without JavaScript, whose token is good for one submission):
 * recorded under another endpoint name, so any later request with the key is answered as a reused key.
 */
export async function spendKey(db: D1Database, key: string, endpoint: string): Promise<void> {
  await db
    .prepare(
      `INSERT OR IGNORE INTO idempotency_keys (key, endpoint, request_hash, status, response)
       VALUES (?1, ?2, '', 409, '{"success":false}')`,
    )
    .bind(key, `${endpoint} (refused)`)
    .run();
}
