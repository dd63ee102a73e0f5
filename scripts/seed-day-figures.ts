/**
 * Fills the local D1 (the one `npm start` uses) with four weeks of plausible bookings and queues ending yesterday, for
 * looking at the desk's Figures tab: `node scripts/seed-day-figures.ts [weeks]`. Run again, it replaces what it added
 * before (its rows' ids say they are seeded); nothing else in the database is touched. The rows are the API test's
 * (tests/api/day-figures-seed.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveExtensionless } from './lib/extensionless.ts';
import { applyLocalMigrations, LOCAL_STATE, wranglerRun } from './lib/wrangler.ts';

resolveExtensionless();
const { addDays, clinicDate } = await import('../common/booking/schedule.ts');
const { dayFiguresSeed, SEED_ID_PREFIXES, seedStatements } = await import('../tests/api/day-figures-seed.ts');

/** A value as an SQL literal (the seed's own strings and numbers: no input from anyone). */
function literal(v: string | number | null): string {
  if (v === null) return 'NULL';
  return typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`;
}

const weeks = Number(process.argv[2] ?? 4);
const seed = dayFiguresSeed(addDays(clinicDate(), -1), Number.isInteger(weeks) && weeks > 0 ? weeks : 4);
const sql = [
  `DELETE FROM queue_entries WHERE id LIKE '${SEED_ID_PREFIXES.queue_entries}%'
     OR appointment_id LIKE '${SEED_ID_PREFIXES.appointments}%';`,
  `DELETE FROM appointments WHERE id LIKE '${SEED_ID_PREFIXES.appointments}%';`,
  ...seedStatements(seed).map(
    ({ sql: insert, values }) => `${insert.replace(/\?(\d+)/g, (_, i: string) => literal(values[Number(i) - 1]))};`,
  ),
].join('\n');

await applyLocalMigrations();
const dir = mkdtempSync(join(tmpdir(), 'seed-day-figures-'));
try {
  const file = join(dir, 'seed.sql');
  writeFileSync(file, sql);
  await wranglerRun(['d1', 'execute', 'DB', '--local', '--persist-to', LOCAL_STATE, '--file', file], {
    env: { CI: 'true' },
    // wrangler prints every statement's (empty) result: only its errors are worth reading.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`Seeded ${seed.rows.length} rows from ${seed.from} to ${seed.to}: open /desk?view=figures.`);
