import { ADDRESS_LINE, CLINIC, DATA_CONTACT } from '../../../common/clinic';
import { DATA_CONTACT_ROLE_HI_NAMED } from '../../../common/clinic.hi';
import {
  DEFAULT_RETENTION_MONTHS,
  EMAIL_RECORD_DAYS,
  GRIEVANCE_DAYS,
  LOG_KEEP_DAYS,
  NOTICE_VERSION,
  PROCESSORS,
  processorNames,
  REQUEST_DAYS,
} from '../../../common/privacy';
import { m } from '../i18n';
import type { NoticeSection, PrivacyNoticeCopy } from './privacy-notice';

/**
 * The privacy notice on /hi/privacy: the English notice (privacy-notice.ts) in Hindi, written for patients rather than
 * translated word for word, with the English term in brackets where patients know it. Every fact comes from
 * common/privacy.ts and common/clinic.ts, as in English; names, the address, e-mail addresses and phone numbers stay
 * as the clinic writes them, in Latin letters and digits. "ई‑मेल" is written with a non-breaking hyphen (U+2011), so a
 * narrow screen never splits it across two lines.
 */

/** The version's date in Hindi with Latin digits: "23 नवंबर 2026". */
export const NOTICE_DATE_HI = new Intl.DateTimeFormat('hi-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  numberingSystem: 'latn',
}).format(new Date(`${NOTICE_VERSION}T12:00:00+05:30`));

/** What each processor does for the clinic, in Hindi: one entry per company in PROCESSORS, checked by the type. */
const PROCESSOR_PURPOSE: Record<(typeof PROCESSORS)[number]['name'], string> = {
  Cloudflare: 'वेबसाइट चलाती है, बुकिंग और संदेश अपने D1 डेटाबेस में रखती है, और फ़ॉर्म को ग़लत इस्तेमाल से बचाती है।',
  Resend: 'बुकिंग और संदेशों से जुड़े ई‑मेल भेजती है।',
  Meta: 'अगर आप चाहें, तो अपॉइंटमेंट के मैसेज WhatsApp पर पहुँचाती है: उसे आपका फ़ोन नंबर, आपका पहला नाम, आपकी मुलाक़ात की तारीख़, समय और जगह, और आपकी बुकिंग का लिंक मिलता है — आप किस लिए आ रहे हैं, यह कभी नहीं।',
  MSG91:
    'जब WhatsApp आपके नंबर तक नहीं पहुँच पाता, तब वही मैसेज मोबाइल नेटवर्क के ज़रिए SMS से भेजती है: वही जानकारी, आप किस लिए आ रहे हैं, यह कभी नहीं।',
};

const PROCESSOR_NAMES = processorNames('hi');

/** The data contact's role in Hindi, with the clinic's English title in brackets. */
const CONTACT_ROLE = DATA_CONTACT_ROLE_HI_NAMED;

const HI = { locale: 'hi' } as const;

/** The Board, named as patients will find it. */
const BOARD = m.chrome_privacy_board_name({}, HI);

const BOOKING_USE = 'इन सबका इस्तेमाल हम केवल आपकी अपॉइंटमेंट तय करने, उसकी तैयारी करने और आपको उसकी याद दिलाने के लिए करते हैं।';
const CONTACT_USE = m.chrome_privacy_contact({}, HI);

