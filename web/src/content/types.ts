import type { ConditionSlug, ServiceSlug } from '../../../common/booking/visit-reasons.ts';

/**
 * Page copy as typed data. Components map over these objects; a unit test proves every slug has every section.
 * Clinic facts (names, phones, address, hours, stats) never appear here: they live in common/clinic/facts.ts.
 */

/** Icons the catalogue cards may use; each maps to one lucide-react icon in web/src/components/catalogue-icon.tsx. */
export type IconKey =
  | 'activity'
  | 'stethoscope'
  | 'moon'
  | 'flower'
  | 'cigarette-off'
  | 'wind'
  | 'heart-pulse'
  | 'bed'
  | 'scan'
  | 'gauge'
  | 'droplet'
  | 'syringe'
  | 'microscope'
  | 'test-tube'
  | 'shield'
  | 'thermometer'
  | 'bug'
  | 'pill'
  | 'leaf'
  | 'waves';

/** Local illustrations under web/public/images/illustrations/<key>.svg, shown in the detail page hero. */
export type HeroImage = 'lungs' | 'stethoscope' | 'sleep' | 'microscope' | 'care';

/** A block of copy: one or more paragraphs, optionally followed by a bullet list. */
export interface Section {
  paragraphs: string[];
  points?: string[];
}

export interface Faq {
  question: string;
  answer: string;
}

/** What a card on /services or /treatments needs (the spec's catalogue item). */
export interface CatalogueItem {
  slug: string;
  title: string;
  /** One or two sentences for the card and the page's meta description (≤ 160 characters). */
  description: string;
  icon: IconKey;
}

/**
 * A service page's copy. Its title comes from SERVICE_TITLES and its preparation from common/booking/preparation.ts (the
 * e-mails read both there), so neither is written here.
 */
export interface ServiceContent extends CatalogueItem {
  slug: ServiceSlug;
  heroImage: HeroImage;
  /** 4–8 search keywords for the page head. */
  keywords: string[];
  /** "What is This Service?" */
  introduction: Section;
  /** "Why This Service is Needed" */
  whyNeeded: Section;
  /** "How It Works": numbered steps in order. */
  howItWorks: Section;
  /** "Why Choose Us in Delhi" */
  whyChooseUs: Section;
  /** "Frequently Asked Questions": at least four. */
  faqs: Faq[];
}

/** A condition page's copy. Its title comes from CONDITION_TITLES in common/booking/visit-reasons.ts. */
export interface ConditionContent extends CatalogueItem {
  slug: ConditionSlug;
  heroImage: HeroImage;
  keywords: string[];
  /** "About This Condition" */
  introduction: Section;
  /** "Causes & Risk Factors" */
  causes: Section;
  /** "Common Symptoms": bullet list. */
  symptoms: string[];
  /** "Diagnosis & Tests" */
  diagnosis: Section;
  /** "Treatment Options" */
  treatment: Section;
  /** "Why Choose Our Delhi Clinic" */
  whyChooseUs: Section;
  faqs: Faq[];
}
