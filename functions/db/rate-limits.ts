/**
 * Counts one request for a client in the current fixed window and returns the count so far (this one included).
 * One statement, so concurrent requests never lose a count.
 */
export async function hitRateLimit(db: D1Database, key: string, expiresAt: number): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, count, expires_at) VALUES (?1, 1, ?2)
       ON CONFLICT (key) DO UPDATE SET count = count + 1
       RETURNING count`,
    )
    .bind(key, expiresAt)
    .first<{ count: number }>();
  return row?.count ?? 1;
}

/** Deletes the counters of windows that have ended. */
export async function pruneRateLimits(db: D1Database, nowSeconds: number): Promise<void> {
  await db.prepare('DELETE FROM rate_limits WHERE expires_at < ?1').bind(nowSeconds).run();
}
