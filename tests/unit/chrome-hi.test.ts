import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONDITION_TITLES_HI } from '../../common/clinic/condition-titles.hi';
import {
  AWARDS,
  CLINIC,
  DOCTOR,
  FACILITIES,
  MEMBERSHIPS,
  PAYMENT_OPTIONS,
  PHONES,
  QUALIFICATIONS,
  SAFETY,
  STATS,
  WHAT_TO_BRING,
  whatsappHref,
} from '../../common/clinic/facts';
import {
  AWARDS_HI,
  CLINIC_HI,
  clinicText,
  DOCTOR_HI,
  FACILITIES_HI,
  FREE_CANCELLATION_HI,
  MEMBERSHIPS_HI,
  PAYMENT_OPTIONS_HI,
  PHONES_HI,
  QUALIFICATIONS_HI,
  SAFETY_HI,
  STATS_HI,
  WHATSAPP_MESSAGE_HI,
  whatsappHrefIn,
} from '../../common/clinic/facts.hi';
import { SERVICE_TITLES_HI } from '../../common/clinic/service-titles.hi';
import * as m from '../../common/paraglide/messages.js';
import { CONDITION_SLUGS, SERVICE_SLUGS } from '../../web/src/content/slugs';

/**
 * The page chrome, the home page and the shared components in Hindi (web/messages/{chrome,home}, common/clinic/facts.hi.ts):
 * every message exists in both languages with the same inputs; the English is the spec's and the site's wording; the
 * Hindi is Devanagari with Latin digits; the clinic's Hindi facts match the English ones item for item.
 */

const DEVANAGARI = /[\u0900-\u097F]/;
const DEVANAGARI_DIGITS = /[\u0966-\u096F]/;

function messages(area: string, locale: 'en' | 'hi'): Record<string, string> {
  const file = resolve(import.meta.dirname, `../../web/messages/${area}/${locale}.json`);
  const { $schema: _, ...rest } = JSON.parse(readFileSync(file, 'utf8'));
  return rest;
}

const inputs = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();

describe.each(['chrome', 'home'])('the %s messages', (area) => {
  const en = messages(area, 'en');
  const hi = messages(area, 'hi');

  it('exist in both languages, with the area prefix and the same inputs', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(key.startsWith(`${area}_`), key).toBe(true);
      expect(inputs(hi[key]), key).toEqual(inputs(text));
    }
  });

  it('are Hindi in Devanagari with Latin digits (brand names aside)', () => {
    for (const [key, text] of Object.entries(hi)) {
      if (key === 'chrome_whatsapp') continue; // the app's name, as on the phone
      expect(text, key).toMatch(DEVANAGARI);
      expect(text, key).not.toMatch(DEVANAGARI_DIGITS);
    }
  });
});

describe('the English stays the spec’s and the site’s', () => {
  it('Login / Sign up messages are the spec’s, word for word', () => {
    expect(m.chrome_auth_required({}, { locale: 'en' })).toBe('Please fill out this field.');
    expect(m.chrome_auth_mismatch({}, { locale: 'en' })).toBe('Passwords do not match.');
    expect(m.chrome_not_found_title({}, { locale: 'en' })).toBe('Oops! Page not found');
    expect(m.chrome_not_found_home({}, { locale: 'en' })).toBe('Return to Home');
    expect(m.chrome_service_not_found_title({}, { locale: 'en' })).toBe('Service not found');
    expect(m.chrome_condition_not_found_title({}, { locale: 'en' })).toBe('Condition not found');
    expect(m.pages_back_to_services({}, { locale: 'en' })).toBe('Back to Services');
    expect(m.chrome_call_now({}, { locale: 'en' })).toBe('Call Now');
    expect(m.chrome_make_appointment({}, { locale: 'en' })).toBe('Make Appointment');
  });
});

