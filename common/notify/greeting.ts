/**
 * Whom a phone message greets, and whom it names (issue 38). Delhi names often open with an honorific or initials
 * ("Mohd. Arif Khan", "Smt. Kamla Devi", "श्रीमती सुनीता शर्मा", "R. K. Sharma"): "Hello Mohd.," or "नमस्ते श्रीमती," reads
 * badly, so the greeting skips honorifics, and a name that goes on with initials is kept whole rather than guessed at.
 * A booking made for someone else greets the person who booked and names the patient: a parent is never told "your
 * appointment" about their child.
 */

/**
 * Honorifics and prefixes that are not what a person is called, compared without their full stop and case: titles
 * (Mr, Dr, Shri, Smt, Km …), "Mohd."/"Md." before a Muslim given name, "Sardar", "Late", and their Devanagari forms.
 */
const HONORIFICS = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'master',
  'baby',
  'dr',
  'prof',
  'shri',
  'sri',
  'shree',
  'sh',
  'shrimati',
  'srimati',
  'smt',
  'sushri',
  'km',
  'kum',
  'kumari',
  'mohd',
  'md',
  'mohammad',
  'mohammed',
  'muhammad',
  'mohamed',
  'sardar',
  'late',
  'श्री',
  'श्रीमान',
  'श्रीमती',
  'सुश्री',
  'कुमारी',
  'कु',
  'डॉ',
  'डा',
  'मो',
  'मोहम्मद',
  'मुहम्मद',
  'सरदार',
  'स्व',
]);

const LATIN_VOWEL = /[aeiouAEIOU]/;

/** "Smt." → "smt": how a word is looked up among the honorifics. */
function bare(word: string): string {
  return word.replace(/\.+$/u, '').toLowerCase();
}

function isHonorific(word: string): boolean {
  return HONORIFICS.has(bare(word));
}

/**
 * An initial or a run of them: "R", "R.", "R.K.", "RK" (Latin letters without a vowel, at most three), or a short
 * Devanagari word with a full stop ("आर.", "के.").
 */
function isInitial(word: string): boolean {
  if (/^[A-Za-z]\.?$/.test(word) || /^(?:[A-Za-z]\.){2,}$/.test(word)) return true;
  if (/^[A-Za-z]{2,3}$/.test(word) && !LATIN_VOWEL.test(word) && word === word.toUpperCase()) return true;
  return /^[\u0900-\u097F]{1,3}\.$/u.test(word);
}

/** A Latin word typed all in capitals or all in small letters, as a name is written: "SUNITA", "sunita" → "Sunita". */
function nameCase(word: string): string {
  if (!/[A-Za-z]/.test(word) || word.length < 2) return word.length === 1 ? word.toUpperCase() : word;
  if (word !== word.toUpperCase() && word !== word.toLowerCase()) return word;
  return word.replace(/[A-Za-z]+/g, (w) => w[0].toUpperCase() + w.slice(1).toLowerCase());
}

/** A word of a name in its usual case: initials in capitals, a name as nameCase writes it. */
function wordCase(word: string): string {
  return isInitial(word) ? word.toUpperCase() : nameCase(word);
}

/**
 * The words of a name as typed: NFC, spaces collapsed, a full stop always followed by a space ("R.K.Sharma" →
 * "R. K. Sharma", "Mohd.Arif" → "Mohd. Arif"), commas and stray punctuation at the ends dropped.
 */
function wordsOf(name: string): string[] {
  return name
    .normalize('NFC')
    .replace(/\.(?=[^\s.])/gu, '. ')
    .replace(/^[\s,;:]+|[\s,;:]+$/gu, '')
    .split(/\s+/u)
    .map((w) => w.replace(/,+$/u, ''))
    .filter((w) => w !== '');
}

/** A name for a message: spaces collapsed, a name typed all in capitals or small letters in its usual case. */
export function displayName(name: string): string {
  const words = wordsOf(name).map(wordCase);
  return words.length ? words.join(' ') : name.trim();
}

/**
 * The name a message greets a person by: the first word of their name that is not an honorific, or — when the name
 * goes on with initials ("R. K. Sharma") — the name from there, whole. A name that is nothing but honorifics is
 * greeted as written.
 */
export function greetingName(fullName: string): string {
  const words = wordsOf(fullName);
  const start = words.findIndex((w) => !isHonorific(w));
  if (start < 0) return displayName(fullName);
  const rest = words.slice(start);
  if (isInitial(rest[0]) && rest.length > 1) return rest.map(wordCase).join(' ');
  return nameCase(rest[0]);
}

/** What a booking says of who it is for (the appointments columns of the same names). */
export interface BookingNames {
  full_name: string;
  booked_for: string;
  booker_name: string | null;
}

/**
 * The two names a phone message carries: `greeting`, whom it says hello to (the person who booked), and `patient`,
 * whose appointment it is. A booking for oneself greets the patient by their greeting name; one made for someone else
 * greets the booker and names the patient.
 */
export function messageNames(b: BookingNames): { greeting: string; patient: string } {
  const patient = displayName(b.full_name);
  const booker = b.booked_for === 'other' && b.booker_name?.trim() ? b.booker_name : b.full_name;
  return { greeting: greetingName(booker) || patient, patient };
}
