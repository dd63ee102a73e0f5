import * as v from 'valibot';
import type { Locale } from '../i18n/locale';
import { m } from '../paraglide/messages.js';

/** Control characters other than tab, CR and LF (which only multi-line fields accept). */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAKS = /[\r\n\t\u2028\u2029]/;
/**
 * Invisible characters that can disguise text: every format character (\p{Cf}: bidi overrides and isolates, zero-width
 * spaces, soft hyphens…) except the zero-width joiner and non-joiner, which Devanagari and other Indic scripts need
 * to write some names and words as intended.
 */
const INVISIBLE = /(?![\u200C\u200D])\p{Cf}/u;
/** Bidi overrides and isolates: the ones that reorder what follows them, refused even in long text. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Every message here is a function of the issue's language (`issue.lang`, set by parsing with `{ lang: locale }`):
 * English when none is given (the spec's words), or Hindi. The texts are Paraglide messages
 * (web/messages/server), always called with the language explicitly: the API serves many requests in one isolate.
 */

/** A field's label as a message ("full name", "पूरा नाम"), rendered in the issue's language. */
export type Label = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/** The language a valibot issue is told in: the `lang` the parse was given, English otherwise. */
export function issueLang(issue: { lang?: string }): Locale {
  return issue.lang === 'hi' ? 'hi' : 'en';
}

/** A label's texts in a language: as is, and with a capital (English opens sentences with it). */
function labelTexts(label: Label, locale: Locale) {
  const text = label({}, { locale });
  return { label: text, Label: capitalise(text) };
}

type OneLineProblem = 'breaks' | 'hidden';

/** Why a one-line value is refused, or undefined when it is fine. */
function oneLineProblem(s: string): OneLineProblem | undefined {
  if (LINE_BREAKS.test(s)) return 'breaks';
  if (CONTROL_CHARS.test(s) || INVISIBLE.test(s)) return 'hidden';
  return undefined;
}

/** The message of a one-line problem, in the issue's language. */
function oneLineMessage(problem: OneLineProblem, label: Label) {
  return (issue: { lang?: string }) => {
    const locale = issueLang(issue);
    const t = labelTexts(label, locale);
    return problem === 'breaks' ? m.server_field_one_line(t, { locale }) : m.server_field_hidden_chars(t, { locale });
  };
}

/** Trims and puts the text in Unicode's composed form (NFC), so the same name is always stored as the same text. */
const tidy = [v.trim(), v.transform((s: string) => s.normalize('NFC'))] as const;

/** "Please enter your full name." */
function enterMessage(label: Label, article = 'your') {
  return (issue: { lang?: string }) => {
    const locale = issueLang(issue);
    return m.server_field_enter({ article, ...labelTexts(label, locale) }, { locale });
  };
}

/** "Full name must be text." */
function textMessage(label: Label) {
  return (issue: { lang?: string }) => {
    const locale = issueLang(issue);
    return m.server_field_text(labelTexts(label, locale), { locale });
  };
}

/** "Full name must be at most 200 characters." */
function maxMessage(label: Label, max: number) {
  return (issue: { lang?: string }) => {
    const locale = issueLang(issue);
    return m.server_field_max({ ...labelTexts(label, locale), max }, { locale });
  };
}

function typeMessage(label: Label, article = 'your') {
  return (issue: { received: string; lang?: string }) =>
    issue.received === 'undefined' ? enterMessage(label, article)(issue) : textMessage(label)(issue);
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A message that is one Paraglide message without inputs, in the issue's language. */
export function localized(message: (inputs: Record<string, never>, options: { locale?: Locale }) => string) {
  return (issue: { lang?: string }) => message({}, { locale: issueLang(issue) });
}

/** A required one-line text: trimmed, non-empty, at most `max` characters, no control characters. */
export function requiredLine(label: Label, max: number, article?: string) {
  return v.pipe(
    v.string(typeMessage(label, article)),
    ...tidy,
    v.nonEmpty(enterMessage(label, article)),
    v.maxLength(max, maxMessage(label, max)),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed ? oneLineProblem(dataset.value) : undefined;
      if (problem) addIssue({ message: oneLineMessage(problem, label) });
    }),
  );
}

/**
 * What a person's name may hold: letters and marks of any script, spaces, and . ' ’ - ( ). No digits, no "@", ":" or
 * "/", and a full stop only before a space or at the end ("A. K. Verma", "Dr. Rao"), so a name cannot carry a link
 * or an address into the e-mails that greet the patient by it.
 */
