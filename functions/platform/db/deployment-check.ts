/** The site's published configuration check, as the scheduler Worker reads it (decision 015). */
export interface DeploymentCheck {
  manage_secret_check: string;
  site_origin: string;
  updated_at: string;
}

/** The published check, or null when the site has published none yet. */
export function readDeploymentCheck(db: D1Database): Promise<DeploymentCheck | null> {
  return db
    .prepare('SELECT manage_secret_check, site_origin, updated_at FROM deployment_check WHERE id = 1')
    .first<DeploymentCheck>();
}

/**
 * Publishes the site's check: the row is written when there is none or when a value differs (a rotated secret, a
 * new origin), and left alone (its time too) when both are the same.
 */
export async function publishDeploymentCheck(
  db: D1Database,
  check: { manageSecretCheck: string; siteOrigin: string; at: string },
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO deployment_check (id, manage_secret_check, site_origin, updated_at) VALUES (1, ?1, ?2, ?3)
       ON CONFLICT (id) DO UPDATE SET manage_secret_check = excluded.manage_secret_check,
         site_origin = excluded.site_origin, updated_at = excluded.updated_at
       WHERE manage_secret_check <> excluded.manage_secret_check OR site_origin <> excluded.site_origin`,
    )
    .bind(check.manageSecretCheck, check.siteOrigin, check.at)
    .run();
}
