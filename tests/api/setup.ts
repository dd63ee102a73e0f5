import { applyD1Migrations, env } from 'cloudflare:test';
import { beforeAll } from 'vitest';

// The database as `npm start` and a deployment build it: by the migrations, in order.
beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
});
