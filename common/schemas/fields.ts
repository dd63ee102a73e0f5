import * as v from 'valibot';

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

/** Why a one-line value is refused, or undefined when it is fine. */
function oneLineProblem(label: string, s: string): string | undefined {
  if (LINE_BREAKS.test(s)) return `${capitalise(label)} must be on one line.`;
  if (CONTROL_CHARS.test(s) || INVISIBLE.test(s))
    return `${capitalise(label)} contains hidden characters that are not allowed.`;
  return undefined;
}

/** Trims and puts the text in Unicode's composed form (NFC), so the same name is always stored as the same text. */
const tidy = [v.trim(), v.transform((s: string) => s.normalize('NFC'))] as const;

function typeMessage(label: string, article = 'your') {
  return (issue: { received: string }) =>
    issue.received === 'undefined' ? `Please enter ${article} ${label}.` : `${capitalise(label)} must be text.`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A required one-line text: trimmed, non-empty, at most `max` characters, no control characters. */
export function requiredLine(label: string, max: number, article?: string) {
  return v.pipe(
    v.string(typeMessage(label, article)),
    ...tidy,
    v.nonEmpty(`Please enter ${article ?? 'your'} ${label}.`),
    v.maxLength(max, `${capitalise(label)} must be at most ${max} characters.`),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed ? oneLineProblem(label, dataset.value) : undefined;
      if (problem) addIssue({ message: problem });
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

/** A required person's name: a required line that reads as a name. */
export function personName(label: string, max: number) {
  return v.pipe(
    requiredLine(label, max),
    v.check(isNameLike, `Please write the ${label} in letters (spaces, full stops, hyphens and apostrophes are fine).`),
  );
}

/** An optional one-line text: missing means "", otherwise as requiredLine but may be empty. */
export function optionalLine(label: string, max: number) {
  return v.optional(
    v.pipe(
      v.string(`${capitalise(label)} must be text.`),
      ...tidy,
      v.maxLength(max, `${capitalise(label)} must be at most ${max} characters.`),
      v.rawCheck(({ dataset, addIssue }) => {
        const problem = dataset.typed ? oneLineProblem(label, dataset.value) : undefined;
        if (problem) addIssue({ message: problem });
      }),
    ),
    '',
  );
}

/** An optional person's name: missing or empty means "", otherwise as personName. */
export function optionalName(label: string, max: number) {
  return v.pipe(
    optionalLine(label, max),
    v.check(
      (s) => s === '' || isNameLike(s),
      `Please write the ${label} in letters (spaces, full stops, hyphens and apostrophes are fine).`,
    ),
  );
}

/** Free text over several lines: trimmed, at most `max` characters. */
export function multiLine(label: string, max: number, required: boolean, article?: string) {
  const base = v.pipe(
    v.string(typeMessage(label, article)),
    ...tidy,
    v.maxLength(max, `${capitalise(label)} must be at most ${max} characters.`),
    v.check(
      (s) => !CONTROL_CHARS.test(s) && !BIDI_CONTROLS.test(s),
      `${capitalise(label)} contains characters that are not allowed.`,
    ),
  );
  return required ? v.pipe(base, v.nonEmpty(`Please enter ${article ?? 'your'} ${label}.`)) : v.optional(base, '');
}

export const EMAIL_MAX = 255;
export const NAME_MAX = 200;
export const MESSAGE_MAX = 2000;
export const SUBJECT_MAX = 200;
export const PHONE_MAX = 20;

export const email = v.pipe(
  requiredLine('email address', EMAIL_MAX),
  v.email('Please enter a valid email address, like name@example.com.'),
);

const PHONE_CHARS = /^\+?[0-9 ()-]+$/;

/** A phone number: digits with optional +, spaces, brackets and dashes; 7 to 15 digits. */
export function phoneCheck(s: string): boolean {
  const digits = s.replace(/\D/g, '').length;
  return PHONE_CHARS.test(s) && digits >= 7 && digits <= 15;
}

export const requiredPhone = v.pipe(
  requiredLine('phone number', PHONE_MAX),
  v.check(phoneCheck, 'Please enter a valid phone number, like +91 98110 12345.'),
);

export const optionalPhone = v.pipe(
  optionalLine('phone number', PHONE_MAX),
  v.check((s) => s === '' || phoneCheck(s), 'Please enter a valid phone number, like +91 98110 12345.'),
);

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

/** Parses with a schema and returns either the output or the envelope's error and fields. */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): ParseResult<v.InferOutput<S>> {
  // A missing key is given to its field's own schema as undefined, so the patient reads that field's message
  // ("Please enter your full name.") rather than valibot's generic "Invalid key".
  const entries = (schema as { entries?: Record<string, unknown> }).entries;
  const filled =
    entries && typeof input === 'object' && input !== null && !Array.isArray(input)
      ? { ...Object.fromEntries(Object.keys(entries).map((k) => [k, undefined])), ...input }
      : input;
  const result = v.safeParse(schema, filled);
  if (result.success) return { success: true, output: result.output };
  const fields = fieldErrors(result.issues);
  const first = result.issues[0]?.message ?? 'The request is not valid.';
  return { success: false, error: first, fields };
}

/**
 * The honeypot: a field every form carries, hidden from people and from assistive technology. Its name is one that
 * no browser or password manager autofills ("website", the old name, is). A filled honeypot stores nothing and is
 * answered with a 400 whose `fields` names it: the forms then empty the field, so a person whose browser filled it
 * anyway is told to press the button again and the next press goes through; a bot learns only "try again".
 */
export const HONEYPOT_FIELD = 'hp_trap';

/** What a request with a filled honeypot is told (error and fields[HONEYPOT_FIELD]). */
export const HONEYPOT_MESSAGE = 'We could not send the form this time. Please press the button again.';

/** True when a request body filled the honeypot. */
export function isBotSubmission(body: Record<string, unknown>): boolean {
  const v = body[HONEYPOT_FIELD];
  return v !== undefined && v !== null && v !== '' && !(typeof v === 'string' && v.trim() === '');
}
