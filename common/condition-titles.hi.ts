import type { ConditionSlug } from './slugs.ts';

/**
 * Each condition's name in Hindi, for the /hi/ pages, cards, the booking form and the e-mails: the everyday Hindi
 * name a patient would say, with the English name (CONDITION_TITLES) in brackets, as patients also search for it.
 */
export const CONDITION_TITLES_HI: Record<ConditionSlug, string> = {
  'copd-treatment': 'सीओपीडी का इलाज (COPD Treatment)',
  'asthma-treatment': 'अस्थमा (दमा) का इलाज (Asthma Treatment)',
  'tb-treatment': 'टीबी का इलाज (TB Treatment)',
  'pneumonia-treatment': 'निमोनिया का इलाज (Pneumonia Treatment)',
  'sarcoidosis-treatment': 'सारकॉइडोसिस का इलाज (Sarcoidosis Treatment)',
  'pleural-diseases': 'फेफड़ों की झिल्ली के रोग (Pleural Diseases)',
  'flu-treatment': 'फ़्लू का इलाज (Flu Treatment)',
  'sleep-apnea': 'नींद में साँस रुकना (Sleep Apnea)',
  'eosinophilic-lung-diseases': 'फेफड़ों के ईओसिनोफ़िलिक रोग (Eosinophilic Lung Diseases)',
  'mdr-tb-treatment': 'एमडीआर-टीबी का इलाज (MDR-TB Treatment)',
  'lung-cancer': 'फेफड़ों का कैंसर (Lung Cancer)',
  'fungal-lung-diseases': 'फेफड़ों के फ़ंगल रोग (Fungal Lung Diseases)',
  'parasitic-lung-diseases': 'फेफड़ों के परजीवी रोग (Parasitic Lung Diseases)',
};
