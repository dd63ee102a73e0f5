import type { D1Migration } from 'cloudflare:test';
import type { Env as FunctionEnv } from '../../functions/platform/env';

// Types `env` from cloudflare:test as the Function's own bindings, plus what vitest.config.ts adds for the tests.
declare global {
  namespace Cloudflare {
    interface Env extends FunctionEnv {
      /** The migrations/ folder, read by vitest.config.ts. */
      TEST_MIGRATIONS: D1Migration[];
      /** Empty databases for the schema tests (tests/api/migrations.test.ts). */
      SCHEMA_DB: D1Database;
      UPGRADE_DB: D1Database;
    }
  }
}