export const NOTICE_SECTIONS_HI: readonly NoticeSection[] = [
  {
    id: 'who-we-are',
    title: 'हम कौन हैं',
    paragraphs: [
      `${CLINIC.name}, ${ADDRESS_LINE}, तय करता है कि इस वेबसाइट पर आपकी दी हुई जानकारी का इस्तेमाल कैसे हो। भारत का डिजिटल वैयक्तिक डाटा संरक्षण अधिनियम, 2023 (Digital Personal Data Protection Act, 2023, या DPDP Act) हमें "डेटा फ़िड्यूशरी" (Data Fiduciary), यानी आपकी जानकारी सँभालने के ज़िम्मेदार, कहता है, और आपको "डेटा प्रिंसिपल" (Data Principal), यानी आप, जिनकी यह जानकारी है।`,
      'इस सूचना में सीधे शब्दों में बताया गया है कि हम कौन-सी जानकारी लेते हैं, क्यों लेते हैं, उसे सँभालने में कौन हमारी मदद करता है, हम उसे कितने समय तक रखते हैं, और आप हमसे क्या माँग सकते हैं।',
    ],
  },
  {
    id: 'what-we-collect',
    title: 'हम कौन-सी जानकारी लेते हैं, और क्यों',
    paragraphs: [
      'हम केवल वही जानकारी लेते हैं जो आप हमारे फ़ॉर्म में ख़ुद भरते हैं, और उसे केवल उसी काम के लिए इस्तेमाल करते हैं जिसके लिए आपने कहा है।',
    ],
    points: [
      {
        lead: 'जब आप अपॉइंटमेंट बुक करते हैं।',
        text: `हम आपका नाम, ई‑मेल, फ़ोन, आपकी चुनी हुई तारीख़ और समय, आप किस लिए आ रहे हैं (अगर आप बताएँ) और आपका संदेश लेते हैं। बुकिंग पेज पर आपकी उम्र, लिंग, पता, पुरानी बीमारियाँ (medical history) और अभी के लक्षण भी पूछे जाते हैं, ताकि डॉक्टर पहले से तैयारी कर सकें। ${BOOKING_USE} आपके पास दिखाने के लिए रिपोर्ट हैं या नहीं, यह हम लिख लेते हैं, पर रिपोर्ट की फ़ाइल आपके फ़ोन या कंप्यूटर से बाहर नहीं जाती।`,
      },
      {
        lead: 'जब आप किसी और के लिए बुक करते हैं।',
        text: 'तब हम आपका अपना नाम भी पूछते हैं, मरीज़ से आपका रिश्ता, और यह कि मरीज़ की उम्र 18 साल से कम है या नहीं, ताकि हमें पता रहे कि अपॉइंटमेंट के बारे में किससे बात करनी है। कृपया मरीज़ को बता दें कि आपने उनकी जानकारी हमें दी है।',
      },
      {
        lead: 'जब आप WhatsApp पर मैसेज माँगते हैं।',
        text: 'अगर आप "मेरी अपॉइंटमेंट के मैसेज WhatsApp पर भेजें" पर टिक करते हैं, तो हम आपका फ़ोन नंबर अंतरराष्ट्रीय रूप में (भारत के नंबर +91 के साथ) रखते हैं, और यह भी कि आपने कब कहा और इस सूचना का कौन-सा वर्ज़न देखा। हर मैसेज में केवल आपका पहला नाम, मुलाक़ात की तारीख़, समय और जगह, और आपकी बुकिंग का लिंक होता है — आप किस लिए आ रहे हैं, यह कभी नहीं, क्योंकि घर में अक्सर एक ही फ़ोन कई लोग इस्तेमाल करते हैं। अगर WhatsApp आपके नंबर तक न पहुँचे, तो वही मैसेज SMS से आता है। मैसेज बंद करने के लिए WhatsApp पर किसी भी मैसेज के जवाब में STOP लिखें, या अपनी बुकिंग के पेज पर "मेरे फ़ोन पर मैसेज बंद करें" दबाएँ; अपॉइंटमेंट के ई‑मेल आते रहेंगे।',
      },
      {
        lead: 'जब आप हमें संदेश भेजते हैं।',
        text: CONTACT_USE,
      },
      {
        lead: 'जब आप अपने डेटा के बारे में पूछते हैं।',
        text: 'आपका ई‑मेल पता और आपका अनुरोध हम केवल उसका जवाब देने के लिए रखते हैं, और बाद में यह दिखाने के लिए कि हमने जवाब दिया था।',
      },
    ],
    after: [
      `हम आपका डेटा बेचते नहीं, और न ही विज्ञापन के लिए उसका इस्तेमाल करते हैं। नीचे बताई गई कंपनियों (${PROCESSOR_NAMES}) के सिवा हम इसे किसी को नहीं देते, जब तक क़ानून ऐसा करने को न कहे।`,
      'फ़ॉर्म का ग़लत इस्तेमाल रोकने के लिए हम कुछ मिनट तक गिनते हैं कि किसी कनेक्शन से फ़ॉर्म कितनी बार भेजा गया। इसके लिए हम आपके इंटरनेट पते (IP address) की जगह एक बदला हुआ कोड इस्तेमाल करते हैं; आपका पता हम कभी सेव नहीं करते। होम और संपर्क पेज पर दिखने वाला नक्शा Google Maps से आता है: नक्शा खुलते समय आपका ब्राउज़र उसे Google से माँगता है, जैसा Google का नक्शा दिखाने वाली किसी भी वेबसाइट पर होता है।',
    ],
  },
  {
    id: 'who-handles-it',
    title: 'आपका डेटा हमारे लिए कौन सँभालता है',
    paragraphs: ['ये कंपनियाँ हमारे लिए डेटा सँभालती हैं, और केवल हमारे निर्देश पर:'],
    points: PROCESSORS.map((p) => ({ lead: p.name, text: PROCESSOR_PURPOSE[p.name] })),
    after: [
      'हमारे अपने स्टाफ़ को बुकिंग और संदेश क्लिनिक के डेस्क पेज पर दिखते हैं, जिसे केवल साइन-इन किया हुआ स्टाफ़ खोल सकता है। जब भी कोई बुकिंग खोली या बदली जाती है, यह एक लॉग (log) में दर्ज होता है।',
    ],
  },
  {
    id: 'where-it-is-held',
    title: 'आपका डेटा कहाँ रखा जाता है',
    paragraphs: [
      `${PROCESSOR_NAMES} कई देशों के डेटा सेंटरों से अपनी सेवाएँ चलाती हैं, इसलिए आपका डेटा भारत के बाहर भी रखा या प्रोसेस किया जा सकता है।`,
      'DPDP Act इसकी अनुमति देता है, सिवाय उन देशों के जिन पर भारत सरकार रोक लगाए। अगर इन सेवाओं के किसी देश पर कभी रोक लगती है, तो हम वहाँ डेटा भेजना बंद कर देंगे।',
    ],
  },
  {
    id: 'how-long',
    title: 'हम इसे कितने समय तक रखते हैं',
    paragraphs: [],
    points: [
      {
        lead: 'बुकिंग और संदेश:',
        text: `आपकी अपॉइंटमेंट या संदेश के ${DEFAULT_RETENTION_MONTHS} महीने बाद तक। फिर हम आपका नाम, ई‑मेल, फ़ोन और संदेश हटा देते हैं, और केवल मुलाक़ात की तारीख़, समय और वह किस लिए थी, यही रखते हैं, ऐसी किसी जानकारी के बिना जिससे आपकी पहचान हो।`,
      },
      {
        lead: 'आपको भेजे गए ई‑मेल और फ़ोन मैसेज का रिकॉर्ड',
        text: `(किसे, कौन-सा मैसेज, कब, और वह पहुँचा या नहीं): ${EMAIL_RECORD_DAYS} दिन। अगर आप अपना डेटा मिटवाते हैं, तो आपके फ़ोन पर भेजे मैसेज का रिकॉर्ड नंबर के साथ तुरंत हट जाता है।`,
      },
      {
        lead: 'आपके डेटा के बारे में आपके अनुरोध, और व्यक्तिगत डेटा के साथ जो किया गया उसका लॉग',
        text: `(किसने क्या और कब किया, डेटा के बिना): कम से कम एक साल (${LOG_KEEP_DAYS} दिन), जैसा DPDP नियम (DPDP Rules) कहते हैं, ताकि हम दिखा सकें कि हमने जवाब दिया।`,
      },
    ],
    after: ['अगर आप अपना डेटा मिटाने को कहें, तो हम इन समय-सीमाओं का इंतज़ार किए बिना उसे तुरंत मिटा देते हैं।'],
  },
  {
    id: 'your-rights',
    title: 'आपके अधिकार',
    paragraphs: ['DPDP Act आपको ये अधिकार देता है, बिना किसी शुल्क के:'],
    points: [
      {
        lead: 'अपना डेटा देखें।',
        text: 'पूछें कि हमारे पास आपके बारे में क्या जानकारी है, और उसका सारांश व कॉपी माँगें। हम उसे तुरंत आपको ई‑मेल कर देते हैं।',
      },
      {
        lead: 'उसे ठीक करवाएँ।',
        text: `उसे ठीक करने, पूरा करने या अपडेट करने को कहें। हम ${REQUEST_DAYS} दिन के भीतर जवाब देते हैं।`,
      },
      {
        lead: 'उसे मिटवाएँ।',
        text: 'उसे मिटाने को कहें। हम उसे तुरंत मिटा देते हैं; आगे की जो अपॉइंटमेंट बाक़ी हैं, वे रद्द हो जाती हैं।',
      },
      {
        lead: 'शिकायत करें।',
        text: `कुछ ग़लत हुआ हो, तो हमें बताएँ। हम ${GRIEVANCE_DAYS} दिन के भीतर जवाब देते हैं।`,
      },
      {
        lead: 'अपना नॉमिनी चुनें (nominate)।',
        text: `ऐसा व्यक्ति चुनें जो आपकी मृत्यु होने पर, या आपके असमर्थ हो जाने पर (जैसे किसी बीमारी के कारण), आपकी ओर से इन अधिकारों का इस्तेमाल कर सके। उनका नाम और उनसे संपर्क का तरीक़ा ${DATA_CONTACT.name} को लिखकर भेजें।`,
      },
    ],
    after: [
      'इनके लिए इस पेज के अंत में दिया फ़ॉर्म भरें: हम आपको एक लिंक ई‑मेल करेंगे, जिससे पता चलता है कि ई‑मेल पता आपका ही है, और फिर आप चुनें कि आप क्या चाहते हैं। आप नीचे दिए हमारे डेटा प्रोटेक्शन संपर्क (Data Protection Contact) को लिख या फ़ोन भी कर सकते हैं।',
      'किसी और के लिए की गई बुकिंग उसी ई‑मेल पते के साथ रखी जाती है जिससे वह बुक हुई थी, इसलिए उसके बारे में अनुरोध भी उसी पते से करें।',
    ],
  },
  {
    id: 'complaints',
    title: 'अगर आप संतुष्ट नहीं हैं',
    paragraphs: [
      `हमारे ${CONTACT_ROLE}, ${DATA_CONTACT.name}, को नीचे दिए फ़ॉर्म से, ई‑मेल से या फ़ोन पर बताएँ। हम ${GRIEVANCE_DAYS} दिन के भीतर जवाब देंगे।`,
      `अगर आप हमारे जवाब से संतुष्ट नहीं हैं, या इस समय में हमने जवाब नहीं दिया, तो आप ${BOARD} से शिकायत कर सकते हैं, जो ऑनलाइन काम करता है। क़ानून कहता है कि पहले हमसे बात करें, ताकि हम बात ठीक कर सकें।`,
    ],
  },
  {
    id: 'breach',
    title: 'अगर आपका डेटा कभी ग़लत हाथों में पहुँच जाए',
    paragraphs: [
      `अगर आपका डेटा कभी खो जाए, चोरी हो जाए या कोई ऐसा व्यक्ति उसे देख ले जिसे नहीं देखना चाहिए (इसे "ब्रीच" (breach) कहते हैं), तो हम आपको बिना देर किए बताएँगे: क्या हुआ और कब, इसका आप पर क्या असर हो सकता है, हम इसके लिए क्या कर रहे हैं, आप अपने बचाव के लिए क्या कर सकते हैं, और किससे संपर्क करें। हम इसकी सूचना ${BOARD} को भी देंगे।`,
    ],
  },
  {
    id: 'children',
    title: 'बच्चे',
    paragraphs: [
      '18 साल से कम उम्र के मरीज़ की बुकिंग माता-पिता या अभिभावक करते हैं, और बच्चे की जानकारी वही देते हैं। बच्चे की जानकारी हम केवल उसके इलाज के लिए इस्तेमाल करते हैं; ऑनलाइन उसकी गतिविधियों पर नज़र रखने या विज्ञापन के लिए कभी नहीं।',
    ],
  },
  {
    id: 'changes',
    title: 'इस सूचना में बदलाव',
    paragraphs: [
      `यह सूचना आख़िरी बार ${NOTICE_DATE_HI} को बदली गई थी। हर बुकिंग और संदेश के साथ यह भी दर्ज होता है कि उसके फ़ॉर्म पर सूचना का कौन-सा वर्ज़न दिखा था। अगर हम आपके डेटा के साथ कुछ अलग करेंगे, तो यह पेज और इसकी तारीख़ बदल देंगे।`,
    ],
  },
];

