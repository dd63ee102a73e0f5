import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` runs pure code in Node; `workers` runs the API inside workerd with a real local D1,
 * configured from wrangler.toml. The schema goes in from schema.sql (tests/api/setup.ts).
 */
export default defineConfig({
  test: {
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
              bindings: {
                // The suite sets RESEND_API_KEY per test where it exercises the real sending path.
                RESEND_TIMEOUT_MS: '300',
                // The suite runs as a developer's machine; the deployed-mode tests override it.
                ENVIRONMENT: 'development',
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
    ],
  },
});
