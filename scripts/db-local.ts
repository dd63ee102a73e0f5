/** Brings the local D1 that `npm start` uses up to date: applies the migrations it has not had yet. */
import { applyLocalMigrations } from './lib/wrangler.ts';

await applyLocalMigrations();
