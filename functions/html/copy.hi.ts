import {
  bookedForChoices,
  bookingLabels,
  bookingTexts,
  genders,
  patientNameLabel,
  reasonGroups,
  relationshipLabel,
  relationships,
  stepTitles,
  submitLabel,
  visitReasonHint,
} from '../../common/booking-draft';
import { DOCTOR } from '../../common/clinic';
import { DOCTOR_HI } from '../../common/clinic.hi';
import { contactTexts, homeContactLabels, pageContactLabels, subjectOptions } from '../../common/contact-form';
import { m } from '../../common/paraglide/messages.js';
import { preparationForHi } from '../../common/preparation.hi';
import { DEFAULT_RETENTION_MONTHS } from '../../common/privacy';
import { CONFIRM_HOURS, REMINDER_HOUR } from '../../common/schedule';
import { NOT_SURE_LABEL_HI, visitReasonLabel } from '../../common/visit-reasons';
import { dateLabel, timeLabel } from '../i18n';
import type { PageCopy } from './copy-types';

/**
 * The no-JavaScript pages in Hindi: the same form and facts as the English (copy.en.ts), written for patients. As in
 * English, every label, choice and text the JavaScript forms also show is theirs (common/booking-draft.ts,
 * common/contact-form.ts: the Paraglide messages in Hindi), and so is the short privacy notice (the site's
 * chrome_privacy_* messages), so a patient reads the same words with or without JavaScript; what is written here is
 * what only these pages say. The values the form posts stay the same in both languages; only their labels change.
 * "ई‑मेल" is written with a non-breaking hyphen (U+2011), as on the site.
 */

const HI = { locale: 'hi' } as const;
const TEXTS = bookingTexts('hi');
const CONTACT = contactTexts('hi');

const reminderHour = REMINDER_HOUR >= 16 ? `शाम ${REMINDER_HOUR - 12} बजे` : `${REMINDER_HOUR} बजे`;

