import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONDITION_SLUGS, SERVICE_SLUGS } from '../../web/src/content/slugs';
import type { ConditionContent, Section, ServiceContent } from '../../web/src/content/types';

const dir = resolve(import.meta.dirname, '../../web/src/content');
const services = await Promise.all(
  SERVICE_SLUGS.map(async (s) => (await import(`../../web/src/content/services/${s}.ts`)).default as ServiceContent),
);
const conditions = await Promise.all(
  CONDITION_SLUGS.map(
    async (s) => (await import(`../../web/src/content/conditions/${s}.ts`)).default as ConditionContent,
  ),
);

function expectSection(section: Section, where: string) {
  expect(section.paragraphs.length, where).toBeGreaterThan(0);
  for (const p of section.paragraphs) expect(p.trim().length, where).toBeGreaterThan(40);
  for (const p of section.points ?? []) expect(p.trim().length, where).toBeGreaterThan(3);
}

const PLACEHOLDER = /\b(TBD|TODO|lorem|coming soon)\b/i;

describe('service and condition content', () => {
  it('has exactly one file per slug of spec §2', () => {
    expect(readdirSync(resolve(dir, 'services')).sort()).toEqual(SERVICE_SLUGS.map((s) => `${s}.ts`).sort());
    expect(readdirSync(resolve(dir, 'conditions')).sort()).toEqual(CONDITION_SLUGS.map((s) => `${s}.ts`).sort());
    expect(SERVICE_SLUGS).toHaveLength(15);
    expect(CONDITION_SLUGS).toHaveLength(13);
  });

  for (const s of services) {
    it(`service ${s.slug} fills every section`, () => {
      expect(SERVICE_SLUGS).toContain(s.slug);
      expect(s.title.length).toBeGreaterThan(2);
      expect(s.description.length).toBeGreaterThan(40);
      expect(s.description.length).toBeLessThanOrEqual(160);
      expect(s.keywords.length).toBeGreaterThanOrEqual(4);
      for (const key of ['introduction', 'whyNeeded', 'howItWorks', 'whyChooseUs'] as const)
        expectSection(s[key], `${s.slug}.${key}`);
      expect(s.howItWorks.points?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(s.faqs.length).toBeGreaterThanOrEqual(4);
      for (const f of s.faqs) {
        expect(f.question.trim()).toMatch(/\?$/);
        expect(f.answer.trim().length).toBeGreaterThan(40);
      }
      expect(JSON.stringify(s)).not.toMatch(PLACEHOLDER);
    });
  }

  for (const c of conditions) {
    it(`condition ${c.slug} fills every section`, () => {
      expect(CONDITION_SLUGS).toContain(c.slug);
      expect(c.description.length).toBeLessThanOrEqual(160);
      expect(c.keywords.length).toBeGreaterThanOrEqual(4);
      for (const key of ['introduction', 'causes', 'diagnosis', 'treatment', 'whyChooseUs'] as const)
        expectSection(c[key], `${c.slug}.${key}`);
      expect(c.symptoms.length).toBeGreaterThanOrEqual(4);
      expect(c.faqs.length).toBeGreaterThanOrEqual(4);
      expect(JSON.stringify(c)).not.toMatch(PLACEHOLDER);
    });
  }

  it('states the spec §9 content facts on their pages', () => {
    const text = (slug: string) => JSON.stringify([...services, ...conditions].find((x) => x.slug === slug));
    expect(text('pulmonary-function-test')).toContain('30-45 minutes');
    expect(text('smoking-cessation')).toMatch(/12[- ]week/);
    expect(text('sleep-study')).toContain('6-8 hours');
    expect(text('lung-rehabilitation')).toContain('2-3 sessions per week for 6-8 weeks');
    expect(text('lung-rehabilitation')).toContain('2-3 hours');
    expect(text('tb-treatment')).toContain('6-9 months');
    expect(text('tb-treatment')).toContain('18-24 months');
    expect(text('mdr-tb-treatment')).toContain('18-24 months');
    expect(text('sarcoidosis-treatment')).toContain('12-24 months');
    expect(text('critical-care')).toMatch(/twice daily for 30 minutes/);
  });

  it('keeps clinic facts out of the copy (they live in common/clinic.ts)', () => {
    const all = JSON.stringify([...services, ...conditions]);
    expect(all).not.toMatch(/\+91|\b9\d{9}\b|Dr\.\s/);
  });
});
