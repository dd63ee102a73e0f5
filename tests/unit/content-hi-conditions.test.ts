import { describe, expect, it } from 'vitest';
import { CONDITION_SLUGS, CONDITION_TITLES } from '../../common/booking/visit-reasons';
import { CONDITION_TITLES_HI } from '../../common/clinic/condition-titles.hi';
import type { Section } from '../../web/src/content/types';
import { CONDITION_PAGES } from './content-pages';

/**
 * The Hindi condition pages (web/src/content/conditions/hi/) against their English originals: the same page, section
 * for section and item for item, in Devanagari with Latin digits, and every number the English states.
 */

const SECTIONS = ['introduction', 'causes', 'diagnosis', 'treatment', 'whyChooseUs'] as const;

/** A Devanagari letter (vowel or consonant), not merely a sign or a danda. */
const DEVANAGARI_LETTER = /[\u0904-\u0939\u0958-\u0961\u0972-\u097F]/;
/** Devanagari digits ०-९: the site writes digits in Latin. */
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/;
const PLACEHOLDER = /\b(TBD|TODO|lorem|coming soon)\b/i;

/** Every digit sequence in a text ("6-9 months" gives 6 and 9; "N95" gives 95). */
function numbers(text: string): string[] {
  return text.match(/\d+/g) ?? [];
}

/** Every number of the English text appears in the Hindi text, as a whole digit sequence. */
function expectSameNumbers(en: string, hi: string, where: string) {
  const hiNumbers = new Set(numbers(hi));
  for (const n of numbers(en))
    expect(hiNumbers.has(n), `${where}: ${n} (from "${en}") is missing in "${hi}"`).toBe(true);
}

function expectHindi(text: string, where: string) {
  expect(text.trim().length, where).toBeGreaterThan(3);
  expect(text, `${where} is written in Devanagari`).toMatch(DEVANAGARI_LETTER);
}

/** The Hindi section has the English one's shape, every item in Devanagari and with the English item's numbers. */
function expectSection(en: Section, hi: Section, where: string) {
  expect(hi.paragraphs.length, `${where}.paragraphs`).toBe(en.paragraphs.length);
  expect(hi.points === undefined, `${where}.points present in both or neither`).toBe(en.points === undefined);
  expect(hi.points?.length ?? 0, `${where}.points`).toBe(en.points?.length ?? 0);
  hi.paragraphs.forEach((p, i) => {
    expectHindi(p, `${where}.paragraphs[${i}]`);
    expectSameNumbers(en.paragraphs[i], p, `${where}.paragraphs[${i}]`);
  });
  hi.points?.forEach((p, i) => {
    expectHindi(p, `${where}.points[${i}]`);
    expectSameNumbers(en.points?.[i] ?? '', p, `${where}.points[${i}]`);
  });
  // The facts of the section as a whole, too.
  expectSameNumbers(JSON.stringify(en), JSON.stringify(hi), where);
}

describe('Hindi condition titles', () => {
  it('names every condition once, in Hindi, with the English title in brackets', () => {
    expect(Object.keys(CONDITION_TITLES_HI).sort()).toEqual([...CONDITION_SLUGS].sort());
    expect(new Set(Object.values(CONDITION_TITLES_HI)).size).toBe(CONDITION_SLUGS.length);
    for (const slug of CONDITION_SLUGS) {
      const title = CONDITION_TITLES_HI[slug];
      expectHindi(title, slug);
      expect(title, slug).toContain(`(${CONDITION_TITLES[slug]})`);
      expect(title, slug).not.toMatch(DEVANAGARI_DIGIT);
    }
  });
});

describe('Hindi condition pages', () => {
  for (const { slug, en, hi } of CONDITION_PAGES) {
    it(`${slug} is the English page in Hindi`, () => {
      expect(hi.slug).toBe(slug);
      expect(hi.slug).toBe(en.slug);
      expect(hi.icon).toBe(en.icon);
      expect(hi.heroImage).toBe(en.heroImage);
      expect(hi.title).toBe(CONDITION_TITLES_HI[slug]);

      expectHindi(hi.description, 'description');
      expect(hi.description.length, 'the meta description').toBeLessThanOrEqual(160);
      expectSameNumbers(en.description, hi.description, 'description');

      expect(hi.keywords.length).toBeGreaterThanOrEqual(4);
      expect(hi.keywords.length).toBeLessThanOrEqual(8);
      expect(
        hi.keywords.some((k) => DEVANAGARI_LETTER.test(k)),
        'some keywords in Hindi',
      ).toBe(true);
      expect(new Set(hi.keywords).size, 'no keyword twice').toBe(hi.keywords.length);

      for (const key of SECTIONS) expectSection(en[key], hi[key], key);

      expect(hi.symptoms.length, 'symptoms').toBe(en.symptoms.length);
      hi.symptoms.forEach((s, i) => {
        expectHindi(s, `symptoms[${i}]`);
        expectSameNumbers(en.symptoms[i], s, `symptoms[${i}]`);
      });

      expect(hi.faqs.length, 'faqs').toBe(en.faqs.length);
      hi.faqs.forEach((f, i) => {
        expectHindi(f.question, `faqs[${i}].question`);
        expectHindi(f.answer, `faqs[${i}].answer`);
        if (en.faqs[i].question.trim().endsWith('?')) expect(f.question.trim(), `faqs[${i}].question`).toMatch(/\?$/);
        expectSameNumbers(en.faqs[i].question, f.question, `faqs[${i}].question`);
        expectSameNumbers(en.faqs[i].answer, f.answer, `faqs[${i}].answer`);
      });
    });

    it(`${slug} in Hindi keeps Latin digits, no placeholder and no clinic facts`, () => {
      const all = JSON.stringify(hi);
      expect(all).not.toMatch(DEVANAGARI_DIGIT);
      if (!PLACEHOLDER.test(JSON.stringify(en))) {
        expect(all).not.toMatch(PLACEHOLDER);
        expect(all).not.toMatch(/जानकारी जल्द/);
      }
      // As in English, names, phones and the address come from common/clinic/facts.ts, never from the copy.
      expect(all).not.toMatch(/\+91|\b9\d{9}\b|Dr\.\s|डॉ\.\s/);
    });
  }
});
