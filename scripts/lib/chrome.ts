import { existsSync } from 'node:fs';

/** Where the tests look for Chromium: CHROME_PATH, else Debian's package. */
export function chromePath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export function hasChrome(): boolean {
  return existsSync(chromePath());
}

/** Flags for headless Chromium as root on a machine with no outside network. */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
