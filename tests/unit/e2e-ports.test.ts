import { describe, expect, it } from 'vitest';
import * as ports from '../../scripts/lib/e2e-ports';

describe("the browser tests' servers", () => {
  it('give each worker a site port of its own, apart from the Turnstile variant’s', () => {
    const env = { E2E_PORT: '9000', E2E_WORKERS: '3' };
    const sites = [0, 1, 2].map((i) => ports.e2eSitePort(i, env));
    expect(sites).toEqual([9000, 9002, 9004]);
    expect(ports.e2eTurnstilePort(env)).toBe(9001);
    expect(sites).not.toContain(ports.e2eTurnstilePort(env));
    expect(ports.e2eSitePort(0, {})).toBe(8799);
    expect(ports.e2eTurnstilePort({ E2E_TURNSTILE_PORT: '9100' })).toBe(9100);
  });

  it('point a worker at its own server and mailbox log by its parallel index', () => {
    expect(ports.currentWorkerSitePort({ E2E_PORT: '9000', TEST_PARALLEL_INDEX: '1' })).toBe(9002);
    expect(ports.currentWorkerSitePort({ E2E_PORT: '9000' })).toBe(9000);
    expect(ports.e2eMailboxLog(9002)).toBe('test-results/e2e-emails-9002.log');
  });

  it('run E2E_WORKERS workers, 2 by default, and refuse a count that is not a whole number from 1', () => {
    expect(ports.DEFAULT_E2E_WORKERS).toBe(2);
    expect(ports.e2eWorkers({})).toBe(2);
    expect(ports.e2eWorkers({ E2E_WORKERS: '3' })).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'two'])
      expect(() => ports.e2eWorkers({ E2E_WORKERS: bad })).toThrow(/E2E_WORKERS/);
  });
});
