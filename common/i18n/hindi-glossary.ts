/**
 * The Hindi house style as data (issue 25, docs/decisions/014-hindi.md): each variant the site does not use, the form
 * it uses instead, and why. tests/unit/hindi-glossary.test.ts fails on any of them in a Hindi source (the message
 * catalogues, the Hindi content modules, the *.hi.ts copy, the e-mail and no-JS copy, the Hindi privacy notice).
 *
 * Text is compared in NFC, which keeps every nukta as its own sign (क + ़), as all Hindi files here are written; a
 * `pattern` (a regular expression) is given where the plain variant would also match the preferred form or other
 * words. Add a line when an editor settles a new term; never loosen one to make a page pass.
 */
export interface GlossaryEntry {
  /** The variant as a reader would search for it. */
  banned: string;
  /** What the site writes instead. */
  preferred: string;
  /** One line: why. */
  reason: string;
  /** A regular expression for the variant, when `banned` alone would match too much. */
  pattern?: string;
}

export const HINDI_GLOSSARY: readonly GlossaryEntry[] = [
  // Safety: wordings a patient could misread.
  { banned: 'पेट-सीटी', preferred: 'पीईटी-सीटी (PET-CT)', reason: 'पेट means stomach: it reads as an abdominal CT.' },
  {
    banned: 'उलझन',
    preferred: 'बहकी-बहकी बातें करना / ठीक से होश में न रहना; delirium: भ्रम या बेसुधी की हालत',
    reason: 'उलझन is perplexity or unease; a red-flag sign must be recognisable as disorientation.',
  },
  {
    banned: 'बड़े सदस्य / बड़े व्यक्ति',
    pattern: 'बड़े (सदस्य|व्यक्ति)',
    preferred: 'वयस्क (18 साल से ज़्यादा उम्र के) सदस्य या दोस्त',
    reason: 'बड़े reads as an elder; the escort after sedation must be an adult.',
  },
  { banned: 'उपनाम', preferred: 'सरनेम', reason: 'उपनाम is read as a nickname or pen-name.' },
  {
    banned: 'खाने (form fields)',
    pattern: 'खाने भर|वाले खाने',
    preferred: 'जानकारी',
    reason: 'खाना is first read as food.',
  },
  { banned: 'गुर्दे', preferred: 'किडनी', reason: 'One name per organ; किडनी is what patients say (23 against 3).' },
  { banned: 'हार्ट अटैक', preferred: 'दिल का दौरा', reason: 'One name per term.' },
  {
    banned: 'न जाने वाली खाँसी',
    preferred: 'ठीक न होने वाली खाँसी',
    reason: 'A word-for-word rendering of "a cough that will not go away".',
  },
  {
    banned: 'बलगम के … थक्के',
    pattern: 'बलगम के जमे हुए थक्के',
    preferred: 'जमा हुआ गाढ़ा बलगम',
    reason: 'थक्का is a blood clot.',
  },
  // One name per thing.
  { banned: 'स्लीप एप्निया', pattern: 'एप्निया', preferred: 'स्लीप एपनिया', reason: 'The spelling of every page.' },
  { banned: 'दमा (अस्थमा)', preferred: 'अस्थमा (दमा), then अस्थमा', reason: 'One name for asthma across the site.' },
  { banned: 'परामर्श', preferred: 'सलाह / डॉक्टर से मिलना', reason: 'Bookish; सलाह is the site’s word.' },
  { banned: 'प्रक्रिया', preferred: 'प्रोसीजर', reason: 'One word for a procedure (28 against 10).' },
  { banned: 'परछाईं / परछाइयाँ', pattern: 'परछा', preferred: 'धब्बा', reason: 'What patients say: "एक्स-रे में धब्बा".' },
  { banned: 'समीक्षा', preferred: 'रिव्यू', reason: 'One word for a review.' },
  { banned: 'इओसिनो-', pattern: 'इओसिनो', preferred: 'ईओसिनो-', reason: 'The majority spelling (65 against 2).' },
  { banned: 'ब्रोंकोडाइलेटर', preferred: 'ब्रोंकोडायलेटर', reason: 'The majority spelling.' },
  { banned: 'इम्युनिटी', preferred: 'इम्यूनिटी', reason: 'The majority spelling.' },
  { banned: 'एडेनॉयड', preferred: 'एडेनॉइड', reason: 'The majority spelling.' },
  { banned: 'थोरासेंटेसिस', preferred: 'थोरैसेंटेसिस', reason: 'The majority spelling.' },
  // The house style of the service pages: full nukta, आम तौर पर, chandrabindu in सँभालना.
  { banned: 'आमतौर', preferred: 'आम तौर पर', reason: 'House style.' },
  { banned: 'नुकसान', preferred: 'नुक़सान', reason: 'House style: with nukta.' },
  { banned: 'कदम', preferred: 'क़दम', reason: 'House style: with nukta.' },
  { banned: 'दिक्कत', preferred: 'दिक़्क़त', reason: 'House style: with nukta.' },
  { banned: 'संभालना / संभलना', pattern: 'संभा?ल', preferred: 'सँभालना / सँभलना', reason: 'House style: chandrabindu.' },
  { banned: 'बाकी', preferred: 'बाक़ी', reason: 'House style: with nukta.' },
  { banned: 'खाली', preferred: 'ख़ाली', reason: 'House style: with nukta.' },
  { banned: 'काबू', preferred: 'क़ाबू', reason: 'House style: with nukta.' },
  { banned: 'मौका', preferred: 'मौक़ा', reason: 'House style: with nukta.' },
  { banned: 'फ़र्क', pattern: 'फ़र्क(?!\u093C)', preferred: 'फ़र्क़', reason: 'House style: with nukta.' },
  {
    banned: 'precomposed nukta letters (क़ as one code point)',
    pattern: '[\\u0958-\\u095F]',
    preferred: 'the letter + ़ (U+093C), as NFC writes it',
    reason: 'Every nukta in these files is a separate sign; a mix breaks search and this glossary.',
  },
  // UI and e-mails.
  {
    banned: '...',
    pattern: '[\u0900-\u097F]\\.\\.\\.',
    preferred: '…',
    reason: 'The loading strings use the ellipsis.',
  },
  { banned: 'त्रुटि', preferred: 'ग़लती', reason: 'Bookish.' },
  // The phone messages, the queue pages and the desk (issue 38, the editor's review of ca424ae).
  {
    banned: 'ई-मेल (with a plain hyphen)',
    pattern: 'ई-मेल',
    preferred: 'ई\u2011मेल (U+2011, a hyphen no line breaks at)',
    reason: 'One spelling; a plain hyphen lets a narrow screen break the word.',
  },
  { banned: 'आखिरी', preferred: 'आख़िरी', reason: 'House style: with nukta.' },
  { banned: 'खत्म', preferred: 'ख़त्म', reason: 'House style: with nukta.' },
  { banned: 'तारीख', pattern: 'तारीख(?!\u093C)', preferred: 'तारीख़', reason: 'House style: with nukta.' },
  { banned: 'हिंदी', preferred: 'हिन्दी', reason: 'The site’s spelling (the language switch, every page).' },
  {
    banned: 'a Latin full stop after Hindi',
    pattern: '(?<=[\u0900-\u097F])(?<!डॉ)\\.(?![.\\d])',
    preferred: '।',
    reason: 'A Hindi sentence ends with a पूर्ण विराम (only an abbreviation like डॉ. keeps its dot).',
  },
  {
    banned: 'आपका / मेरा अपॉइंटमेंट',
    pattern: '(?:आपका|मेरा|उसका|इसका) अपॉइंटमेंट',
    preferred: 'आपकी / मेरी अपॉइंटमेंट',
    reason: 'अपॉइंटमेंट is feminine everywhere on this site.',
  },
  { banned: 'रोक कर', preferred: 'रोककर', reason: 'One word, as every other place on the site writes it.' },
  { banned: 'प्रतीक्षा कक्ष', preferred: 'वेटिंग रूम', reason: 'Sanskritised; the desk and patients say वेटिंग रूम.' },
  {
    banned: 'एक मेडिकल कॉन्फ़्रेंस / एक इमरजेंसी',
    pattern: 'एक (?:मेडिकल|इमरजेंसी)',
    preferred: 'मेडिकल कॉन्फ़्रेंस में गए हैं / किसी इमरजेंसी में',
    reason: '“एक” is the English article carried over.',
  },
  { banned: 'न्योता', preferred: 'कैलेंडर इनवाइट', reason: 'न्योता is a wedding invitation.' },
  { banned: 'Back बटन', preferred: '‘वापस’ (←) बटन', reason: 'No English inside Hindi sentences.' },
  { banned: 'कम दूर है', preferred: 'कम समय बचा है', reason: 'A time is not "far".' },
  // The privacy notice: official names, plain words.
  { banned: 'नामित', preferred: 'नॉमिनी', reason: 'Patients know नॉमिनी from bank and insurance forms.' },
  {
    banned: 'व्यक्तिगत डेटा संरक्षण',
    preferred: 'डिजिटल वैयक्तिक डाटा संरक्षण अधिनियम, 2023',
    reason: 'The Act’s official Hindi name.',
  },
  { banned: 'डेटा प्रोटेक्शन बोर्ड', preferred: 'भारतीय डाटा संरक्षण बोर्ड', reason: 'The Board’s official Hindi name.' },
  { banned: 'संस्करण', preferred: 'अपडेट की तारीख़ / वर्ज़न', reason: 'Bookish.' },
  { banned: 'उपयोग', preferred: 'इस्तेमाल', reason: 'One word throughout (66 against 3).' },
  // Facts.
  {
    banned: 'DOTS प्रोग्राम',
    preferred: 'पहले RNTCP, जिसे लोग ‘डॉट्स’ के नाम से जानते थे',
    reason: 'NTEP was RNTCP; DOTS was its strategy.',
  },
  // Glosses: the doctor is defined in Hindi; no English after a slash.
  {
    banned: 'पल्मोनोलॉजिस्ट / Pulmonologist',
    pattern: '/ Pulmonologist',
    preferred: 'पल्मोनोलॉजिस्ट',
    reason: 'A gloss on every page.',
  },
];
