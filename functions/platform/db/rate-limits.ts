/** A client's counter for the current window: the store batches count the request and refuse past `max`. */
export interface RateLimitGuard {
  key: string;
  max: number;
  /** When the window ends (epoch seconds); the counter may be deleted after. */
  windowEnd: number;
}

/**
 * SQL condition for a store statement in the same batch, after `hitRateLimit`: true while the client's counter is
 * within its limit, or when there is no counter (?k is NULL). Binds the key at ?k and the maximum at ?k+1.
 */
export function rateLimitAllows(k: number): string {
  return `(?${k} IS NULL OR (SELECT count FROM rate_limits WHERE key = ?${k}) <= ?${k + 1})`;
}

/**
 * The statement counting one request for a client in the current fixed window, returning the count so far (this one
 * included). One statement, so concurrent requests never lose a count.
 */
export function hitRateLimit(db: D1Database, key: string, expiresAt: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO rate_limits (key, count, expires_at) VALUES (?1, 1, ?2)
       ON CONFLICT (key) DO UPDATE SET count = count + 1
       RETURNING count`,
    )
    .bind(key, expiresAt);
}

/** Deletes the counters of windows that have ended. */
export async function pruneRateLimits(db: D1Database, nowSeconds: number): Promise<void> {
  await db.prepare('DELETE FROM rate_limits WHERE expires_at < ?1').bind(nowSeconds).run();
}
