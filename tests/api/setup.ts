import { env } from 'cloudflare:test';
import { beforeAll } from 'vitest';
import schemaSql from '../../schema.sql?raw';

/** Splits schema.sql into statements: strips comments, then splits on semicolons at line ends. */
function statements(sql: string): string[] {
  return sql
    .split('\n')
    .map((l) => l.replace(/--.*$/, ''))
    .join('\n')
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
}

beforeAll(async () => {
  await env.DB.batch(statements(schemaSql).map((s) => env.DB.prepare(s)));
});
