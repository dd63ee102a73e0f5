/**
 * What a visit can be for: one of the 15 services, one of the 13 conditions, or "not sure". The booking wizards offer
 * these as an optional choice (sent as `visit_reason`), and the confirmation and reminder e-mails carry the
 * preparation of the chosen service (common/preparation.ts). The slugs are the site's page slugs (spec §2).
 */

/** The 15 service slugs of spec §2, in display order. */
export const SERVICE_SLUGS = [
  'pulmonary-function-test',
  'bronchoscopy',
  'sleep-study',
  'allergy-testing',
  'smoking-cessation',
  'oxygen-therapy',
  'lung-rehabilitation',
  'critical-care',
  'lung-cancer-screening',
  'spirometry',
  'pleural-aspiration',
  'ict-insertion',
  'pleuroscopy',
  'abg-analysis',
  'cpap-bipap-therapy',
] as const;

/** The 13 condition slugs of spec §2, in display order. */
export const CONDITION_SLUGS = [
  'copd-treatment',
  'asthma-treatment',
  'tb-treatment',
  'pneumonia-treatment',
  'sarcoidosis-treatment',
  'pleural-diseases',
  'flu-treatment',
  'sleep-apnea',
  'eosinophilic-lung-diseases',
  'mdr-tb-treatment',
  'lung-cancer',
  'fungal-lung-diseases',
  'parasitic-lung-diseases',
] as const;

export type ServiceSlug = (typeof SERVICE_SLUGS)[number];
export type ConditionSlug = (typeof CONDITION_SLUGS)[number];

/** The value sent when the patient does not know what the visit is for. */
export const NOT_SURE = 'not-sure';

export type VisitReason = ServiceSlug | ConditionSlug | typeof NOT_SURE;

/** Every accepted `visit_reason` value (the empty string, meaning "not said", is accepted too). */
export const VISIT_REASON_VALUES = [...SERVICE_SLUGS, ...CONDITION_SLUGS, NOT_SURE] as unknown as readonly [
  VisitReason,
  ...VisitReason[],
];

/** A visit reason as people read it. */
export function visitReasonLabel(value: VisitReason): string {
  if (value === NOT_SURE) return 'Not sure yet';
  return value.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}
