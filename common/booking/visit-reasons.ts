/**
 * What a visit can be for: one of the 15 services, one of the 13 conditions, or "not sure". The booking wizards offer
 * these as an optional choice (sent as `visit_reason`), and the confirmation and reminder e-mails carry the
 * preparation of the chosen service (common/booking/preparation.ts). The slugs are the site's page slugs (spec §2).
 * The values are the same in every language; only the labels a patient reads are in the page's language.
 */

import { CONDITION_SLUGS, type ConditionSlug, SERVICE_SLUGS, type ServiceSlug } from '../clinic/slugs.ts';
import type { Locale } from '../i18n/locale.ts';
import { m } from '../paraglide/messages.js';

export { CONDITION_SLUGS, type ConditionSlug, SERVICE_SLUGS, type ServiceSlug } from '../clinic/slugs.ts';

/** The value sent when the patient does not know what the visit is for. */
export const NOT_SURE = 'not-sure';

export type VisitReason = ServiceSlug | ConditionSlug | typeof NOT_SURE;

/** Every accepted `visit_reason` value (the empty string, meaning "not said", is accepted too). */
export const VISIT_REASON_VALUES = [...SERVICE_SLUGS, ...CONDITION_SLUGS, NOT_SURE] as unknown as readonly [
  VisitReason,
  ...VisitReason[],
];

/**
 * Each service's name in `locale`, as its page, card, the booking form and the e-mails show it (the catalogue's
 * titles_service_*; the Hindi names carry the English in brackets, as patients also search for it).
 */
export function serviceTitles(locale: Locale = 'en'): Record<ServiceSlug, string> {
  const o = { locale };
  return {
    'pulmonary-function-test': m.titles_service_pulmonary_function_test({}, o),
    bronchoscopy: m.titles_service_bronchoscopy({}, o),
    'sleep-study': m.titles_service_sleep_study({}, o),
    'allergy-testing': m.titles_service_allergy_testing({}, o),
    'smoking-cessation': m.titles_service_smoking_cessation({}, o),
    'oxygen-therapy': m.titles_service_oxygen_therapy({}, o),
    'lung-rehabilitation': m.titles_service_lung_rehabilitation({}, o),
    'critical-care': m.titles_service_critical_care({}, o),
    'lung-cancer-screening': m.titles_service_lung_cancer_screening({}, o),
    spirometry: m.titles_service_spirometry({}, o),
    'pleural-aspiration': m.titles_service_pleural_aspiration({}, o),
    'ict-insertion': m.titles_service_ict_insertion({}, o),
    pleuroscopy: m.titles_service_pleuroscopy({}, o),
    'abg-analysis': m.titles_service_abg_analysis({}, o),
    'cpap-bipap-therapy': m.titles_service_cpap_bipap_therapy({}, o),
  };
}

/** Each condition's name in `locale` (the catalogue's titles_condition_*). */
export function conditionTitles(locale: Locale = 'en'): Record<ConditionSlug, string> {
  const o = { locale };
  return {
    'copd-treatment': m.titles_condition_copd_treatment({}, o),
    'asthma-treatment': m.titles_condition_asthma_treatment({}, o),
    'tb-treatment': m.titles_condition_tb_treatment({}, o),
    'pneumonia-treatment': m.titles_condition_pneumonia_treatment({}, o),
    'sarcoidosis-treatment': m.titles_condition_sarcoidosis_treatment({}, o),
    'pleural-diseases': m.titles_condition_pleural_diseases({}, o),
    'flu-treatment': m.titles_condition_flu_treatment({}, o),
    'sleep-apnea': m.titles_condition_sleep_apnea({}, o),
    'eosinophilic-lung-diseases': m.titles_condition_eosinophilic_lung_diseases({}, o),
    'mdr-tb-treatment': m.titles_condition_mdr_tb_treatment({}, o),
    'lung-cancer': m.titles_condition_lung_cancer({}, o),
    'fungal-lung-diseases': m.titles_condition_fungal_lung_diseases({}, o),
    'parasitic-lung-diseases': m.titles_condition_parasitic_lung_diseases({}, o),
  };
}

/** Each service's name in English. */
export const SERVICE_TITLES = serviceTitles('en');

/** Each condition's name in English. */
export const CONDITION_TITLES = conditionTitles('en');

/** The booking form's question, also quoted where a page points the patient to it, in a language. */
export function visitReasonQuestion(locale: Locale = 'en'): string {
  return m.pages_service_visit_reason_question({}, { locale });
}

/** How "not sure" reads in the booking form, its summary and the e-mails, in a language. */
export function notSureLabel(locale: Locale = 'en'): string {
  return m.forms_visit_not_sure({}, { locale });
}

/** "Not sure yet" in English and in Hindi, for the no-JS pages' copy modules. */
export const NOT_SURE_LABEL = notSureLabel('en');
export const NOT_SURE_LABEL_HI = notSureLabel('hi');

export interface VisitReasonOption {
  value: VisitReason;
  label: string;
  group: 'service' | 'condition' | 'other';
}

/** Every choice of "What is the visit for?" in `locale`, in display order: the services, the conditions, "not sure". */
function optionsIn(locale: Locale): readonly VisitReasonOption[] {
  const services = serviceTitles(locale);
  const conditions = conditionTitles(locale);
  return [
    ...SERVICE_SLUGS.map((value) => ({ value, label: services[value], group: 'service' as const })),
    ...CONDITION_SLUGS.map((value) => ({ value, label: conditions[value], group: 'condition' as const })),
    { value: NOT_SURE, label: notSureLabel(locale), group: 'other' },
  ];
}

/** Every choice of "What is the visit for?", in display order: the services, the conditions, then "not sure". */
export const VISIT_REASONS: readonly VisitReasonOption[] = optionsIn('en');

/** Every choice in Hindi, in the same order: the services' and conditions' Hindi names, then "not sure". */
export const VISIT_REASONS_HI: readonly VisitReasonOption[] = optionsIn('hi');

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
