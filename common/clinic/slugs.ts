/** The site's service and condition page slugs (spec §2): what a visit can be for, and the pages' addresses. */

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