/** /hi/privacy. */
export const PRIVACY_NOTICE_HI: PrivacyNoticeCopy = {
  lang: 'hi',
  path: '/hi/privacy',
  seo: {
    title: 'गोपनीयता सूचना',
    description:
      'अपॉइंटमेंट बुक करते या हमें लिखते समय हम कौन-सी जानकारी लेते हैं, क्यों, कौन उसे सँभालता है, कितने समय तक रखते हैं, और आप अपना डेटा कैसे देख, ठीक करवा या मिटवा सकते हैं।',
  },
  crumbs: [
    { name: 'होम', path: '/' },
    { name: 'गोपनीयता सूचना', path: '/hi/privacy' },
  ],
  title: 'गोपनीयता सूचना',
  intro: 'आप हमें जो जानकारी देते हैं, उसे हम कैसे सँभालते हैं, और आप उसे कैसे देख, ठीक करवा या मिटवा सकते हैं।',
  version: `अपडेट की तारीख़: ${NOTICE_DATE_HI}`,
  otherLanguage: { label: 'Read in English', lang: 'en', path: '/privacy' },
  inShort: {
    title: 'संक्षेप में',
    paragraphs: [
      m.chrome_privacy_booking({}, HI),
      CONTACT_USE,
      [
        m.chrome_privacy_processors({}, HI),
        m.chrome_privacy_retention({ months: DEFAULT_RETENTION_MONTHS }, HI),
        m.chrome_privacy_rights({}, HI),
      ].join(' '),
    ],
  },
  sections: NOTICE_SECTIONS_HI,
  contact: {
    title: 'किससे संपर्क करें',
    intro: `अपने डेटा के बारे में कोई भी सवाल हो या शिकायत करनी हो, तो हमारे ${CONTACT_ROLE} को लिखें या फ़ोन करें:`,
  },
  onThisPage: 'इस पेज पर',
  request: {
    title: 'अपने डेटा के बारे में पूछें',
    paragraphs: [
      'जिस ई‑मेल पते से आपने अपॉइंटमेंट बुक की थी या हमें लिखा था, वह नीचे लिखें। हम उस पते पर एक लिंक भेजेंगे। उसे खोलकर आप देख सकते हैं कि हमारे पास आपकी क्या जानकारी है, और चुन सकते हैं कि आप क्या चाहते हैं: उसकी कॉपी, उसमें सुधार, उसे मिटाना, या शिकायत।',
      `यहाँ से माँगने पर वह ई‑मेल और लिंक से खुलने वाला पेज हिन्दी में होंगे। फ़ोन पर बात करनी हो, तो ${DATA_CONTACT.name} को ${DATA_CONTACT.phone} पर फ़ोन करें।`,
    ],
    form: {
      formLabel: m.forms_privacy_form_label({}, HI),
      emailLabel: m.forms_privacy_email_label({}, HI),
      emailHelp: m.forms_privacy_email_help({}, HI),
      emailInvalid: 'कृपया अपना पूरा ई‑मेल पता लिखें, जैसे name@example.com',
      submit: m.forms_privacy_submit({}, HI),
      sending: m.forms_sending({}, HI),
      tryAgain: m.forms_privacy_try_again({ email: DATA_CONTACT.email }, HI),
      noScript: m.forms_privacy_noscript({ email: DATA_CONTACT.email, phone: DATA_CONTACT.phone }, HI),
    },
  },
};
