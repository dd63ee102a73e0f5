/** Applies schema.sql to the local D1 that `npm start` uses (idempotent). */
import { applyLocalSchema } from './lib/wrangler.ts';

await applyLocalSchema();
