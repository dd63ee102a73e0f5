import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type GlossaryEntry, HINDI_GLOSSARY } from '../../common/i18n/hindi-glossary';
import { glossesOf, HINDI_GLOSS_LIMIT, hindiPages } from '../../scripts/hindi-glosses';

/**
 * The Hindi house style (common/i18n/hindi-glossary.ts) holds in every Hindi source, and no Hindi page carries more than
 * HINDI_GLOSS_LIMIT bracketed English glosses (scripts/hindi-glosses.ts counts them; `node scripts/hindi-glosses.ts`
 * prints the table).
 */

const ROOT = resolve(import.meta.dirname, '../..');

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(resolve(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(ROOT, join(d.parentPath, d.name)))
    .filter(keep)
    .sort();
}

/**
 * Sources that hold Hindi without being Hindi files: the phone message templates (what is submitted to Meta and DLT)
 * and the closure reasons the desk fills in (issue 38).
 */
const MIXED_SOURCES = ['common/notify/templates.ts', 'common/clinic/closure-reasons.ts'];

/**
 * Every file written in Hindi: catalogues (e-mails too), content modules, *.hi.ts copy (no-JS forms, clinic facts,
 * notice), and the mixed sources above.
 */
const HINDI_SOURCES = [
  ...filesUnder('web/messages', (p) => p.endsWith('/hi.json')),
  ...filesUnder('web/src/content', (p) => p.includes('/hi/') || p.endsWith('.hi.ts')),
  ...filesUnder('common', (p) => p.endsWith('.hi.ts') && !p.startsWith('common/paraglide/')),
  ...filesUnder('functions', (p) => p.endsWith('.hi.ts')),
  ...MIXED_SOURCES,
];

function patternOf(entry: GlossaryEntry): RegExp {
  const source = entry.pattern ?? entry.banned.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(source.normalize('NFC'), 'gu');
}

/** Each banned variant found in a text, with its line. */
function findings(text: string, file: string): string[] {
  const lines = text.normalize('NFC').split('\n');
  const found: string[] = [];
  for (const entry of HINDI_GLOSSARY) {
    const pattern = patternOf(entry);
    lines.forEach((line, i) => {
      for (const match of line.matchAll(pattern))
        found.push(`${file}:${i + 1}: "${match[0]}" (${entry.banned}) → write "${entry.preferred}": ${entry.reason}`);
    });
  }
  return found;
}

describe('the Hindi glossary', () => {
  it('reads every Hindi source', () => {
    expect(HINDI_SOURCES).toEqual(
      expect.arrayContaining([
        'web/messages/forms/hi.json',
        'web/src/content/conditions/hi/lung-cancer.ts',
        'web/src/content/services/hi/bronchoscopy.ts',
        'web/src/content/privacy-notice.hi.ts',
        'common/booking/preparation.hi.ts',
        'web/messages/email/hi.json',
        'common/notify/templates.ts',
        'common/clinic/closure-reasons.ts',
      ]),
    );
    expect(HINDI_SOURCES.length).toBeGreaterThanOrEqual(6 + 28 + 1 + 4 + 1 + 2);
  });

  it('is data: each entry says what to write instead, and why', () => {
    for (const entry of HINDI_GLOSSARY) {
      expect(entry.banned.trim(), JSON.stringify(entry)).not.toBe('');
      expect(entry.preferred.trim(), entry.banned).not.toBe('');
      expect(entry.reason.trim(), entry.banned).not.toBe('');
      expect(() => patternOf(entry), entry.banned).not.toThrow();
      // A variant that matched its own preferred form could never be fixed.
      expect(entry.preferred.normalize('NFC').match(patternOf(entry)), entry.banned).toBeNull();
    }
  });

  it('catches a banned variant, with the file and what to write instead', () => {
    expect(findings("'पेट-सीटी स्कैन'", 'x.ts')).toEqual([
      'x.ts:1: "पेट-सीटी" (पेट-सीटी) → write "पीईटी-सीटी (PET-CT)": पेट means stomach: it reads as an abdominal CT.',
    ]);
    // The same word with its nukta, as every file writes it, passes; the nukta-less one does not.
    expect(findings('नुक़सान, क़दम, सँभालें, फ़र्क़, संभव', 'x.ts')).toEqual([]);
    expect(findings('नुकसान', 'x.ts')).toHaveLength(1);
    // A JavaScript spread is not an ellipsis.
    expect(findings('...SERVICE_SLUGS, "भेजा जा रहा है..."', 'x.ts')).toHaveLength(1);
    // The review of issue 38: a plain-hyphen ई-मेल, a Latin full stop after Hindi (not डॉ.'s), a masculine अपॉइंटमेंट.
    expect(findings('ई-मेल', 'x.ts')).toHaveLength(1);
    expect(findings('ई\u2011मेल', 'x.ts')).toEqual([]);
    expect(findings('बुक हो गई.', 'x.ts')).toHaveLength(1);
    expect(findings('बुक हो गई। डॉ. मल्होत्रा, 26 सितंबर 2026. Dr. Malhotra.', 'x.ts')).toEqual([]);
    expect(findings('आपका अपॉइंटमेंट', 'x.ts')).toHaveLength(1);
    expect(findings('तारीख और हिंदी', 'x.ts')).toHaveLength(2);
  });

  for (const file of HINDI_SOURCES) {
    it(`${file} uses no banned variant`, () => {
      expect(findings(readFileSync(resolve(ROOT, file), 'utf8'), file)).toEqual([]);
    });
  }
});

describe('bracketed English glosses on the Hindi pages', async () => {
  const pages = await hindiPages(ROOT);

  it('counts all 28 pages', () => {
    expect(pages).toHaveLength(28);
  });

  it(`keeps every page at ${HINDI_GLOSS_LIMIT} or fewer`, () => {
    const over = pages
      .map(({ page, file, texts }) => ({ page, file, glosses: texts.flatMap(glossesOf) }))
      .filter((p) => p.glosses.length > HINDI_GLOSS_LIMIT)
      .map((p) => `${p.page} (${p.file}): ${p.glosses.length} glosses: ${p.glosses.join(', ')}`);
    expect(over).toEqual([]);
  });

  it('counts a gloss as a bracket with any Latin letter', () => {
    expect(glossesOf('कोशिकाएँ (Cells) और डायबिटीज़ (शुगर / Diabetes), पीईटी-सीटी (PET-CT); (शुगर) नहीं')).toEqual([
      'Cells',
      'शुगर / Diabetes',
      'PET-CT',
    ]);
  });
});
