import type { ServiceSlug } from './slugs.ts';

/**
 * Each service's name in Hindi, for the /hi/ pages, cards, the booking form and the e-mails: the name a patient would
 * say or recognise, in Devanagari, with the English name (SERVICE_TITLES) in brackets, as patients also search for it.
 */
export const SERVICE_TITLES_HI: Record<ServiceSlug, string> = {
  'pulmonary-function-test': 'पीएफटी – फेफड़ों की जाँच (Pulmonary Function Test)',
  bronchoscopy: 'ब्रोंकोस्कोपी (Bronchoscopy)',
  'sleep-study': 'नींद की जाँच – स्लीप स्टडी (Sleep Study)',
  'allergy-testing': 'एलर्जी की जाँच (Allergy Testing)',
  'smoking-cessation': 'तंबाकू और सिगरेट छोड़ने में मदद (Smoking Cessation)',
  'oxygen-therapy': 'ऑक्सीजन थेरेपी (Oxygen Therapy)',
  'lung-rehabilitation': 'फेफड़ों का रिहैबिलिटेशन (Lung Rehabilitation)',
  'critical-care': 'आईसीयू और क्रिटिकल केयर (Critical Care)',
  'lung-cancer-screening': 'फेफड़ों के कैंसर की शुरुआती जाँच (Lung Cancer Screening)',
  spirometry: 'स्पाइरोमेट्री (Spirometry)',
  'pleural-aspiration': 'फेफड़ों के आसपास का पानी निकालना (Pleural Aspiration)',
  'ict-insertion': 'छाती में नली डालना – चेस्ट ड्रेन (ICT Insertion)',
  pleuroscopy: 'प्लूरोस्कोपी (Pleuroscopy)',
  'abg-analysis': 'एबीजी – ब्लड गैस की जाँच (ABG Analysis)',
  'cpap-bipap-therapy': 'सीपैप/बाइपैप थेरेपी (CPAP/BiPAP Therapy)',
};
