/**
 * Reasons the clinic commonly closes for, each in both languages, for the desk's closure form to fill in with one
 * click (the desk can still type its own). The Hindi is written to stand in the brackets of the Hindi patient's
 * message, "इस दिन क्लिनिक बंद है (…)।", so it never needs English inside it.
 */
export const COMMON_CLOSURE_REASONS: readonly { en: string; hi: string }[] = [
  { en: 'Doctor on leave', hi: 'डॉक्टर छुट्टी पर हैं' },
  { en: 'Public holiday', hi: 'सरकारी छुट्टी' },
  { en: 'Doctor at a medical conference', hi: 'डॉक्टर मेडिकल कॉन्फ़्रेंस में गए हैं' },
  { en: 'Doctor called away to an emergency', hi: 'डॉक्टर को अचानक किसी इमरजेंसी में जाना पड़ा है' },
];

/** Latin letters: a Hindi reason with any is English inside a Hindi sentence. */
export const LATIN_LETTER = /[A-Za-z]/;
