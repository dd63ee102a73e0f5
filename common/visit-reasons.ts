/**
 * What a visit can be for: one of the 15 services, one of the 13 conditions, or "not sure". The booking wizards offer
 * these as an optional choice (sent as `visit_reason`), and the confirmation and reminder e-mails carry the
 * preparation of the chosen service (common/preparation.ts). The slugs are the site's page slugs (spec §2).
 * The values are the same in every language; only the labels a patient reads are in the page's language.
 */
import { CONDITION_TITLES_HI } from './condition-titles.hi.ts';
import type { Locale } from './locale.ts';
import { SERVICE_TITLES_HI } from './service-titles.hi.ts';
import { CONDITION_SLUGS, type ConditionSlug, SERVICE_SLUGS, type ServiceSlug } from './slugs.ts';

export { CONDITION_SLUGS, type ConditionSlug, SERVICE_SLUGS, type ServiceSlug } from './slugs.ts';

/** The value sent when the patient does not know what the visit is for. */
export const NOT_SURE = 'not-sure';

export type VisitReason = ServiceSlug | ConditionSlug | typeof NOT_SURE;

/** Every accepted `visit_reason` value (the empty string, meaning "not said", is accepted too). */
export const VISIT_REASON_VALUES = [...SERVICE_SLUGS, ...CONDITION_SLUGS, NOT_SURE] as unknown as readonly [
  VisitReason,
  ...VisitReason[],
];

/** Each service's name, as its page, card and the booking form show it. */
export const SERVICE_TITLES: Record<ServiceSlug, string> = {
  'pulmonary-function-test': 'Pulmonary Function Test',
  bronchoscopy: 'Bronchoscopy',
  'sleep-study': 'Sleep Study',
  'allergy-testing': 'Allergy Testing',
  'smoking-cessation': 'Smoking Cessation',
  'oxygen-therapy': 'Oxygen Therapy',
  'lung-rehabilitation': 'Lung Rehabilitation',
  'critical-care': 'Critical Care',
  'lung-cancer-screening': 'Lung Cancer Screening',
  spirometry: 'Spirometry',
  'pleural-aspiration': 'Pleural Aspiration',
  'ict-insertion': 'ICT Insertion',
  pleuroscopy: 'Pleuroscopy',
  'abg-analysis': 'ABG Analysis',
  'cpap-bipap-therapy': 'CPAP/BiPAP Therapy',
};

/** Each condition's name, as its page, card and the booking form show it. */
export const CONDITION_TITLES: Record<ConditionSlug, string> = {
  'copd-treatment': 'COPD Treatment',
  'asthma-treatment': 'Asthma Treatment',
  'tb-treatment': 'TB Treatment',
  'pneumonia-treatment': 'Pneumonia Treatment',
  'sarcoidosis-treatment': 'Sarcoidosis Treatment',
  'pleural-diseases': 'Pleural Diseases',
  'flu-treatment': 'Flu Treatment',
  'sleep-apnea': 'Sleep Apnea',
  'eosinophilic-lung-diseases': 'Eosinophilic Lung Diseases',
  'mdr-tb-treatment': 'MDR-TB Treatment',
  'lung-cancer': 'Lung Cancer',
  'fungal-lung-diseases': 'Fungal Lung Diseases',
  'parasitic-lung-diseases': 'Parasitic Lung Diseases',
};

/** The booking form's question, also quoted where a page points the patient to it. */
export const VISIT_REASON_QUESTION = 'What is the visit for?';
export const VISIT_REASON_QUESTION_HI = 'आप किस लिए दिखाना चाहते हैं?';

/** How "not sure" reads in the booking form, its summary and the e-mails. */
export const NOT_SURE_LABEL = 'Not sure yet';
export const NOT_SURE_LABEL_HI = 'अभी पक्का नहीं पता';

/** The question in a language. */
export function visitReasonQuestion(locale: Locale = 'en'): string {
  return locale === 'hi' ? VISIT_REASON_QUESTION_HI : VISIT_REASON_QUESTION;
}

/** "Not sure yet" in a language. */
export function notSureLabel(locale: Locale = 'en'): string {
  return locale === 'hi' ? NOT_SURE_LABEL_HI : NOT_SURE_LABEL;
}

export interface VisitReasonOption {
  value: VisitReason;
  label: string;
  group: 'service' | 'condition' | 'other';
}

/** Every choice of "What is the visit for?", in display order: the services, the conditions, then "not sure". */
export const VISIT_REASONS: readonly VisitReasonOption[] = [
  ...SERVICE_SLUGS.map((value) => ({ value, label: SERVICE_TITLES[value], group: 'service' as const })),
  ...CONDITION_SLUGS.map((value) => ({ value, label: CONDITION_TITLES[value], group: 'condition' as const })),
  { value: NOT_SURE, label: NOT_SURE_LABEL, group: 'other' },
];

/**
 * Every choice in Hindi, in the same order: the services' and conditions' Hindi names (common/service-titles.hi.ts,
 * common/condition-titles.hi.ts, as their pages show them), then "not sure".
 */
export const VISIT_REASONS_HI: readonly VisitReasonOption[] = [
  ...SERVICE_SLUGS.map((value) => ({ value, label: SERVICE_TITLES_HI[value], group: 'service' as const })),
  ...CONDITION_SLUGS.map((value) => ({ value, label: CONDITION_TITLES_HI[value], group: 'condition' as const })),
  { value: NOT_SURE, label: NOT_SURE_LABEL_HI, group: 'other' },
];

/** The choices as a language shows them (the values are the same in both). */
export function visitReasonOptions(locale: Locale = 'en'): readonly VisitReasonOption[] {
  return locale === 'hi' ? VISIT_REASONS_HI : VISIT_REASONS;
}

/**
 * The label of a `visit_reason` value ("Spirometry", "Not sure yet"; in Hindi "स्पाइरोमेट्री (Spirometry)");
 * '' for an empty or unknown value.
 */
export function visitReasonLabel(value: string | null | undefined, locale: Locale = 'en'): string {
  return visitReasonOptions(locale).find((r) => r.value === value)?.label ?? '';
}

/** Whether a string is one of the accepted reasons (not the empty "not said"). */
export function isVisitReason(value: unknown): value is VisitReason {
  return VISIT_REASONS.some((r) => r.value === value);
}
