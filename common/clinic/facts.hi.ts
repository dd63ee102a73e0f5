import { WHAT_TO_BRING_HI } from '../booking/preparation.hi.ts';
import type { Locale } from '../i18n/locale.ts';
import {
  AWARDS,
  CLINIC,
  DATA_CONTACT,
  DOCTOR,
  FACILITIES,
  FREE_CANCELLATION,
  MEMBERSHIPS,
  PAYMENT_OPTIONS,
  PHONES,
  type PhoneLine,
  QUALIFICATIONS,
  type Qualification,
  SAFETY,
  STATS,
  WHAT_TO_BRING,
  WHATSAPP,
} from './facts.ts';

/**
 * The displayed facts of common/clinic/facts.ts in Hindi, for the /hi/ pages (and anything else that speaks Hindi): the
 * same facts, item for item and in the same order, written for patients rather than word for word. What a patient
 * must find or type exactly stays as the clinic writes it: the clinic's and people's names, the two hospitals where
 * the doctor sees patients (the names on their signs), phone numbers, e-mail, the street address, the degrees' Latin
 * abbreviations (MBBS, MD, DNB) and the societies' abbreviations. Digits stay Latin. Other organisations are written in
 * Devanagari as Hindi papers write them. Each list is typed against its English twin, so a fact added in clinic.ts
 * without its Hindi fails the type check.
 */

/** A Hindi list with exactly as many entries as its English twin. */
type Twin<T extends readonly unknown[], V> = { readonly [K in keyof T]: V };

export const CLINIC_HI = {
  /** CLINIC.tagline. */
  tagline: 'आपके फेफड़ों और साँस की विशेषज्ञ देखभाल',
} as const satisfies Partial<Record<keyof typeof CLINIC, string>>;

export const DOCTOR_HI = {
  title: 'सीनियर कंसल्टेंट पल्मोनोलॉजिस्ट',
  specialty: 'पल्मोनोलॉजिस्ट (फेफड़ों के विशेषज्ञ)',
  summary:
    'दिल्ली में चार दशक से ज़्यादा समय से प्रैक्टिस कर रहे चेस्ट फ़िज़िशियन, जो अस्थमा (दमा), सीओपीडी (COPD), टीबी, नींद में साँस रुकने (स्लीप एपनिया), इंटरस्टीशियल लंग डिज़ीज़ (ILD) और साँस की हर तरह की तकलीफ़ वाले मरीज़ों का इलाज करते हैं।',
  languages: ['अंग्रेज़ी', 'हिन्दी', 'पंजाबी'] as Twin<typeof DOCTOR.languages, string>,
} as const;

/** DATA_CONTACT.role in Hindi (the privacy notice adds the English title in brackets). */
export const DATA_CONTACT_ROLE_HI: string = 'डेटा प्रोटेक्शन संपर्क और शिकायत अधिकारी';

/** The role as Hindi sentences name it (privacy notice, request page, e-mails): the Hindi, the English title in brackets. */
export const DATA_CONTACT_ROLE_HI_NAMED = `${DATA_CONTACT_ROLE_HI} (${DATA_CONTACT.role})`;

/** The phone lines' labels in Hindi, by their English label. */
export const PHONE_LABELS_HI: Record<PhoneLine['label'], string> = {
  Mobile: 'मोबाइल',
  Landline: 'लैंडलाइन',
};

/** PHONES with Hindi labels (numbers as the clinic writes them). */
export const PHONES_HI: readonly PhoneLine[] = PHONES.map((p) => ({
  ...p,
  label: PHONE_LABELS_HI[p.label] ?? p.label,
}));

/** The WhatsApp greeting in Hindi (gender-neutral: "मुझे … लेनी है"). */
export const WHATSAPP_MESSAGE_HI = 'नमस्ते, मुझे चेस्ट स्पेशलिस्ट से अपॉइंटमेंट लेनी है।';

