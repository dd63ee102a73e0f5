/**
 * The vocabulary of a form's definition (common/booking/form.ts, common/contact/form.ts): what a field is, as data.
 * The island (web/src/features/*) and the no-JavaScript pages (functions/html) each draw every kind once, so a field
 * is added to a form by adding its entry to the definition (and its label to web/messages/forms in both languages).
 */
import type { Locale } from '../i18n/locale';

/** A Paraglide message without inputs (web/messages/*), called with the language. */
export type Msg = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/** A choice of a select or a radio group: the value sent (the same in every language) and its label. */
export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A select's group of choices (an `<optgroup>`). */
export interface OptionGroup {
  label: string;
  options: readonly Option[];
}

/**
 * How a field is drawn. `text` is an `<input>` of `type`; `choice` a select; `radio` a group of radio buttons; `box` a
 * checkbox; `area` a textarea. `date`, `time`, `doctor` and `file` are the booking form's own controls (a date within
 * the booking window, the eight times, the doctor, a report's file name).
 */
export type FieldKind = 'text' | 'area' | 'choice' | 'radio' | 'box' | 'date' | 'time' | 'doctor' | 'file';

/** What is known when a field is drawn: the language, and for the booking form whether someone books for another. */
export interface FieldContext {
  locale: Locale;
  /** Someone books for the patient (the booking form's "booked for" is 'other'). */
  other: boolean;
  /** The field's value now. */
  value: string;
}

/** One field of a form, as data both drawings read. */
export interface FieldDef<Name extends string = string, V extends string = string> {
  name: Name;
  kind: FieldKind;
  /** The forms (variants) that ask it, in the order of the list. */
  variants: readonly V[];
  /** Its label: one message, or one per variant. */
  label: Msg | Readonly<Record<V, Msg>>;
  /** The label when someone books for the patient ("Patient's full name"). */
  otherLabel?: Msg;
  /** `<input type>` of a text field. */
  type?: 'text' | 'email' | 'tel' | 'number';
  required?: boolean;
  /** The browser's autofill hint; `otherAutocomplete` when someone else is being booked for. */
  autocomplete?: string;
  otherAutocomplete?: string;
  inputmode?: 'email' | 'tel' | 'numeric';
  maxlength?: number;
  min?: number;
  max?: number;
  rows?: number;
  /** Spans the grid's two columns. */
  wide?: boolean;
  placeholder?: Msg;
  /** The line under the label, from the language and the value. */
  hint?: (c: FieldContext) => string;
  /** A select's empty first choice. */
  empty?: Msg;
  /** A select's or a radio group's choices, and a select's groups after them. */
  options?: (locale: Locale) => readonly Option[];
  groups?: (locale: Locale) => readonly OptionGroup[];
  /** Shows how many characters are typed, of `maxlength`. */
  counter?: boolean;
  /**
   * Offered only while a phone channel (WhatsApp or SMS) is on: the no-JS page draws it only then, and the static pages
   * carry it inside a marked fragment (PHONE_MESSAGES_FRAGMENT) that the edge removes when both channels are off.
   */
  phoneMessages?: boolean;
  /** Asked only when someone books for another (the booking form's "booked for" group). */
  forOther?: boolean;
}

/** The attribute marking the phone-messages opt-in on a static page: the edge removes the element when no phone channel is on. */
export const PHONE_MESSAGES_FRAGMENT = 'data-phone-messages';

/** A field's label in a variant, for the person filling it in. */
export function labelOf<V extends string>(f: FieldDef<string, V>, variant: V, c: { locale: Locale; other?: boolean }) {
  const o = { locale: c.locale };
  if (c.other && f.otherLabel) return f.otherLabel({}, o);
  return typeof f.label === 'function' ? f.label({}, o) : f.label[variant]({}, o);
}

/** A field's autofill hint for the person filling it in. */
export function autocompleteOf(f: FieldDef, other: boolean): string | undefined {
  return other && f.otherAutocomplete ? f.otherAutocomplete : f.autocomplete;
}
