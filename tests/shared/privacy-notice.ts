import {
  DEFAULT_RETENTION_MONTHS,
  EMAIL_RECORD_DAYS,
  GRIEVANCE_DAYS,
  LOG_KEEP_DAYS,
  REQUEST_DAYS,
} from '../../common/privacy/facts';

/**
 * What the Hindi privacy notice (/hi/privacy) must say, as both its readers expect it: the patient in a browser
 * (tests/e2e/privacy-hi.spec.ts) and a search engine reading its HTML (tests/html/indexing.test.ts).
 */

/** Its section headings. */
export const PRIVACY_HEADINGS_HI = [
  'हम कौन हैं',
  'आपके अधिकार',
  'अगर आप संतुष्ट नहीं हैं',
  'किससे संपर्क करें',
  'अपने डेटा के बारे में पूछें',
];

/** The same numbers as /privacy (common/privacy/facts.ts), each as the Hindi notice words it. */
export const PRIVACY_NUMBERS_HI: { n: number; words: string }[] = [
  { n: DEFAULT_RETENTION_MONTHS, words: `${DEFAULT_RETENTION_MONTHS} महीने` },
  { n: EMAIL_RECORD_DAYS, words: `${EMAIL_RECORD_DAYS} दिन` },
  { n: LOG_KEEP_DAYS, words: `${LOG_KEEP_DAYS} दिन` },
  { n: REQUEST_DAYS, words: `${REQUEST_DAYS} दिन के भीतर` },
  { n: GRIEVANCE_DAYS, words: `${GRIEVANCE_DAYS} दिन के भीतर` },
];