export const PAGE_COPY_HI: PageCopy = {
  htmlLang: 'hi',

  errorPrefix: 'ग़लती: ',
  skipToForm: 'फ़ॉर्म पर जाएँ',
  callUsOnHidden: 'हमें फ़ोन करें: ',
  alsoCallUs: { before: 'आप हमें ', after: ' पर फ़ोन भी कर सकते हैं।' },
  privacyTitle: m.chrome_privacy_lead({}, HI),
  privacyNotice: {
    booking: m.chrome_privacy_booking({}, HI),
    contact: m.chrome_privacy_contact({}, HI),
    rest: [
      m.chrome_privacy_processors({}, HI),
      m.chrome_privacy_retention({ months: DEFAULT_RETENTION_MONTHS }, HI),
      m.chrome_privacy_rights({}, HI),
    ].join(' '),
  },
  privacyLink: m.chrome_privacy_link({}, HI),
  problemTitle: 'कृपया ये बातें ठीक करें',
  honeypotLabel: m.forms_honeypot_label({}, HI),
  backHome: 'होम पेज पर वापस जाएँ',
  asRequired: 'तारे के निशान',

  bookingTitle: 'अपॉइंटमेंट बुक करें',
  bookingLead: {
    before: (submit) => `पूरी बुकिंग इसी पेज पर है। कृपया इसे भरें और “${submit}” दबाएँ। `,
    required: ' वाली जानकारी भरना ज़रूरी है। बात करना चाहें? हमें ',
    after: ' पर फ़ोन करें।',
  },
  stepTitles: stepTitles('hi'),
  labels: { home: bookingLabels('home', 'hi'), page: bookingLabels('page', 'hi') },
  patientNameLabel: patientNameLabel('hi'),
  bookedForChoices: bookedForChoices('hi'),
  onlyForSomeoneElse: 'केवल तब, जब आप किसी और के लिए बुक कर रहे हैं',
  bookedForOtherHint: TEXTS.bookedForOtherHint,
  relationshipEmpty: TEXTS.relationshipEmpty,
  relationships: relationships('hi'),
  under18Hint: TEXTS.under18Hint,
  genders: genders('hi'),
  genderEmpty: TEXTS.genderEmpty,
  dateHint: TEXTS.dateHint,
  chooseTime: 'समय चुनें',
  timeZoneHint: TEXTS.timeZoneHint,
  slotNote: { full: 'भर चुका है', closed: 'उपलब्ध नहीं', 'too-soon': 'अब बुक नहीं हो सकता' },
  time: (slot) => timeLabel(slot, 'hi'),
  // The doctor as the wizard shows him: the name, then the specialty of common/clinic.hi.ts.
  doctorOption: m.forms_doctor_shown({ name: DOCTOR.name, specialty: DOCTOR_HI.specialty }, HI),
  visitReasonEmpty: TEXTS.visitReasonEmpty,
  visitReasonHint: (value) => visitReasonHint(value, 'hi'),
  notSureGroup: 'पक्का नहीं पता',
  notSure: NOT_SURE_LABEL_HI,
  reasonGroups: reasonGroups('hi').map((g) => ({
    label: g.label,
    options: g.reasons.map((r) => ({ value: r.value, label: r.label })),
  })),
  optional: '(ज़रूरी नहीं)',
  reportsHint: TEXTS.reportsHint,
  chosenFile: (name) => ` चुनी गई फ़ाइल: ${name}।`,
  messagePlaceholder: m.forms_message_placeholder({}, HI),
  submit: { home: submitLabel('home', 'hi'), page: submitLabel('page', 'hi') },

  bookingSuccessTitle: TEXTS.successTitle,
  bookingSuccessText: TEXTS.successText,
  yourAppointment: 'आपकी अपॉइंटमेंट',
  bookedBy: m.forms_summary_booked_by({}, HI),
  patient: 'मरीज़',
  date: 'तारीख़',
  dateLabel: (date) => dateLabel(date, 'hi'),
  timeLabel: 'समय',
  timeValue: (slot) => `${timeLabel(slot, 'hi')} (भारतीय समय)`,
  doctor: 'डॉक्टर',
  doctorValue: `${DOCTOR.name}, ${DOCTOR_HI.title}`,
  visitFor: m.forms_summary_visit_for({}, HI),
  visitLabel: (value) => visitReasonLabel(value, 'hi'),
  relationshipLabel: (value) => relationshipLabel(value, 'hi'),
  where: 'कहाँ',
  reference: m.forms_manage_reference({}, HI),
  whatNext: 'आगे क्या होगा',
  confirmationOnItsWay: {
    before: 'पुष्टि का ई‑मेल ',
    after: ' पर भेजा जा रहा है, साथ में कैलेंडर इनवाइट भी। अगर कुछ मिनट में न मिले, तो कृपया अपना स्पैम फ़ोल्डर देखें।',
  },
  formSentTitle: 'यह फ़ॉर्म पहले ही भेजा जा चुका है',
  formSentLine:
    'अगर इससे अपॉइंटमेंट बुक हुई थी, तो उसके ई‑मेल में पूरी जानकारी है, और उसे बदलने या रद्द करने का लिंक भी। एक और अपॉइंटमेंट बुक करने के लिए, कृपया बुकिंग पेज से फिर से शुरू करें।',
  heldTitle: 'बस एक क़दम बाक़ी: कृपया अपनी अपॉइंटमेंट की पुष्टि करें',
  heldText: `हमने यह समय ${CONFIRM_HOURS} घंटे के लिए आपके लिए रोक कर रखा है। इसे पक्का करने के लिए, अभी भेजे गए ई‑मेल से इसकी पुष्टि करें।`,
  confirmLinkOnItsWay: {
    before: 'पुष्टि के लिंक वाला ई‑मेल ',
    after:
      ' पर भेजा जा रहा है। लिंक खोलें और “अपनी अपॉइंटमेंट की पुष्टि करें” दबाएँ। अगर कुछ मिनट में न मिले, तो कृपया अपना स्पैम फ़ोल्डर देखें, या हमें फ़ोन करें।',
  },
  confirmInTime: `अगर ${CONFIRM_HOURS} घंटे के अंदर पुष्टि नहीं हुई, तो यह जगह किसी दूसरे मरीज़ को दे दी जाएगी। पुष्टि करते ही हम आपको कैलेंडर इनवाइट के साथ पुष्टि का ई‑मेल भेजेंगे।`,
  manageLinkNote:
    'ई‑मेल में अपॉइंटमेंट बदलने या रद्द करने का लिंक है। कृपया इसे कम से कम कुछ घंटे पहले इस्तेमाल करें, ताकि वह समय किसी दूसरे मरीज़ को मिल सके।',
  reminderNote: `अपॉइंटमेंट से एक दिन पहले ${reminderHour} हम आपको याद दिलाने के लिए ई‑मेल भेजेंगे, तैयारी के तरीक़े के साथ।`,
  preparation: (reason) => preparationForHi(reason),
  questions: { before: 'कोई सवाल? हमें ', after: ' पर फ़ोन करें।' },

  keptBelow: (submit) => `आपकी जानकारी नीचे भरी हुई है। कृपया तारीख़ और समय चुनें, बाक़ी जानकारी जाँच लें, फिर “${submit}” दबाएँ।`,
  tokenCheck: (submit) => `आपकी सुरक्षा के लिए, कृपया अपनी जानकारी जाँचें और “${submit}” फिर से दबाएँ।`,
  tokenExpired: (submit) =>
    `यह पेज बहुत देर तक खुला रहा, इसलिए आपकी सुरक्षा के लिए अभी कुछ नहीं भेजा गया। कृपया अपनी जानकारी जाँचें और “${submit}” फिर से दबाएँ।`,
  formUsed: (submit) =>
    `यह फ़ॉर्म एक बार भेजा जा चुका है। अगर उससे अपॉइंटमेंट बुक हुई थी, तो उसके ई‑मेल में पूरी जानकारी है, और उसे बदलने या रद्द करने का लिंक भी। बुक करने के लिए, नीचे की जानकारी जाँचें और “${submit}” फिर से दबाएँ।`,
  bookingNotFoundTitle: 'यह बुकिंग नहीं मिली',
  bookingNotFound: (phone) => `कृपया हमें ${phone} पर फ़ोन करें, हम आपके लिए इसे देख लेंगे।`,

  contactTitle: 'हमें संदेश भेजें',
  contactLead: {
    before: '',
    required: ' वाली जानकारी भरना ज़रूरी है। अपॉइंटमेंट या किसी ज़रूरी बात के लिए कृपया हमें ',
    after: ' पर फ़ोन करें।',
  },
  homeContactLabels: homeContactLabels('hi'),
  pageContactLabels: pageContactLabels('hi'),
  subjectEmpty: CONTACT.subjectEmpty,
  subjects: subjectOptions('hi'),
  send: CONTACT.send,
  contactSuccessTitle: CONTACT.successTitle,
  contactSuccessText: CONTACT.successText,
  answerByEmail: { before: 'हम आपको जवाब देंगे, आम तौर पर ', after: ' पर ई‑मेल से।' },
  urgentCall: { before: 'अपॉइंटमेंट या किसी ज़रूरी बात के लिए कृपया हमें ', after: ' पर फ़ोन करें।' },
  checkMessage: `कृपया अपना संदेश जाँच लें, फिर उसे भेजने के लिए “${CONTACT.send}” दबाएँ। अभी कुछ नहीं भेजा गया है।`,

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
    back: 'ब्राउज़र का ‘वापस’ (←) बटन दबाएँ, या हमें फ़ोन करें: ',
  },
};