/** STATS with Hindi labels (the same values). */
export const STATS_HI = [
  { value: STATS[0].value, label: 'मरीज़ों का इलाज' },
  { value: STATS[1].value, label: 'साल का अनुभव' },
  { value: STATS[2].value, label: 'मरीज़ों की रेटिंग' },
  { value: STATS[3].value, label: 'सफलता दर' },
  { value: STATS[4].value, label: 'पुरस्कार' },
] as const satisfies Twin<typeof STATS, { value: string; label: string }>;

export const PAYMENT_OPTIONS_HI = ['कार्ड', 'यूपीआई (UPI)', 'वॉलेट', 'नेट बैंकिंग'] as const satisfies Twin<
  typeof PAYMENT_OPTIONS,
  string
>;

export const FREE_CANCELLATION_HI = 'मुफ़्त कैंसलेशन';

/**
 * Each qualification's degree and institution in Hindi, in the order of QUALIFICATIONS, whose years they keep. The
 * degrees keep their Latin abbreviation before the comma (the profile's headline shows only that part).
 */
const QUALIFICATION_NAMES_HI: readonly (readonly [degree: string, institution: string])[] = [
  ['MBBS', 'मौलाना आज़ाद मेडिकल कॉलेज, दिल्ली विश्वविद्यालय'],
  ['MD, टीबी और साँस के रोग (Tuberculosis & Respiratory Diseases)', 'वल्लभभाई पटेल चेस्ट इंस्टीट्यूट, दिल्ली विश्वविद्यालय'],
  ['DNB, साँस के रोग (Respiratory Diseases)', 'नेशनल बोर्ड ऑफ़ एग्ज़ामिनेशन्स, नई दिल्ली'],
  ['इंटरवेंशनल पल्मोनोलॉजी में फ़ेलोशिप', 'एडवांस्ड ब्रोंकोस्कोपी का ट्रेनिंग प्रोग्राम'],
  ['स्लीप मेडिसिन (नींद की बीमारियों) में सर्टिफ़िकेशन', 'इंडियन स्लीप डिसऑर्डर्स एसोसिएशन'],
];

export const QUALIFICATIONS_HI: readonly Qualification[] = QUALIFICATIONS.map((q, i) => {
  const [degree, institution] = QUALIFICATION_NAMES_HI[i];
  return { degree, institution, years: q.years };
});

export const AWARDS_HI: readonly { title: string; by: string; year: string }[] = [
  { title: 'चेस्ट मेडिसिन में लाइफ़टाइम अचीवमेंट अवॉर्ड', by: 'दिल्ली मेडिकल एसोसिएशन', year: AWARDS[0].year },
  { title: 'टीबी के इलाज में उत्कृष्टता सम्मान', by: 'स्टेट टीबी सेल, दिल्ली', year: AWARDS[1].year },
  { title: 'दक्षिण दिल्ली के सर्वश्रेष्ठ पल्मोनोलॉजिस्ट', by: 'हेल्थकेयर एक्सीलेंस अवॉर्ड्स', year: AWARDS[2].year },
  {
    title: 'क्रिटिकल केयर में विशिष्ट सेवा सम्मान',
    by: 'इंडियन सोसाइटी ऑफ़ क्रिटिकल केयर मेडिसिन, दिल्ली शाखा',
    year: AWARDS[3].year,
  },
];

export const MEMBERSHIPS_HI: readonly string[] = [
  'इंडियन चेस्ट सोसाइटी (ICS)',
  'नेशनल कॉलेज ऑफ़ चेस्ट फ़िज़िशियन्स, इंडिया (NCCP)',
  'यूरोपियन रेस्पिरेटरी सोसाइटी (ERS)',
  'इंडियन सोसाइटी ऑफ़ क्रिटिकल केयर मेडिसिन (ISCCM)',
  'इंडियन स्लीप डिसऑर्डर्स एसोसिएशन (ISDA)',
  'दिल्ली मेडिकल एसोसिएशन (DMA)',
];

