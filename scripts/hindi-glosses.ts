import { resolve } from 'node:path';
import { preparationForHi } from '../common/booking/preparation.hi.ts';
import { CONDITION_SLUGS, SERVICE_SLUGS } from '../common/booking/visit-reasons.ts';

/**
 * Counts the bracketed English glosses ("कोशिकाएँ (Cells)") on each Hindi service and condition page: the text a patient
 * reads on the page (its copy and, for a service, its preparation list), leaving out the page's title (its English name
 * in brackets is for the dropdowns and search; the H1 drops it) and the head's keywords. The editorial rule is at most
 * one gloss per term per page, only where a patient meets the English word (report, test and drug names), and
 * tests/unit/hindi-glossary.test.ts holds every page to HINDI_GLOSS_LIMIT. `node scripts/hindi-glosses.ts` prints the
 * table.
 */

/** The most bracketed English glosses one Hindi page may carry. */
export const HINDI_GLOSS_LIMIT = 15;

/** A bracket holding any Latin letter: "(Cells)", "(शुगर / Diabetes)", "(PET-CT)". */
const GLOSS = /\(([^()]*[A-Za-z][^()]*)\)/g;

/** The bracketed English glosses of a text, in order. */
export function glossesOf(text: string): string[] {
  return [...text.matchAll(GLOSS)].map((match) => match[1]);
}

/** Every string a page shows, leaving out the fields that are not page copy. */
function pageStrings(value: unknown, key = ''): string[] {
  if (['slug', 'icon', 'heroImage', 'title', 'keywords'].includes(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => pageStrings(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => pageStrings(v, k));
  return [];
}

export interface HindiPage {
  /** "services/bronchoscopy" or "conditions/lung-cancer". */
  page: string;
  /** The file of its copy, relative to the repository. */
  file: string;
  /** The page's text, one string per paragraph, point, question or answer. */
  texts: string[];
}

/** The 28 Hindi service and condition pages with the text each shows. */
export async function hindiPages(root = resolve(import.meta.dirname, '..')): Promise<HindiPage[]> {
  const pages: HindiPage[] = [];
  for (const [kind, slugs] of [
    ['services', SERVICE_SLUGS],
    ['conditions', CONDITION_SLUGS],
  ] as const) {
    for (const slug of slugs) {
      const file = `web/src/content/${kind}/hi/${slug}.ts`;
      const content = (await import(resolve(root, file))).default;
      const texts = pageStrings(content);
      if (kind === 'services') texts.push(...preparationForHi(slug).items);
      pages.push({ page: `${kind}/${slug}`, file, texts });
    }
  }
  return pages;
}

if (import.meta.main) {
  const pages = await hindiPages();
  let total = 0;
  let max = 0;
  for (const { page, texts } of pages) {
    const count = texts.flatMap(glossesOf).length;
    total += count;
    max = Math.max(max, count);
    console.log(`${String(count).padStart(3)}  ${page}`);
  }
  console.log(`total ${total} on ${pages.length} pages, max ${max} (limit ${HINDI_GLOSS_LIMIT})`);
}
