import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { summaryLines, took } from '../../scripts/lib/summary';

/** The pattern CI's .ci/run greps for in `npm test`'s output, read from the script itself. */
function ciPattern(): RegExp {
  const script = readFileSync(resolve(import.meta.dirname, '../../.ci/run'), 'utf8');
  const found = script.match(/grep -E '([^']+)'/);
  if (!found) throw new Error('.ci/run no longer greps for the summary line');
  return new RegExp(found[1]);
}

describe("npm test's summary", () => {
  it('ends with the line CI reads, after each stage and the total time', () => {
    const out = summaryLines(['vitest: 883 passed, 0 failed, 0 skipped (1m 02s)'], 1205, 0, 769_000);
    expect(out.at(-1)).toBe('1205 passed, 0 failed');
    expect(out.at(-1)).toMatch(ciPattern());
    expect(out.at(-2)).toBe('total: 12m 49s');
    expect(out.filter((l) => ciPattern().test(l))).toHaveLength(1);
  });

  it('writes durations as seconds, or minutes and seconds', () => {
    expect(took(42_400)).toBe('42s');
    expect(took(238_000)).toBe('3m 58s');
    expect(took(3_600_000)).toBe('60m 00s');
  });
});
