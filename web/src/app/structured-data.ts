import { clinicJsonLd as clinicJsonLdOf, postalAddress } from '../../../common/clinic/display';
import { DOCTOR } from '../../../common/clinic/facts';
import { clinicText } from '../../../common/clinic/facts.hi';
import { DEFAULT_SCHEDULE } from '../../../common/clinic/schedule';
import { type Locale, localizedPath } from '../../../common/i18n/locale';
import type { Faq } from '../content/types';
import { pageLocale } from '../i18n';
import { absoluteUrl } from './seo';

// Each object describes the page it is on, in that page's language (Seo adds inLanguage): its texts are the page's,
// its urls the page's language's. An entity's @id is one for both languages (the English URL), as it is one clinic
// and one doctor.

/** The clinic as a MedicalClinic, its hours and places from the clinic's schedule (the edge refreshes it). */
export function clinicJsonLd(locale: Locale = pageLocale()) {
  return clinicJsonLdOf(DEFAULT_SCHEDULE, locale, __SITE_ORIGIN__);
}

/** The doctor as a Physician working at the clinic. */
export function physicianJsonLd(locale: Locale = pageLocale()) {
  const text = clinicText(locale);
  const path = `/doctors/${DOCTOR.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    '@id': `${absoluteUrl(path)}#doctor`,
    name: DOCTOR.name,
    url: absoluteUrl(localizedPath(path, locale)),
    description: text.doctorSummary,
    medicalSpecialty: 'Pulmonology',
    telephone: DEFAULT_SCHEDULE.settings.phones.map((p) => p.e164),
    address: postalAddress,
    hasCredential: text.qualifications.map((q) => ({
      '@type': 'EducationalOccupationalCredential',
      name: q.degree,
    })),
    memberOf: text.memberships.map((name) => ({ '@type': 'MedicalOrganization', name })),
    worksFor: { '@id': `${absoluteUrl('/')}#clinic` },
  };
}

export function faqJsonLd(faqs: readonly Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

/** The page's breadcrumb; each path is linked in the page's language (/services → /hi/services on a Hindi page). */
export function breadcrumbJsonLd(items: readonly { name: string; path: string }[], locale: Locale = pageLocale()) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: it.name,
      item: absoluteUrl(localizedPath(it.path, locale)),
    })),
  };
}
