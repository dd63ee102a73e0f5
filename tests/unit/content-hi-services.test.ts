import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONDITION_PREPARATION,
  GENERAL_PREPARATION,
  type Preparation,
  preparationFor,
  SERVICE_PREPARATION,
} from '../../common/booking/preparation';
import {
  ALSO_BRING_HI,
  CONDITION_PREPARATION_HI,
  GENERAL_PREPARATION_HI,
  preparationForHi,
  SERVICE_PREPARATION_HI,
  WHAT_TO_BRING_HI,
} from '../../common/booking/preparation.hi';
import { NOT_SURE, SERVICE_TITLES, VISIT_REASON_VALUES } from '../../common/booking/visit-reasons';
import { WHAT_TO_BRING } from '../../common/clinic/facts';
import { SERVICE_TITLES_HI } from '../../common/clinic/service-titles.hi';
import { CONDITION_SLUGS, SERVICE_SLUGS } from '../../web/src/content/slugs';
import type { Section } from '../../web/src/content/types';
import { SERVICE_PAGES } from './content-pages';

/**
 * The Hindi service pages (web/src/content/services/hi/) and the Hindi preparation lists (common/booking/preparation.hi.ts)
 * against their English originals: the same structure, item for item, the same numbers, written in Devanagari with
 * Latin digits.
 */

const hiDir = resolve(import.meta.dirname, '../../web/src/content/services/hi');

/** A Devanagari letter (vowels and consonants, not digits or signs alone). */
const DEVANAGARI_LETTER = /[\u0905-\u0939\u0958-\u0961]/;
/** Devanagari digits ०-९: the issue asks for Latin digits everywhere. */
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/;
const PLACEHOLDER = /\b(TBD|TODO|lorem|coming soon)\b/i;

/** Every run of digits in a text, each once ("30-45 minutes" gives 30 and 45; "FEV1" gives 1). */
function numbers(text: string): string[] {
  return [...new Set(text.match(/\d+/g) ?? [])].sort();
}

/** The English text's numbers all appear in the Hindi text. */
function expectSameNumbers(en: string, hi: string, where: string) {
  const inHindi = new Set(numbers(hi));
  const missing = numbers(en).filter((n) => !inHindi.has(n));
  expect(missing, `${where}: numbers of the English text missing from the Hindi`).toEqual([]);
}

function expectHindi(text: string, where: string) {
  expect(text, `${where}: Devanagari letters`).toMatch(DEVANAGARI_LETTER);
  expect(text, `${where}: Latin digits only`).not.toMatch(DEVANAGARI_DIGIT);
}

const sectionText = (s: Section) => [...s.paragraphs, ...(s.points ?? [])].join('\n');
const SECTIONS = ['introduction', 'whyNeeded', 'howItWorks', 'whyChooseUs'] as const;

describe('Hindi service titles', () => {
  it('names every service in Hindi, with the English title in brackets, each title once', () => {
    expect(Object.keys(SERVICE_TITLES_HI).sort()).toEqual([...SERVICE_SLUGS].sort());
    for (const slug of SERVICE_SLUGS) {
      const title = SERVICE_TITLES_HI[slug];
      expectHindi(title, slug);
      expect(title.endsWith(`(${SERVICE_TITLES[slug]})`), `${slug}: ${title}`).toBe(true);
    }
    expect(new Set(Object.values(SERVICE_TITLES_HI)).size).toBe(SERVICE_SLUGS.length);
  });
});

describe('Hindi service pages', () => {
  it('has exactly one Hindi module per service slug', () => {
    expect(existsSync(hiDir)).toBe(true);
    expect(readdirSync(hiDir).sort()).toEqual(SERVICE_SLUGS.map((s) => `${s}.ts`).sort());
  });

  for (const { slug, en, hi } of SERVICE_PAGES) {
    describe(slug, () => {
      it('keeps the slug, icon, hero image and Hindi title', () => {
        expect(hi.slug).toBe(slug);
        expect(hi.slug).toBe(en.slug);
        expect(hi.icon).toBe(en.icon);
        expect(hi.heroImage).toBe(en.heroImage);
        expect(hi.title).toBe(SERVICE_TITLES_HI[slug]);
      });

      it('has a Hindi meta description of at most 160 characters, and 4–8 keywords in Hindi and English', () => {
        expectHindi(hi.description, 'description');
        expect(hi.description.length).toBeGreaterThan(40);
        expect(hi.description.length).toBeLessThanOrEqual(160);
        expectSameNumbers(en.description, hi.description, 'description');
        expect(hi.keywords.length).toBeGreaterThanOrEqual(4);
        expect(hi.keywords.length).toBeLessThanOrEqual(8);
        expect(new Set(hi.keywords).size).toBe(hi.keywords.length);
        expect(
          hi.keywords.some((k) => DEVANAGARI_LETTER.test(k)),
          'a Hindi keyword',
        ).toBe(true);
        expect(
          hi.keywords.some((k) => !DEVANAGARI_LETTER.test(k)),
          'an English keyword',
        ).toBe(true);
      });

      for (const key of SECTIONS) {
        it(`mirrors ${key}: as many paragraphs and points, in Hindi, with the same numbers`, () => {
          expect(hi[key].paragraphs.length).toBe(en[key].paragraphs.length);
          expect(hi[key].points?.length ?? 0).toBe(en[key].points?.length ?? 0);
          for (const p of hi[key].paragraphs) {
            expectHindi(p, key);
            expect(p.trim().length, key).toBeGreaterThan(40);
          }
          for (const p of hi[key].points ?? []) expectHindi(p, `${key} point`);
          expectSameNumbers(sectionText(en[key]), sectionText(hi[key]), key);
        });
      }

      it('answers the same questions, each in Hindi with the same numbers', () => {
        expect(hi.faqs.length).toBe(en.faqs.length);
        hi.faqs.forEach((f, i) => {
          expectHindi(f.question, `faq ${i + 1} question`);
          expectHindi(f.answer, `faq ${i + 1} answer`);
          expect(f.question.trim(), `faq ${i + 1}`).toMatch(/\?$/);
          expect(f.answer.trim().length, `faq ${i + 1}`).toBeGreaterThan(40);
          const enFaq = en.faqs[i];
          expectSameNumbers(`${enFaq.question}\n${enFaq.answer}`, `${f.question}\n${f.answer}`, `faq ${i + 1}`);
        });
      });

      it('writes Latin digits only, no placeholder and no clinic facts', () => {
        const all = JSON.stringify(hi);
        expect(all).not.toMatch(DEVANAGARI_DIGIT);
        expect(all).not.toMatch(PLACEHOLDER);
        expect(all).not.toMatch(/\+91|\b9\d{9}\b|Dr\.\s|डॉ\./);
      });
    });
  }
});

