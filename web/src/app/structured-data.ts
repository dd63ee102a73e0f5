import {
  ADDRESS,
  CLINIC,
  DOCTOR,
  HOURS,
  MAP,
  MEMBERSHIPS,
  PHONES,
  PRIMARY_PHONE,
  QUALIFICATIONS,
  REVIEWS,
} from '../../../common/clinic';
import type { Faq } from '../content/types';
import { absoluteUrl } from './seo';

const postalAddress = {
  '@type': 'PostalAddress',
  streetAddress: ADDRESS.street,
  addressLocality: ADDRESS.city,
  addressRegion: ADDRESS.region,
  postalCode: ADDRESS.postalCode,
  addressCountry: ADDRESS.country,
};

/** The clinic as a MedicalClinic, with the structured-data reading of the hours. */
export function clinicJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': `${absoluteUrl('/')}#clinic`,
    name: CLINIC.name,
    url: absoluteUrl('/'),
    telephone: PRIMARY_PHONE.e164,
    email: CLINIC.email,
    address: postalAddress,
    geo: { '@type': 'GeoCoordinates', ...ADDRESS.geo },
    hasMap: MAP.linkUrl,
    medicalSpecialty: 'Pulmonology',
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: HOURS.structuredData.dayOfWeek,
        opens: HOURS.structuredData.opens,
        closes: HOURS.structuredData.closes,
      },
    ],
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: REVIEWS.rating,
      reviewCount: REVIEWS.structuredDataCount,
      bestRating: 5,
    },
    paymentAccepted: 'Cash, Credit Card, Debit Card, UPI, Wallet, Net Banking',
  };
}

/** The doctor as a Physician working at the clinic. */
export function physicianJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    '@id': `${absoluteUrl(`/doctors/${DOCTOR.slug}`)}#doctor`,
    name: DOCTOR.name,
    url: absoluteUrl(`/doctors/${DOCTOR.slug}`),
    description: DOCTOR.summary,
    medicalSpecialty: 'Pulmonology',
    telephone: PHONES.map((p) => p.e164),
    address: postalAddress,
    hasCredential: QUALIFICATIONS.map((q) => ({ '@type': 'EducationalOccupationalCredential', name: q.degree })),
    memberOf: MEMBERSHIPS.map((name) => ({ '@type': 'MedicalOrganization', name })),
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

export function breadcrumbJsonLd(items: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: it.name,
      item: absoluteUrl(it.path),
    })),
  };
}