describe('the Hindi home page’s head', () => {
  it('has a title html-validate accepts (at most 70 characters as written in the HTML)', () => {
    const title = m.home_seo_title({ clinic: CLINIC.name }, { locale: 'hi' }).replace(/&/g, '&amp;');
    expect(title.length).toBeLessThanOrEqual(70);
    expect(title).not.toMatch(/\(/);
  });
});

describe('common/clinic/facts.hi.ts', () => {
  it('has every list item for item, the figures unchanged', () => {
    expect(STATS_HI.map((s) => s.value)).toEqual(STATS.map((s) => s.value));
    expect(QUALIFICATIONS_HI.map((q) => q.years)).toEqual(QUALIFICATIONS.map((q) => q.years));
    expect(AWARDS_HI.map((a) => a.year)).toEqual(AWARDS.map((a) => a.year));
    expect(MEMBERSHIPS_HI).toHaveLength(MEMBERSHIPS.length);
    expect(FACILITIES_HI).toHaveLength(FACILITIES.length);
    expect(SAFETY_HI).toHaveLength(SAFETY.length);
    expect(PAYMENT_OPTIONS_HI).toHaveLength(PAYMENT_OPTIONS.length);
    expect(DOCTOR_HI.languages).toHaveLength(DOCTOR.languages.length);
    // The profile's headline shows each degree up to its comma: the Latin abbreviation, as in English.
    expect(QUALIFICATIONS_HI.slice(0, 3).map((q) => q.degree.split(',')[0])).toEqual(
      QUALIFICATIONS.slice(0, 3).map((q) => q.degree.split(',')[0]),
    );
  });

  it('keeps the phone numbers and gives their labels in Hindi', () => {
    expect(PHONES_HI.map((p) => [p.display, p.e164])).toEqual(PHONES.map((p) => [p.display, p.e164]));
    for (const p of PHONES_HI) expect(p.label).toMatch(DEVANAGARI);
  });

  it('is Devanagari with Latin digits', () => {
    const texts = [
      CLINIC_HI.tagline,
      DOCTOR_HI.title,
      DOCTOR_HI.specialty,
      DOCTOR_HI.summary,
      ...DOCTOR_HI.languages,
      ...STATS_HI.map((s) => s.label),
      ...PAYMENT_OPTIONS_HI,
      FREE_CANCELLATION_HI,
      // A bare degree (MBBS) is the same abbreviation in both languages.
      ...QUALIFICATIONS_HI.flatMap((q, i) =>
        q.degree === QUALIFICATIONS[i].degree ? [q.institution] : [q.degree, q.institution],
      ),
      ...AWARDS_HI.flatMap((a) => [a.title, a.by]),
      ...MEMBERSHIPS_HI,
      ...FACILITIES_HI,
      ...SAFETY_HI,
      WHATSAPP_MESSAGE_HI,
    ];
    for (const t of texts) {
      expect(t).toMatch(DEVANAGARI);
      expect(t).not.toMatch(DEVANAGARI_DIGITS);
    }
  });

  it('answers each language from one accessor, English being clinic.ts itself', () => {
    const en = clinicText('en');
    expect(en.stats).toBe(STATS);
    expect(en.whatToBring).toBe(WHAT_TO_BRING);
    expect(en.doctorSummary).toBe(DOCTOR.summary);
    expect(clinicText('hi').stats).toBe(STATS_HI);
    expect(whatsappHrefIn('en')).toBe(whatsappHref());
    expect(decodeURIComponent(whatsappHrefIn('hi').split('text=')[1])).toBe(WHATSAPP_MESSAGE_HI);
  });
});

describe('the Hindi catalogue cards', () => {
  it('have the Hindi name of every service and condition and its Hindi page’s description', async () => {
    const { catalogueText } = await import('../../web/src/components/catalogue-text');
    for (const slug of SERVICE_SLUGS) {
      const en = (await import(`../../web/src/content/services/${slug}.ts`)).default;
      const hi = catalogueText(en, '/services', 'hi');
      expect(hi.title).toBe(SERVICE_TITLES_HI[slug]);
      expect(hi.description).toMatch(DEVANAGARI);
      expect(catalogueText(en, '/services', 'en')).toMatchObject({ title: en.title, description: en.description });
    }
    for (const slug of CONDITION_SLUGS) {
      const en = (await import(`../../web/src/content/conditions/${slug}.ts`)).default;
      const hi = catalogueText(en, '/conditions', 'hi');
      expect(hi.title).toBe(CONDITION_TITLES_HI[slug]);
      expect(hi.description).toMatch(DEVANAGARI);
    }
  });
});