/** A Hindi list mirrors its English list: same length, each item Hindi, a full sentence, with the same numbers. */
function expectMirror(en: Preparation, hi: Preparation, where: string) {
  expectHindi(hi.title, `${where} title`);
  expect(hi.items.length, where).toBe(en.items.length);
  expect(new Set(hi.items).size, `${where}: no item twice`).toBe(hi.items.length);
  hi.items.forEach((item, i) => {
    expectHindi(item, `${where} item ${i + 1}`);
    expectSameNumbers(en.items[i], item, `${where} item ${i + 1}`);
  });
}

describe('Hindi preparation lists', () => {
  it('has the general list item for item, and asks for all of it in the closing sentence', () => {
    expect(WHAT_TO_BRING_HI.length).toBe(WHAT_TO_BRING.length);
    WHAT_TO_BRING_HI.forEach((item, i) => {
      expectHindi(item, `what to bring ${i + 1}`);
      expectSameNumbers(WHAT_TO_BRING[i], item, `what to bring ${i + 1}`);
    });
    expect(GENERAL_PREPARATION_HI.items).toBe(WHAT_TO_BRING_HI);
    expectHindi(GENERAL_PREPARATION_HI.title, 'general title');
    expectHindi(ALSO_BRING_HI, 'also bring');
    expect(ALSO_BRING_HI).toMatch(/।$/);
    for (const item of WHAT_TO_BRING_HI) expect(ALSO_BRING_HI).toContain(item);
  });

  it('has a list for every service, item for item, ending with the general essentials', () => {
    expect(Object.keys(SERVICE_PREPARATION_HI).sort()).toEqual(Object.keys(SERVICE_PREPARATION).sort());
    for (const slug of SERVICE_SLUGS) {
      const en = SERVICE_PREPARATION[slug];
      const hi = SERVICE_PREPARATION_HI[slug];
      expectMirror(en, hi, slug);
      expect(hi.items.at(-1), slug).toBe(ALSO_BRING_HI);
      for (const item of hi.items) expect(item, slug).toMatch(/।$/);
    }
  });

  it('has a consultation list for every condition that has one in English, item for item', () => {
    expect(Object.keys(CONDITION_PREPARATION_HI).sort()).toEqual(Object.keys(CONDITION_PREPARATION).sort());
    for (const slug of CONDITION_SLUGS) {
      const en = CONDITION_PREPARATION[slug];
      const hi = CONDITION_PREPARATION_HI[slug];
      expect(Boolean(hi), slug).toBe(Boolean(en));
      if (!en || !hi) continue;
      expectMirror(en, hi, slug);
      expect(hi.items.at(-1), slug).toBe(ALSO_BRING_HI);
      for (const item of hi.items) expect(item, slug).toMatch(/।$/);
    }
  });

  it('picks the Hindi list for a visit reason as preparationFor picks the English one', () => {
    for (const reason of ['', NOT_SURE, null, undefined, 'no-such-reason', 'toString', ...VISIT_REASON_VALUES]) {
      const en = preparationFor(reason);
      const hi = preparationForHi(reason);
      expect(hi === GENERAL_PREPARATION_HI, String(reason)).toBe(en === GENERAL_PREPARATION);
      expectMirror(en, hi, String(reason));
    }
  });

  it('writes Latin digits only and no placeholder', () => {
    const all = JSON.stringify([SERVICE_PREPARATION_HI, CONDITION_PREPARATION_HI, GENERAL_PREPARATION_HI]);
    expect(all).not.toMatch(DEVANAGARI_DIGIT);
    expect(all).not.toMatch(PLACEHOLDER);
  });
});