export const FACILITIES_HI: readonly string[] = [
  'फेफड़ों की जाँच (पीएफटी) और स्पाइरोमेट्री की लैब',
  'ब्रोंकोस्कोपी के लिए अलग कमरा',
  'रात भर की नींद की जाँच (स्लीप स्टडी) का कमरा',
  'एलर्जी की जाँच',
  'नेबुलाइज़ेशन और ऑक्सीजन थेरेपी',
  'फेफड़ों का रिहैबिलिटेशन',
];

export const SAFETY_HI: readonly string[] = [
  'हर प्रोसीजर के लिए स्टेरलाइज़ किए गए (कीटाणुरहित) उपकरण',
  'बुख़ार या खाँसी वाले मरीज़ों के लिए अलग वेटिंग एरिया',
  'हर क़दम पर मास्क और हाथों की सफ़ाई',
  'आपके रिकॉर्ड निजी और गोपनीय रखे जाते हैं',
];

export { WHAT_TO_BRING_HI };

/** The displayed facts in one language: clinicText(pageLocale()).phones … */
export interface ClinicText {
  tagline: string;
  doctorTitle: string;
  doctorSpecialty: string;
  doctorSummary: string;
  doctorLanguages: readonly string[];
  dataContactRole: string;
  phones: readonly PhoneLine[];
  whatsappMessage: string;
  stats: readonly { value: string; label: string }[];
  paymentOptions: readonly string[];
  freeCancellation: string;
  qualifications: readonly Qualification[];
  awards: readonly { title: string; by: string; year: string }[];
  memberships: readonly string[];
  facilities: readonly string[];
  safety: readonly string[];
  whatToBring: readonly string[];
}

const TEXT: Record<Locale, ClinicText> = {
  en: {
    tagline: CLINIC.tagline,
    doctorTitle: DOCTOR.title,
    doctorSpecialty: DOCTOR.specialty,
    doctorSummary: DOCTOR.summary,
    doctorLanguages: DOCTOR.languages,
    dataContactRole: DATA_CONTACT.role,
    phones: PHONES,
    whatsappMessage: WHATSAPP.message,
    stats: STATS,
    paymentOptions: PAYMENT_OPTIONS,
    freeCancellation: FREE_CANCELLATION,
    qualifications: QUALIFICATIONS,
    awards: AWARDS,
    memberships: MEMBERSHIPS,
    facilities: FACILITIES,
    safety: SAFETY,
    whatToBring: WHAT_TO_BRING,
  },
  hi: {
    tagline: CLINIC_HI.tagline,
    doctorTitle: DOCTOR_HI.title,
    doctorSpecialty: DOCTOR_HI.specialty,
    doctorSummary: DOCTOR_HI.summary,
    doctorLanguages: DOCTOR_HI.languages,
    dataContactRole: DATA_CONTACT_ROLE_HI,
    phones: PHONES_HI,
    whatsappMessage: WHATSAPP_MESSAGE_HI,
    stats: STATS_HI,
    paymentOptions: PAYMENT_OPTIONS_HI,
    freeCancellation: FREE_CANCELLATION_HI,
    qualifications: QUALIFICATIONS_HI,
    awards: AWARDS_HI,
    memberships: MEMBERSHIPS_HI,
    facilities: FACILITIES_HI,
    safety: SAFETY_HI,
    whatToBring: WHAT_TO_BRING_HI,
  },
};

/** The clinic's displayed facts in `locale` (English: the values of clinic.ts themselves). */
export function clinicText(locale: Locale): ClinicText {
  return TEXT[locale];
}

/** WhatsApp chat link with the greeting in `locale`. */
export function whatsappHrefIn(locale: Locale): string {
  return `https://wa.me/${WHATSAPP.number}?text=${encodeURIComponent(TEXT[locale].whatsappMessage)}`;
}
