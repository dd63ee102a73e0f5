import { CONDITION_TITLES_HI } from '../../common/clinic/condition-titles.hi';
import { SERVICE_TITLES_HI } from '../../common/clinic/service-titles.hi';
import { m } from '../../common/paraglide/messages.js';
import { CONDITION_SLUGS, SERVICE_SLUGS } from '../../web/src/content/slugs';

/**
 * What the content pages show, as both readers of them expect it: the browser journeys (tests/e2e/pages.spec.ts,
 * pages-hi.spec.ts) and the reads of their HTML (tests/html/pages.test.ts, pages-hi.test.ts). One list each, so the
 * two never disagree on what a page must have.
 */

const hi = { locale: 'hi' } as const;

/** A service page's section headings, in English (written out: a renamed message must fail here). */
export const SERVICE_SECTIONS = [
  'What is This Service?',
  'Why This Service is Needed',
  'How It Works',
  'Why Choose Us in Delhi',
  'Frequently Asked Questions',
  'Ready to Get Started?',
];

/** A condition page's section headings, in English. */
export const CONDITION_SECTIONS = [
  'About This Condition',
  'Causes & Risk Factors',
  'Common Symptoms',
  'Diagnosis & Tests',
  'Treatment Options',
  'Why Choose Our Delhi Clinic',
  'Frequently Asked Questions',
  'Get Expert Care Today',
];

/** A Hindi service page's own section headings. */
export const SERVICE_SECTIONS_HI = [
  m.pages_service_what({}, hi),
  m.pages_service_why({}, hi),
  m.pages_service_how({}, hi),
  m.pages_service_choose({}, hi),
  m.pages_service_cta_title({}, hi),
];

/** A Hindi condition page's own section headings. */
export const CONDITION_SECTIONS_HI = [
  m.pages_condition_about({}, hi),
  m.pages_condition_causes({}, hi),
  m.pages_condition_symptoms({}, hi),
  m.pages_condition_diagnosis({}, hi),
  m.pages_condition_treatment({}, hi),
  m.pages_condition_choose({}, hi),
  m.pages_condition_cta_title({}, hi),
];

/** The Hindi names /hi/services and /hi/treatments list, in the lists' order. */
export const SERVICE_LIST_HI = SERVICE_SLUGS.map((s) => SERVICE_TITLES_HI[s]);
export const CONDITION_LIST_HI = CONDITION_SLUGS.map((s) => CONDITION_TITLES_HI[s]);

/**
 * The one page of each detail template that the browser opens, scans and pictures in each language (`/hi` before the
 * path in Hindi); every other service and condition page is read from its HTML.
 */
export const TEMPLATE_PAGES = [
  {
    path: '/services/bronchoscopy',
    slug: 'bronchoscopy',
    sections: { en: SERVICE_SECTIONS, hi: SERVICE_SECTIONS_HI },
  },
  {
    path: '/conditions/asthma-treatment',
    slug: 'asthma-treatment',
    sections: { en: CONDITION_SECTIONS, hi: CONDITION_SECTIONS_HI },
  },
] as const;
