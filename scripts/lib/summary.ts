/** A duration as "3m 58s" (or "42s"). */
export function took(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
}

/**
 * The end of `npm test`'s output: each stage's line, the total time, then "N passed, M failed" alone on the last
 * line, which CI (.ci/run) reads to decide the run.
 */
export function summaryLines(stages: readonly string[], passed: number, failed: number, totalMs: number): string[] {
  return ['', '── summary ──', ...stages, `total: ${took(totalMs)}`, `${passed} passed, ${failed} failed`];
}
