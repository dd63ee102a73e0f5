import { DOCTOR } from '../../common/clinic';
import { preparationForHi } from '../../common/preparation.hi';
import { DEFAULT_RETENTION_MONTHS } from '../../common/privacy';
import { BOOKING_WINDOW_DAYS, REMINDER_HOUR } from '../../common/schedule';
import { CONDITION_SLUGS, NOT_SURE, SERVICE_SLUGS } from '../../common/visit-reasons';
import {
  DOCTOR_TEXT,
  dateLabel,
  NOT_SURE_LABEL_HI,
  relationshipLabelIn,
  relationshipOptions,
  timeLabel,
  visitLabel,
} from '../i18n';
import type { PageCopy } from './copy';

/**
 * The no-JavaScript pages in Hindi: the same form and facts as the English (copy.en.ts), written for patients. The
 * values the form posts stay the same in both languages; only their labels change. The privacy notice's sentences
 * are those of the Hindi privacy notice (web/src/content/privacy-notice.hi.ts). "ई‑मेल" is written with a
 * non-breaking hyphen (U+2011), as on the site.
 */

const reminderHour = REMINDER_HOUR >= 16 ? `शाम ${REMINDER_HOUR - 12} बजे` : `${REMINDER_HOUR} बजे`;

const SUBMIT = { home: 'फ़ॉर्म भेजें', page: 'बुकिंग पक्की करें' } as const;

const ABOUT_ME = {
  fullName: 'पूरा नाम',
  bookedFor: 'यह अपॉइंटमेंट किसके लिए है?',
  bookerName: 'आपका नाम',
  bookerRelationship: 'आप मरीज़ के क्या लगते हैं?',
  patientUnder18: 'मरीज़ की उम्र 18 साल से कम है',
  doctor: 'डॉक्टर',
  visitReason: 'विज़िट किस लिए है?',
  reportsName: 'रिपोर्ट',
} as const;