const NAME_CHARS = /^(?:[\p{L}\p{M} .'’()-]|\u200C|\u200D)+$/u;
const DOT_INSIDE = /\.[^\s]/u;

/** True when the text reads as a name (see NAME_CHARS). */
export function isNameLike(s: string): boolean {
  return NAME_CHARS.test(s) && /\p{L}/u.test(s) && !DOT_INSIDE.test(s);
}

/** "Please write the full name in letters (…)." */
function nameMessage(label: Label) {
  return (issue: { lang?: string }) => {
    const locale = issueLang(issue);
    return m.server_field_name_letters(labelTexts(label, locale), { locale });
  };
}

/**
 * A required person's name: a required line that reads as a name. `article` words the missing name's message in
 * English ("Please enter your full name." by default; the desk's forms say whose name it is).
 */
export function personName(label: Label, max: number, article?: string) {
  return v.pipe(requiredLine(label, max, article), v.check(isNameLike, nameMessage(label)));
}

/** An optional one-line text: missing means "", otherwise as requiredLine but may be empty. */
export function optionalLine(label: Label, max: number) {
  return v.optional(
    v.pipe(
      v.string(textMessage(label)),
      ...tidy,
      v.maxLength(max, maxMessage(label, max)),
      v.rawCheck(({ dataset, addIssue }) => {
        const problem = dataset.typed ? oneLineProblem(dataset.value) : undefined;
        if (problem) addIssue({ message: oneLineMessage(problem, label) });
      }),
    ),
    '',
  );
}

/** An optional person's name: missing or empty means "", otherwise as personName. */
export function optionalName(label: Label, max: number) {
  return v.pipe(
    optionalLine(label, max),
    v.check((s) => s === '' || isNameLike(s), nameMessage(label)),
  );
}

/** Free text over several lines: trimmed, at most `max` characters. */
export function multiLine(label: Label, max: number, required: boolean, article?: string) {
  const base = v.pipe(
    v.string(typeMessage(label, article)),
    ...tidy,
    v.maxLength(max, maxMessage(label, max)),
    v.check(
      (s) => !CONTROL_CHARS.test(s) && !BIDI_CONTROLS.test(s),
      (issue) => {
        const locale = issueLang(issue);
        return m.server_field_chars_not_allowed(labelTexts(label, locale), { locale });
      },
    ),
  );
  return required ? v.pipe(base, v.nonEmpty(enterMessage(label, article))) : v.optional(base, '');
}

export const EMAIL_MAX = 255;
export const NAME_MAX = 200;
export const MESSAGE_MAX = 2000;
export const SUBJECT_MAX = 200;
export const PHONE_MAX = 20;

export const email = v.pipe(
  requiredLine(m.server_label_email_address, EMAIL_MAX),
  v.email(localized(m.server_email_invalid)),
);

const PHONE_CHARS = /^\+?[0-9 ()-]+$/;

/** A phone number: digits with optional +, spaces, brackets and dashes; 7 to 15 digits. */
export function phoneCheck(s: string): boolean {
  const digits = s.replace(/\D/g, '').length;
  return PHONE_CHARS.test(s) && digits >= 7 && digits <= 15;
}

export const requiredPhone = v.pipe(
  requiredLine(m.server_label_phone_number, PHONE_MAX),
  v.check(phoneCheck, localized(m.server_phone_invalid)),
);

export const optionalPhone = v.pipe(
  optionalLine(m.server_label_phone_number, PHONE_MAX),
  v.check((s) => s === '' || phoneCheck(s), localized(m.server_phone_invalid)),
);

/**
 * The language a form's body says it was written in (`locale`: 'en' or 'hi', English when absent). The API stores it
 * with what it stores, and writes the patient's later e-mails in it.
 */
export const locale = v.optional(v.picklist(['en', 'hi'] as const, localized(m.server_locale_invalid)), 'en');

/** The first message for each field, keyed by field name, from a failed parse. */
export function fieldErrors(issues: v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}

export type ParseResult<T> =
  | { success: true; output: T }
  | { success: false; error: string; fields: Record<string, string> };

/**
 * Parses with a schema and returns either the output or the envelope's error and fields, the messages in `lang`
 * (English when not given).
 */
export function parseWith<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  lang: Locale = 'en',
): ParseResult<v.InferOutput<S>> {
  // A missing key is given to its field's own schema as undefined, so the patient reads that field's message
  // ("Please enter your full name.") rather than valibot's generic "Invalid key".
  const entries = (schema as { entries?: Record<string, unknown> }).entries;
  const filled =
    entries && typeof input === 'object' && input !== null && !Array.isArray(input)
      ? { ...Object.fromEntries(Object.keys(entries).map((k) => [k, undefined])), ...input }
      : input;
  const result = v.safeParse(schema, filled, { lang });
  if (result.success) return { success: true, output: result.output };
  const fields = fieldErrors(result.issues);
  const first = result.issues[0]?.message ?? m.server_request_invalid({}, { locale: lang });
  return { success: false, error: first, fields };
}

/**
 * The honeypot: a field every form carries, hidden from people and from assistive technology. Its name is one that
 * no browser or password manager autofills ("website", the old name, is). A filled honeypot stores nothing and is
 * answered with a 400 whose `fields` names it: the forms then empty the field, so a person whose browser filled it
 * anyway is told to press the button again and the next press goes through; a bot learns only "try again".
 */
export const HONEYPOT_FIELD = 'hp_trap';

/** What a request with a filled honeypot is told (error and fields[HONEYPOT_FIELD]), in its language. */
export function honeypotMessage(locale: Locale = 'en'): string {
  return m.server_honeypot({}, { locale });
}

/** The honeypot's message in English. */
export const HONEYPOT_MESSAGE = honeypotMessage('en');

/** True when a request body filled the honeypot. */
export function isBotSubmission(body: Record<string, unknown>): boolean {
  const v = body[HONEYPOT_FIELD];
  return v !== undefined && v !== null && v !== '' && !(typeof v === 'string' && v.trim() === '');
}
