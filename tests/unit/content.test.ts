import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ALSO_BRING,
  CONDITION_PREPARATION,
  GENERAL_PREPARATION,
  type Preparation,
  preparationFor,
  SERVICE_PREPARATION,
} from '../../common/booking/preparation';
import {
  CONDITION_TITLES,
  NOT_SURE,
  SERVICE_TITLES,
  VISIT_REASON_VALUES,
  VISIT_REASONS,
  visitReasonLabel,
} from '../../common/booking/visit-reasons';
import { WHAT_TO_BRING } from '../../common/clinic/facts';
import { CONDITION_SLUGS, SERVICE_SLUGS } from '../../web/src/content/slugs';
import type { ConditionContent, Section, ServiceContent } from '../../web/src/content/types';
import { CONDITION_PAGES, SERVICE_PAGES } from './content-pages';

const dir = resolve(import.meta.dirname, '../../web/src/content');
const services = SERVICE_PAGES.map((p) => p.en);
const conditions = CONDITION_PAGES.map((p) => p.en);

function expectSection(section: Section, where: string) {
  expect(section.paragraphs.length, where).toBeGreaterThan(0);
  for (const p of section.paragraphs) expect(p.trim().length, where).toBeGreaterThan(40);
  for (const p of section.points ?? []) expect(p.trim().length, where).toBeGreaterThan(3);
}

const PLACEHOLDER = /\b(TBD|TODO|lorem|coming soon)\b/i;

/**
 * What every service and condition page has: a slug of its list and the title given for it, a description that fits
 * a search result, four keywords or more, its `sections` filled, four FAQs or more, and no placeholder text.
 */
function expectFilledPage<P extends ServiceContent | ConditionContent>(
  page: P,
  slugs: readonly string[],
  titles: Record<string, string>,
  sections: readonly (keyof P)[],
) {
  expect(slugs).toContain(page.slug);
  expect(page.title).toBe(titles[page.slug]);
  expect(page.description.length).toBeLessThanOrEqual(160);
  expect(page.keywords.length).toBeGreaterThanOrEqual(4);
  for (const key of sections) expectSection(page[key] as Section, `${page.slug}.${String(key)}`);
  expect(page.faqs.length).toBeGreaterThanOrEqual(4);
  expect(JSON.stringify(page)).not.toMatch(PLACEHOLDER);
}

