import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/**
 * The names the `Env` interface declares (functions/platform/env.ts): its members, each on a line of its own at two
 * spaces' indent between `export interface Env {` and the closing brace (the project's formatter keeps it so).
 */
function envNames(): string[] {
  const text = readFileSync(resolve(root, 'functions/platform/env.ts'), 'utf8');
  const body = /\nexport interface Env \{\n([\s\S]*?)\n\}/.exec(text)?.[1];
  if (!body) throw new Error('functions/platform/env.ts has no `export interface Env { … }`');
  return [...body.matchAll(/^ {2}([A-Za-z_][A-Za-z0-9_]*)\??:/gm)].map((x) => x[1]);
}

/** The backticked names in the first column of the table under the heading that starts with `heading`. */
function documentedNames(heading: string): string[] {
  const doc = readFileSync(resolve(root, 'docs/configuration.md'), 'utf8');
  const start = doc.indexOf(`\n## ${heading}`);
  if (start < 0) throw new Error(`docs/configuration.md has no section "${heading}"`);
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end < 0 ? undefined : end);
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((x) => x[1]));
}

describe('docs/configuration.md', () => {
  it("lists every name of the Function's Env, and no name Env does not declare", () => {
    const declared = envNames();
    const documented = documentedNames("The Function's and the scheduler's environment");
    expect(declared.length).toBeGreaterThan(30);
    expect(documented.filter((n) => !declared.includes(n))).toEqual([]);
    expect(declared.filter((n) => !documented.includes(n))).toEqual([]);
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('lists only settings the scripts really read', () => {
    const files = [
      ...readdirSync(resolve(root, 'scripts'), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts'))
        .map((f) => `scripts/${f}`),
      'playwright.config.ts',
      'vite.config.ts',
    ];
    const read = files.map((f) => readFileSync(resolve(root, f), 'utf8')).join('\n');
    const documented = documentedNames('Build, `npm start`, tests and bench');
    expect(documented.length).toBeGreaterThan(15);
    expect(documented.filter((n) => !new RegExp(`\\b${n}\\b`).test(read))).toEqual([]);
  });
});
