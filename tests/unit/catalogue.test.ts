import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every catalogue area (web/messages/<area>) says each message in English and in Hindi: the same keys, the Hindi in
 * Devanagari with Latin digits. The areas with their own, stricter tests (forms, chrome, home) are read here too.
 */

const ROOT = resolve(import.meta.dirname, '../../web/messages');
const areas = readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Written in Latin letters on purpose: a brand, and the switch to English, which speaks English. */
const LATIN = new Set(['chrome_whatsapp', 'language_switch_label', 'language_switch_title']);

function messages(area: string, locale: 'en' | 'hi'): Record<string, string> {
  const { $schema: _, ...rest } = JSON.parse(readFileSync(resolve(ROOT, area, `${locale}.json`), 'utf8'));
  return rest;
}

describe('the catalogues', () => {
  it('include the e-mails, the server’s answers and the titles', () => {
    expect(areas).toEqual(expect.arrayContaining(['email', 'server', 'titles', 'forms', 'chrome']));
  });

  describe.each(areas)('%s', (area) => {
    const en = messages(area, 'en');
    const hi = messages(area, 'hi');

    it('has every message in both languages, each key once, with the area prefix', () => {
      expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
      if (area !== 'common') for (const key of Object.keys(en)) expect(key.startsWith(`${area}_`), key).toBe(true);
    });

    it('writes Hindi in Devanagari with Latin digits', () => {
      for (const [key, text] of Object.entries(hi)) {
        // A message that is only punctuation around its inputs ("{date}, {time}", ".") has no words of its own.
        const words = text.replace(/\{\w+\}/g, '').replace(/[\s\p{P}\p{S}\d]/gu, '');
        if (words && !LATIN.has(key)) expect(text, key).toMatch(/\p{Script=Devanagari}/u);
        expect(text, key).not.toMatch(/[०-९]/);
      }
    });
  });
});
