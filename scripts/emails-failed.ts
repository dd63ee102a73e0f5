/**
 * Lists e-mails that could not be sent, newest first: `npm run emails:failed` (local D1) or
 * `npm run emails:failed -- --remote` (the deployed database; needs `wrangler login`).
 * Failed e-mails are retried automatically up to 5 times; what this lists after that needs a person.
 */
import { wranglerRun } from './lib/wrangler.ts';

const remote = process.argv.includes('--remote');
const sql = `SELECT id, kind, ref_id, attempts, last_error, next_attempt_at, updated_at
FROM outbox WHERE status = 'failed' ORDER BY updated_at DESC LIMIT 100`;

await wranglerRun(['d1', 'execute', 'DB', remote ? '--remote' : '--local', '--command', sql]);
