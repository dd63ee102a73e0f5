import { spawnSync } from 'node:child_process';
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

/**
 * Whether the system has a Devanagari font, as every patient's phone does (Android's is Noto Sans Devanagari). A
 * patient's first Hindi page is set in it (scripts/lib/fonts.ts); without one, Chromium draws boxes there, which is
 * not what any patient sees, so the browser tests and the bench want one.
 */
export function hasDevanagariFont(): boolean {
  const r = spawnSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim().length > 0;
}

/** Debian's package with Noto Sans Devanagari (the face Android ships). */
export const DEVANAGARI_FONT_PACKAGE = 'fonts-noto-core';
