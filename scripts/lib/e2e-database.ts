import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { e2eDatabaseDir } from './e2e-ports.ts';
import { applyLocalMigrations } from './wrangler.ts';

const root = resolve(import.meta.dirname, '../..');

/**
 * Fresh local D1s for the browser tests' servers, one persist directory each (e2eDatabaseDir): the migrations
 * are applied once, into a template, and each server gets a copy of it, so N servers cost one migration run.
 * Returns the directories, in the order of `ports`. `quiet` keeps wrangler's table of migrations out of the output.
 */
export async function freshDatabases(ports: number[], quiet = false): Promise<string[]> {
  const template = resolve(root, `.wrangler/e2e-template-${ports[0]}`);
  rmSync(template, { recursive: true, force: true });
  await applyLocalMigrations(template, quiet);
  const dirs = ports.map((port) => resolve(root, e2eDatabaseDir(port)));
  for (const dir of dirs) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(template, dir, { recursive: true });
  }
  rmSync(template, { recursive: true, force: true });
  return dirs;
}