export const PAGE_COPY_HI: PageCopy = {
  htmlLang: 'hi',

  errorPrefix: 'त्रुटि: ',
  skipToForm: 'फ़ॉर्म पर जाएँ',
  callUsOnHidden: 'हमें फ़ोन करें: ',
  alsoCallUs: { before: 'आप हमें ', after: ' पर फ़ोन भी कर सकते हैं।' },
  privacyTitle: 'आपकी गोपनीयता।',
  privacyNotice: {
    booking:
      'आपका नाम, ई‑मेल, फ़ोन, आपकी चुनी हुई तारीख़ और समय, और अपनी सेहत के बारे में आप जो बताते हैं, यह सब हम केवल आपकी अपॉइंटमेंट तय करने, उसकी तैयारी करने और आपको उसकी याद दिलाने के लिए इस्तेमाल करते हैं।',
    contact: 'आपका नाम, ई‑मेल और संदेश (और फ़ोन नंबर, अगर आप दें) हम केवल आपको जवाब देने के लिए इस्तेमाल करते हैं।',
    rest: `Cloudflare इसे रखती है और Resend हमारे ई‑मेल भेजती है। हम इसे आपकी अपॉइंटमेंट या संदेश के ${DEFAULT_RETENTION_MONTHS} महीने बाद तक रखते हैं, फिर आपकी जानकारी हटा देते हैं। आप कभी भी इसे देखने, ठीक करवाने या मिटवाने को कह सकते हैं, या शिकायत कर सकते हैं।`,
  },
  privacyLink: 'हमारी गोपनीयता सूचना पढ़ें (नए टैब में खुलती है)',
  problemTitle: 'कृपया ये बातें ठीक करें',
  honeypotLabel: 'इस खाने को ख़ाली छोड़ दें',
  backHome: 'होम पेज पर वापस जाएँ',
  asRequired: 'तारे के निशान',

  bookingTitle: 'अपॉइंटमेंट बुक करें',
  bookingLead: {
    before: (submit) => `पूरी बुकिंग इसी पेज पर है। कृपया इसे भरें और “${submit}” दबाएँ। `,
    required: ' वाले खाने भरना ज़रूरी है। बात करना चाहें? हमें ',
    after: ' पर फ़ोन करें।',
  },
  stepTitles: ['मरीज़ की जानकारी', 'तारीख़ और समय', 'डॉक्टर', 'जानकारी जाँचें'],
  labels: {
    home: {
      ...ABOUT_ME,
      email: 'ई‑मेल',
      phone: 'फ़ोन',
      date: 'तारीख़',
      time: 'समय',
      message: 'संदेश',
    },
    page: {
      ...ABOUT_ME,
      email: 'ई‑मेल पता',
      phone: 'फ़ोन नंबर',
      age: 'उम्र',
      gender: 'लिंग',
      address: 'पता',
      medicalHistory: 'पुरानी बीमारियाँ और इलाज (Medical History)',
      currentSymptoms: 'अभी की तकलीफ़ें (लक्षण)',
      date: 'पसंद की तारीख़',
      time: 'पसंद का समय',
      notes: 'और कुछ बताना हो तो',
    },
  },
  patientNameLabel: 'मरीज़ का पूरा नाम',
  bookedForChoices: [
    { value: 'self', label: 'मेरे लिए' },
    { value: 'other', label: 'किसी और के लिए, जिनकी मैं देखभाल करता/करती हूँ (बच्चा, माता-पिता…)' },
  ],
  onlyForSomeoneElse: 'केवल तब, जब आप किसी और के लिए बुक कर रहे हैं',
  bookedForOtherHint: 'कृपया नीचे अपना ई‑मेल और फ़ोन दें: कन्फ़र्मेशन और रिमाइंडर आपको ही आएँगे।',
  relationshipEmpty: 'कोई एक चुनें',
  relationships: relationshipOptions('hi'),
  under18Hint: '18 साल से कम उम्र के मरीज़ की बुकिंग माता-पिता या अभिभावक करते हैं।',
  genders: [
    { value: 'male', label: 'पुरुष' },
    { value: 'female', label: 'महिला' },
    { value: 'other', label: 'अन्य' },
  ],
  genderEmpty: 'लिंग चुनें',
  dateHint: `सोमवार से शनिवार, ज़्यादा से ज़्यादा ${BOOKING_WINDOW_DAYS} दिन आगे तक।`,
  chooseTime: 'समय चुनें',
  timeZoneHint: 'सभी समय भारतीय समय (IST) में हैं।',
  slotNote: { full: 'सारी जगहें भर चुकी हैं', closed: 'उपलब्ध नहीं', 'too-soon': 'बहुत जल्दी' },
  time: (slot) => timeLabel(slot, 'hi'),
  // Short enough for a phone's select: the specialty in Hindi only.
  doctorOption: `${DOCTOR.name} (पल्मोनोलॉजिस्ट)`,
  visitReasonEmpty: 'पता हो तो चुनें (ज़रूरी नहीं)',
  visitReasonHint: (value) => {
    if (!value) return 'इससे हम आपको ई‑मेल पर बता पाएँगे कि तैयारी कैसे करें।';
    if (value === NOT_SURE) return 'कोई बात नहीं: डॉक्टर विज़िट के समय आपको सही सलाह देंगे।';
    return 'कन्फ़र्मेशन के साथ हम आपको ई‑मेल पर तैयारी का तरीक़ा भेजेंगे।';
  },
  notSureGroup: 'पक्का नहीं पता',
  notSure: NOT_SURE_LABEL_HI,
  reasonGroups: [
    { label: 'जाँच और इलाज', options: SERVICE_SLUGS.map((value) => ({ value, label: visitLabel(value, 'hi') })) },
    { label: 'बीमारियाँ', options: CONDITION_SLUGS.map((value) => ({ value, label: visitLabel(value, 'hi') })) },
  ],
  optional: '(ज़रूरी नहीं)',
  reportsHint: 'PDF, JPG, PNG या Word। कृपया असली रिपोर्टें विज़िट पर साथ लाएँ।',
  chosenFile: (name) => ` चुनी गई फ़ाइल: ${name}।`,
  messagePlaceholder: 'डॉक्टर को कुछ बताना चाहें तो यहाँ लिखें (ज़रूरी नहीं)',
  submit: SUBMIT,

  bookingSuccessTitle: 'अपॉइंटमेंट बुक हो गई!',
  bookingSuccessText: 'आपकी अपॉइंटमेंट तय हो गई है। कन्फ़र्मेशन ई‑मेल भेज दिया गया है।',
  yourAppointment: 'आपकी अपॉइंटमेंट',
  bookedBy: 'बुक करने वाले',
  patient: 'मरीज़',
  date: 'तारीख़',
  dateLabel: (date) => dateLabel(date, 'hi'),
  timeLabel: 'समय',
  timeValue: (slot) => `${timeLabel(slot, 'hi')} (भारतीय समय)`,
  doctor: 'डॉक्टर',
  doctorValue: `${DOCTOR.name}, ${DOCTOR_TEXT.hi.title}`,
  visitFor: 'विज़िट किस लिए',
  visitLabel: (value) => visitLabel(value, 'hi'),
  relationshipLabel: (value) => relationshipLabelIn(value, 'hi'),
  where: 'कहाँ',
  reference: 'बुकिंग नंबर',
  whatNext: 'आगे क्या होगा',
  confirmationOnItsWay: {
    before: 'कन्फ़र्मेशन ',
    after: ' पर भेजा जा रहा है, साथ में कैलेंडर इनविटेशन भी। अगर कुछ मिनट में न मिले, तो कृपया अपना स्पैम फ़ोल्डर देखें।',
  },
  manageLinkNote:
    'ई‑मेल में अपॉइंटमेंट बदलने या रद्द करने का लिंक है। कृपया इसे कम से कम कुछ घंटे पहले इस्तेमाल करें, ताकि वह समय किसी दूसरे मरीज़ को मिल सके।',
  reminderNote: `अपॉइंटमेंट से एक दिन पहले ${reminderHour} हम आपको रिमाइंडर ई‑मेल करेंगे, तैयारी के तरीक़े के साथ।`,
  preparation: (reason) => preparationForHi(reason),
  questions: { before: 'कोई सवाल? हमें ', after: ' पर फ़ोन करें।' },

  keptBelow: (submit) => `आपकी जानकारी नीचे भरी हुई है। कृपया तारीख़ और समय चुनें, बाक़ी जानकारी जाँच लें, फिर “${submit}” दबाएँ।`,
  tokenCheck: (submit) => `आपकी सुरक्षा के लिए, कृपया अपनी जानकारी जाँचें और “${submit}” फिर से दबाएँ।`,
  tokenExpired: (submit) =>
    `यह पेज बहुत देर तक खुला रहा, इसलिए आपकी सुरक्षा के लिए अभी कुछ नहीं भेजा गया। कृपया अपनी जानकारी जाँचें और “${submit}” फिर से दबाएँ।`,
  formUsed: (submit) =>
    `इस फ़ॉर्म से पहले ही एक अपॉइंटमेंट बुक हो चुकी है: उसके कन्फ़र्मेशन ई‑मेल में पूरी जानकारी है, और उसे बदलने या रद्द करने का लिंक भी। एक और अपॉइंटमेंट बुक करनी हो, तो नीचे की जानकारी जाँचें और “${submit}” फिर से दबाएँ।`,
  bookingNotFoundTitle: 'यह बुकिंग नहीं मिली',
  bookingNotFound: (phone) => `कृपया हमें ${phone} पर फ़ोन करें, हम आपके लिए इसे देख लेंगे।`,

  contactTitle: 'हमें संदेश भेजें',
  contactLead: {
    before: '',
    required: ' वाले खाने भरना ज़रूरी है। अपॉइंटमेंट या किसी ज़रूरी बात के लिए कृपया हमें ',
    after: ' पर फ़ोन करें।',
  },
  homeContactLabels: {
    firstName: 'पहला नाम',
    lastName: 'उपनाम',
    email: 'ई‑मेल',
    phone: 'फ़ोन (ज़रूरी नहीं)',
    subject: 'विषय',
    message: 'संदेश',
  },
  pageContactLabels: { name: 'आपका नाम', email: 'ई‑मेल पता', subject: 'विषय', message: 'संदेश' },
  subjectEmpty: 'विषय चुनें',
  subjects: [
    { value: 'Book Appointment', label: 'अपॉइंटमेंट बुक करनी है' },
    { value: 'General Consultation', label: 'सामान्य सलाह' },
    { value: 'Emergency', label: 'इमरजेंसी' },
    { value: 'Other', label: 'कुछ और' },
  ],
  send: 'संदेश भेजें',
  contactSuccessTitle: 'संदेश भेज दिया गया!',
  contactSuccessText: 'हमसे संपर्क करने के लिए धन्यवाद। हम जल्द से जल्द जवाब देंगे।',
  answerByEmail: { before: 'हम आपको जवाब देंगे, आम तौर पर ', after: ' पर ई‑मेल से।' },
  urgentCall: { before: 'अपॉइंटमेंट या किसी ज़रूरी बात के लिए कृपया हमें ', after: ' पर फ़ोन करें।' },
  checkMessage: 'कृपया अपना संदेश जाँच लें, फिर उसे भेजने के लिए “संदेश भेजें” दबाएँ। अभी कुछ नहीं भेजा गया है।',

  crossSiteTitle: 'कृपया हमारी वेबसाइट इस्तेमाल करें',
  crossSiteLine: 'यह फ़ॉर्म किसी दूसरी वेबसाइट से भेजा गया था, इसलिए हमें कुछ नहीं भेजा गया।',
  goToSite: 'हमारी वेबसाइट पर जाएँ',
  notSentTitle: 'आपकी जानकारी नहीं भेजी गई',
  somethingWrong: 'हमारी तरफ़ से कुछ गड़बड़ हो गई।',
  nothingStored: 'कुछ भी सेव नहीं हुआ। कृपया वापस जाकर फिर से कोशिश करें।',
  callUsTitle: 'कृपया हमें फ़ोन करें',
  nothingSent: 'कुछ नहीं भेजा गया।',
  notReady: {
    title: 'कृपया फिर से कोशिश करें',
    heading: 'कृपया बटन फिर से दबाएँ',
    before: 'पेज अभी लोड हो रहा था (या इस ब्राउज़र में JavaScript बंद है), इसलिए आपकी जानकारी ',
    notSent: 'नहीं भेजी गई',
    after:
      '। कृपया वापस जाएँ (आपने जो लिखा था, वह आम तौर पर वहीं होता है) और पेज लोड होने के बाद बटन फिर से दबाएँ, या बुकिंग के लिए हमें फ़ोन करें।',
    back: 'अपने ब्राउज़र का Back बटन इस्तेमाल करें, या हमें फ़ोन करें: ',
  },
};
