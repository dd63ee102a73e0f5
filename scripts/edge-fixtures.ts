/**
 * Copies three prerendered pages (/, /contact, /hi) from dist/ into tests/api/fixtures/edge/, for the edge's test
 * (tests/api/edge-display.test.ts), which runs inside workerd before any build. The pages are kept as the prerender
 * wrote them except for their inline <style> blocks and the inline island runtime, which the edge never reads (they
 * are most of a page's bytes), as .html.txt so the linters leave them alone. Run after `npm run build` whenever the marked fragments change:
 * `npx node scripts/edge-fixtures.ts`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'tests/api/fixtures/edge');

/** The page without what the edge never touches: inline styles and the inline module. */
export function fixtureOf(page: string): string {
  return page
    .replace(/<style[^>]*>[\s\S]*?<\/style>\s*/g, '')
    .replace(/<script type="module" async>[\s\S]*?<\/script>\s*/g, '');
}

if (import.meta.main) {
  mkdirSync(out, { recursive: true });
  for (const [file, name] of [
    ['index.html', 'home.html.txt'],
    ['contact.html', 'contact.html.txt'],
    ['hi.html', 'hi-home.html.txt'],
  ]) {
    writeFileSync(resolve(out, name), fixtureOf(readFileSync(resolve(root, 'dist', file), 'utf8')));
  }
  console.log(`edge fixtures written to ${out}`);
}
