import { CLINIC, DATA_CONTACT, DOCTOR } from '../../common/clinic';
import { DATA_CONTACT_ROLE_HI_NAMED, DOCTOR_HI } from '../../common/clinic.hi';
import { CONFIRM_HOURS } from '../../common/schedule';
import type { EmailCopy } from './copy-types';

/**
 * The patient's e-mails in Hindi: the same facts as the English (copy.en.ts), written for patients rather than
 * translated word for word. Names, the address, phone numbers and e-mail addresses stay as the clinic writes them;
 * digits stay Latin. "ई‑मेल" is written with a non-breaking hyphen (U+2011), as on the site.
 */

const DATA_ROLE = DATA_CONTACT_ROLE_HI_NAMED;
const BOARD = 'भारतीय डाटा संरक्षण बोर्ड (Data Protection Board of India)';

export const EMAIL_COPY_HI: EmailCopy = {
  htmlLang: 'hi',

  where: 'कहाँ',
  openInMaps: 'नक्शे में खोलें',
  needToChange: 'अपॉइंटमेंट बदलनी या रद्द करनी है?',
  manage: {
    before: '',
    link: 'अपनी अपॉइंटमेंट बदलें या रद्द करें',
    after: ' — कृपया यह कम से कम कुछ घंटे पहले करें, ताकि वह समय किसी दूसरे मरीज़ को मिल सके।',
  },
  orCallUs: { before: 'या हमें ', after: ' पर फ़ोन करें।' },
  bookingReference: (id) => `बुकिंग नंबर: ${id}`,
  dear: (name) => `नमस्ते ${name},`,

  patient: 'मरीज़',
  date: 'तारीख़',
  timeIst: 'समय (भारतीय समय)',
  doctor: 'डॉक्टर',
  newDate: 'नई तारीख़',
  newTimeIst: 'नया समय (भारतीय समय)',
  insteadOf: 'पहले का समय',
  dateAtTime: (date, time) => `${date}, ${time}`,
  reasonGiven: 'बताया गया कारण',

  confirmation: {
    preview: (a) => `आपकी अपॉइंटमेंट: ${a.dateLabel}, ${a.time}`,
    heading: 'आपकी अपॉइंटमेंट बुक हो गई है',
    intro: (a) =>
      `${CLINIC.name} चुनने के लिए धन्यवाद। हमने ${DOCTOR.name}, ${DOCTOR_HI.title}, के साथ ${a.appointmentFor} बुक कर दी है। इसे अपने कैलेंडर में जोड़ने के लिए कैलेंडर इनवाइट साथ में है।`,
  },
  confirmRequest: {
    preview: (a) => `कृपया पुष्टि करें: आपकी अपॉइंटमेंट ${a.dateLabel}, ${a.time}`,
    heading: 'कृपया अपनी अपॉइंटमेंट की पुष्टि करें',
    intro: (a) =>
      `हमने ${DOCTOR.name} के साथ ${a.appointmentFor} आपके लिए रोक कर रखी है। कृपया ${CONFIRM_HOURS} घंटे के अंदर इसकी पुष्टि करें, वरना यह जगह किसी दूसरे मरीज़ को दे दी जाएगी।`,
    action: { before: '', link: 'अपनी अपॉइंटमेंट की पुष्टि करें', after: ' — उसी पेज पर आप इसे बदल या रद्द भी कर सकते हैं।' },
    notYou: 'अगर यह बुकिंग आपने नहीं की है, तो कुछ करने की ज़रूरत नहीं है: यह जगह अपने-आप छोड़ दी जाएगी।',
    subject: (a) => `कृपया पुष्टि करें: आपकी अपॉइंटमेंट ${a.dateLabel}, ${a.time}`,
  },
  reminder: {
    preview: (a) => `आपकी अपॉइंटमेंट: ${a.dateLabel}, ${a.time}`,
    heading: 'जल्द मिलते हैं',
    intro: (a) => `याद दिला दें: ${CLINIC.name} में ${DOCTOR.name} के साथ ${a.appointmentFor} नीचे दिए समय पर है।`,
  },
  reschedule: {
    preview: (a) => `आपकी अपॉइंटमेंट अब ${a.dateLabel}, ${a.time} पर है`,
    heading: 'आपकी अपॉइंटमेंट का समय बदल गया है',
    intro: `${DOCTOR.name} के साथ आपकी अपॉइंटमेंट अब नीचे दिए समय पर है। साथ में भेजा गया कैलेंडर अपडेट आपके कैलेंडर में भी समय बदल देगा।`,
  },
  cancellation: {
    preview: (a) => `${a.dateLabel}, ${a.time} की आपकी अपॉइंटमेंट रद्द हो गई है`,
    heading: 'आपकी अपॉइंटमेंट रद्द हो गई है',
    intro: (a) =>
      `${DOCTOR.name} के साथ ${a.dateLabel}, ${a.time} की अपॉइंटमेंट रद्द हो गई है, और साथ में भेजा गया कैलेंडर अपडेट इसे आपके कैलेंडर से हटा देगा। ${a.cancelNote}`,
    bookAgain: { before: 'जब भी ज़रूरत हो, आप ऑनलाइन ', link: 'नई अपॉइंटमेंट', after: ' बुक कर सकते हैं।' },
    callUs: { before: 'अगर आपने यह नहीं कहा था, या कोई सवाल है, तो कृपया हमें ', after: ' पर फ़ोन करें।' },
  },

  subjects: {
    appointment: (a) => `${DOCTOR.name} के साथ आपकी अपॉइंटमेंट: ${a.dateLabel}, ${a.time}`,
    cancellation: (a) => `रद्द: ${a.dateLabel}, ${a.time} की आपकी अपॉइंटमेंट`,
    reschedule: (a) => `आपकी अपॉइंटमेंट का नया समय: ${a.dateLabel}, ${a.time}`,
    reminder: (a) => `याद दिला दें: ${a.dateLabel}, ${a.time} पर आपकी अपॉइंटमेंट`,
  },

  view: {
    yourAppointment: 'आपकी अपॉइंटमेंट',
    appointmentFor: (patient) => `${patient} की अपॉइंटमेंट`,
    cancelledByClinic: 'हमें खेद है: क्लिनिक को यह अपॉइंटमेंट रद्द करनी पड़ी है।',
    cancelledByPatient: 'इसे पुष्टि के ई‑मेल में दिए लिंक से रद्द किया गया।',
  },

  ics: {
    summary: `${DOCTOR.name} के साथ अपॉइंटमेंट`,
    cancelledSummary: `रद्द: ${DOCTOR.name} के साथ अपॉइंटमेंट`,
    description: (items) =>
      `${CLINIC.name} में ${DOCTOR.name} (${DOCTOR_HI.title}) से अपॉइंटमेंट।\nसाथ लाएँ:\n${items.map((w) => `- ${w}`).join('\n')}`,
    cancelledDescription: `${CLINIC.name} में यह अपॉइंटमेंट रद्द हो गई है।`,
  },

  privacy: {
    linkSubject: 'अपना डेटा देखने, ठीक करवाने या मिटवाने का लिंक',
    linkPreview: 'अपना डेटा देखने, ठीक करवाने या मिटवाने का लिंक',
    linkHeading: 'आपके डेटा के बारे में आपका अनुरोध',
    linkIntro: (email) =>
      `हमारी वेबसाइट पर एक लिंक माँगा गया, जिससे ${email} के लिए हमारे पास रखा डेटा देखा, ठीक करवाया या मिटवाया जा सके, या शिकायत की जा सके। आगे बढ़ने के लिए लिंक खोलें:`,
    linkText: 'अपना डेटा देखें या बदलें',
    linkFooter: 'यह लिंक 24 घंटे तक काम करता है। अगर आपने यह नहीं माँगा था, तो इस ई‑मेल को अनदेखा कर दें: कुछ नहीं बदलेगा।',
    questions: (name, email, id) => `कोई सवाल हो तो: ${name}, ${email}। रेफ़रेंस नंबर: ${id}`,
    answerQuestions: (name, email, id) =>
      `हमने यह कैसे किया, इस बारे में कोई सवाल या शिकायत हो तो: ${name}, ${email}। रेफ़रेंस नंबर: ${id}`,
    due: (date) => `${date} तक`,
    accessHeading: 'आपके डेटा की कॉपी',
    accessIntro: (email) =>
      `${CLINIC.name} के पास ${email} के लिए जो कुछ भी रखा है, वह यह है: आपकी बुकिंग और आपके संदेश, जैसे वे सेव हैं।`,
    erasureHeading: 'आपका डेटा मिटा दिया गया है',
    erasureIntro: (email) =>
      `${email} के लिए हमारे पास जितनी भी बुकिंग और संदेश थे, उन सबसे हमने आपका नाम, ई‑मेल, फ़ोन और संदेश मिटा दिए हैं।`,
    erasureBody:
      'आगे की जो अपॉइंटमेंट बाक़ी थीं, वे रद्द कर दी गई हैं। अपने रिकॉर्ड के लिए हम केवल पिछली अपॉइंटमेंट की तारीख़ और समय रखते हैं, बिना किसी ऐसी जानकारी के जिससे आपकी पहचान हो सके।',
    correctionHeading: 'डेटा ठीक करने का आपका अनुरोध हमें मिल गया है',
    correctionIntro: (due) => `आपने जो सुधार माँगा है, वह हम करेंगे और ${due} आपको लिखेंगे।`,
    grievanceHeading: 'आपकी शिकायत हमें मिल गई है',
    grievanceIntro: (due) =>
      `हमारे ${DATA_ROLE}, ${DATA_CONTACT.name}, ${due} आपको जवाब देंगे। अगर आप जवाब से संतुष्ट नहीं हैं, तो आप ${BOARD} से शिकायत कर सकते हैं।`,
    bookings: (n) => `बुकिंग (${n}):`,
    messages: (n) => `संदेश (${n}):`,
  },
};