describe('service and condition content', () => {
  it('has exactly one file per slug of spec §2, in each language', () => {
    const files = (sub: string) =>
      readdirSync(resolve(dir, sub), { withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
        .sort();
    for (const lang of ['', '/hi']) {
      expect(files(`services${lang}`)).toEqual(SERVICE_SLUGS.map((s) => `${s}.ts`).sort());
      expect(files(`conditions${lang}`)).toEqual(CONDITION_SLUGS.map((s) => `${s}.ts`).sort());
    }
    expect(SERVICE_SLUGS).toHaveLength(15);
    expect(CONDITION_SLUGS).toHaveLength(13);
  });

  for (const s of services) {
    it(`service ${s.slug} fills every section`, () => {
      expectFilledPage(s, SERVICE_SLUGS, SERVICE_TITLES, ['introduction', 'whyNeeded', 'howItWorks', 'whyChooseUs']);
      expect(s.title.length).toBeGreaterThan(2);
      expect(s.description.length).toBeGreaterThan(40);
      expect(s.howItWorks.points?.length ?? 0).toBeGreaterThanOrEqual(3);
      for (const f of s.faqs) {
        expect(f.question.trim()).toMatch(/\?$/);
        expect(f.answer.trim().length).toBeGreaterThan(40);
      }
    });
  }

  for (const c of conditions) {
    it(`condition ${c.slug} fills every section`, () => {
      expectFilledPage(c, CONDITION_SLUGS, CONDITION_TITLES, [
        'introduction',
        'causes',
        'diagnosis',
        'treatment',
        'whyChooseUs',
      ]);
      expect(c.symptoms.length).toBeGreaterThanOrEqual(4);
    });
  }

  it('states the spec §9 content facts on their pages', () => {
    const text = (slug: string) => JSON.stringify([...services, ...conditions].find((x) => x.slug === slug));
    // Each page and the fact it states: the words themselves, or a pattern of them (toMatch takes both).
    for (const [slug, fact] of [
      ['pulmonary-function-test', '30-45 minutes'],
      ['smoking-cessation', /12[- ]week/],
      ['sleep-study', '6-8 hours'],
      ['lung-rehabilitation', '2-3 sessions per week for 6-8 weeks'],
      ['lung-rehabilitation', '2-3 hours'],
      ['tb-treatment', '6-9 months'],
      ['tb-treatment', '18-24 months'],
      ['mdr-tb-treatment', '18-24 months'],
      ['sarcoidosis-treatment', '12-24 months'],
      ['critical-care', /twice daily for 30 minutes/],
    ] as const) {
      expect(text(slug), slug).toMatch(fact);
    }
  });

  it('keeps clinic facts out of the copy (they live in common/clinic/facts.ts)', () => {
    const all = JSON.stringify([...services, ...conditions]);
    expect(all).not.toMatch(/\+91|\b9\d{9}\b|Dr\.\s/);
  });
});

/** A list a patient reads in an e-mail: a heading, then 3–7 single sentences, none repeated. */
function expectPreparation(p: Preparation, where: string) {
  expect(p.title, where).toMatch(/^Preparing for your \S/);
  expect(p.items.length, where).toBeGreaterThanOrEqual(3);
  expect(p.items.length, where).toBeLessThanOrEqual(7);
  expect(new Set(p.items).size, `${where}: no item twice`).toBe(p.items.length);
  for (const item of p.items) {
    expect(item, where).toMatch(/^[A-Z].{20,}\.$/);
    // One sentence each: no full stop followed by a new sentence inside an item.
    expect(item, where).not.toMatch(/\.\s+[A-Z]/);
  }
  expect(JSON.stringify(p), where).not.toMatch(PLACEHOLDER);
}

describe('visit reasons and their preparation', () => {
  it('labels every accepted visit_reason value, each once, with the page titles', () => {
    expect(VISIT_REASONS.map((r) => r.value)).toEqual([...VISIT_REASON_VALUES]);
    for (const value of VISIT_REASON_VALUES) expect(visitReasonLabel(value), value).not.toBe('');
    expect(new Set(VISIT_REASONS.map((r) => r.label)).size).toBe(VISIT_REASONS.length);
    expect(visitReasonLabel('spirometry')).toBe('Spirometry');
    expect(visitReasonLabel('sleep-apnea')).toBe('Sleep Apnea');
    expect(visitReasonLabel(NOT_SURE)).toBe('Not sure yet');
    expect(visitReasonLabel('')).toBe('');
    expect(visitReasonLabel('no-such-reason')).toBe('');
    expect(VISIT_REASONS.filter((r) => r.group === 'service').map((r) => r.value)).toEqual([...SERVICE_SLUGS]);
    expect(VISIT_REASONS.filter((r) => r.group === 'condition').map((r) => r.value)).toEqual([...CONDITION_SLUGS]);
    expect(VISIT_REASONS.filter((r) => r.group === 'other').map((r) => r.value)).toEqual([NOT_SURE]);
  });

  for (const slug of SERVICE_SLUGS) {
    it(`service ${slug} has its own preparation, ending with the general essentials`, () => {
      const p = preparationFor(slug);
      expect(p).toBe(SERVICE_PREPARATION[slug]);
      expect(p).not.toBe(GENERAL_PREPARATION);
      expect(p.title).not.toBe(GENERAL_PREPARATION.title);
      expectPreparation(p, slug);
      expect(p.items.at(-1)).toBe(ALSO_BRING);
      // Its own advice comes first, and is more than the reminder of the general list.
      expect(p.items.length).toBeGreaterThanOrEqual(4);
    });
  }

  it('asks for every item of the general list in the closing sentence', () => {
    expect(ALSO_BRING).toMatch(/^Also bring .+, and a photo ID\.$/);
    for (const item of WHAT_TO_BRING) expect(ALSO_BRING.toLowerCase()).toContain(item.toLowerCase());
  });

  it("gives a condition's own consultation list where it has one, else the general list", () => {
    for (const slug of CONDITION_SLUGS) {
      const own = CONDITION_PREPARATION[slug];
      expect(preparationFor(slug), slug).toBe(own ?? GENERAL_PREPARATION);
      if (own) expectPreparation(own, slug);
    }
    expect(preparationFor('sleep-apnea').items.join(' ')).toMatch(/shares your room/);
    expect(preparationFor('tb-treatment').items.join(' ')).toMatch(/TB treatment card/);
    expect(preparationFor('asthma-treatment').items.join(' ')).toMatch(/inhalers, and your spacer/);
  });

  it('falls back to the general "What to bring" list without a reason, for "not sure", or for an unknown value', () => {
    for (const reason of ['', NOT_SURE, null, undefined, 'no-such-reason', 'toString']) {
      expect(preparationFor(reason), String(reason)).toBe(GENERAL_PREPARATION);
    }
    expect(GENERAL_PREPARATION).toEqual({ title: 'What to bring', items: WHAT_TO_BRING });
  });

  it('never returns an empty list', () => {
    for (const reason of ['', ...VISIT_REASON_VALUES]) {
      const p = preparationFor(reason);
      expect(p.title.length, reason).toBeGreaterThan(3);
      expect(p.items.length, reason).toBeGreaterThan(0);
      for (const item of p.items) expect(item.trim().length, reason).toBeGreaterThan(3);
    }
  });

  it('writes the medical facts the pages promise into the lists', () => {
    const text = (slug: Parameters<typeof preparationFor>[0]) => preparationFor(slug).items.join(' ');
    for (const slug of ['spirometry', 'pulmonary-function-test'] as const) {
      expect(text(slug)).toMatch(/4 to 6 hours for relievers such as salbutamol/);
      // ATS/ERS 2019 withholding times: long-acting beta-agonists 24 h, long-acting antimuscarinics 36-48 h.
      expect(text(slug)).toMatch(
        /24 hours for long-acting ones such as salmeterol or formoterol, and 36 to 48 hours for tiotropium/,
      );
      expect(text(slug)).toMatch(/Never go without a medicine that you need for breathlessness/);
      expect(text(slug)).toMatch(/Do not smoke for at least an hour/);
      expect(text(slug)).toMatch(/heavy meal in the two hours before/);
    }
    expect(text('bronchoscopy')).toMatch(/eat nothing for 6 hours before the test/);
    expect(text('bronchoscopy')).toMatch(/small sips of plain water, and after that nothing, not even water/);
    expect(text('bronchoscopy')).toMatch(/Do not take diabetes tablets or insulin while fasting unless we tell you to/);
    expect(text('bronchoscopy')).toMatch(/blood thinners/);
    expect(text('bronchoscopy')).toMatch(/to take you home/);
    expect(text('sleep-study')).toContain('6-8 hours');
    expect(text('sleep-study')).toMatch(/night clothes/);
    expect(text('abg-analysis')).toMatch(/blood thinners/);
    for (const slug of ['pleural-aspiration', 'ict-insertion', 'pleuroscopy'] as const) {
      expect(text(slug), slug).toMatch(/blood thinners/);
      expect(text(slug), slug).toMatch(/blood test reports/);
      expect(text(slug), slug).toMatch(/take you home|help you home/);
    }
  });
});
