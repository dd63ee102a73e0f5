import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

const migrations = await readD1Migrations('./migrations');

/**
 * Three projects: `unit` runs pure code in Node; `workers` runs the API inside workerd with a real local D1,
 * configured from wrangler.toml (the database is built by the migrations, tests/api/setup.ts; two more databases let
 * tests compare schema.sql with what the migrations produce and upgrade a database filled under the seed's schema);
 * `html` reads the built pages (their HTML, headers, sitemap) as a search engine or a browser without JavaScript does,
 * from one `wrangler pages dev` over dist/ (tests/html/global-setup.ts): it needs `npm run build` first
 * (docs/decisions/027-test-budget.md).
 */
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker: the API files then run one after another, each waiting ~3 s
    // for its own workerd. Two at once overlap those starts; each file still has its own workerd and in-memory D1, so
    // no file sees another's rows (docs/decisions/022-parallel-browser-tests.md).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              d1Databases: ['SCHEMA_DB', 'UPGRADE_DB'],
              bindings: {
                TEST_MIGRATIONS: migrations,
                // The suite sets RESEND_API_KEY per test where it exercises the real sending path.
                RESEND_TIMEOUT_MS: '300',
                // The suite runs as a developer's machine; the deployed-mode tests override it.
                ENVIRONMENT: 'development',
                // …listening on loopback, as `npm start` does by default (the desk's local identity needs it).
                LISTEN_HOST: '127.0.0.1',
              },
            },
          }),
        ],
        test: {
          name: 'workers',
          include: ['tests/api/**/*.test.ts'],
          setupFiles: ['./tests/api/setup.ts'],
        },
      },
      {
        test: {
          name: 'html',
          include: ['tests/html/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/html/global-setup.ts'],
          setupFiles: ['./tests/html/setup.ts'],
        },
      },
    ],
  },
});
