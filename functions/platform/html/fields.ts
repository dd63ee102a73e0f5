import { html } from 'hono/html';
import type { Locale } from '../../../common/i18n/locale';
import { autocompleteOf, type FieldDef, labelOf, type Option } from '../../../common/platform/form-types';
import { pageCopy } from './copy';
import type { Html } from './layout';

export type { Option };

/**
 * Form controls for the no-JavaScript pages, after the GOV.UK Design System's patterns: the label, then a hint, then
 * the error (both tied to the control by aria-describedby), the control marked aria-invalid; an error summary at the
 * top links to each field. Every value is escaped by `html`.
 */

export interface FieldBase {
  name: string;
  label: string;
  /** The page's language (the hidden "Error:" before a message); English when not given. */
  locale?: Locale;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Spans both columns of a two-column grid. */
  wide?: boolean;
}

/** The id of a field's control (the error summary links to it). */
export function fieldId(name: string): string {
  return `f-${name}`;
}

function describedBy(o: FieldBase): string | undefined {
  const id = fieldId(o.name);
  const ids = [o.hint ? `${id}-hint` : '', o.error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function wrapperClass(o: FieldBase): string {
  return ['field', o.error ? 'invalid' : '', o.wide ? 'wide' : ''].filter(Boolean).join(' ');
}

function requiredMark(required?: boolean): Html | string {
  return required ? html`<span class="req" aria-hidden="true">*</span>` : '';
}

function hintAndError(o: FieldBase): Html {
  const id = fieldId(o.name);
  return html`${o.hint ? html`<span class="hint" id="${id}-hint">${o.hint}</span>` : ''}${
    o.error
      ? html`<span class="error-msg" id="${id}-error"><span class="visually-hidden">${pageCopy(o.locale ?? 'en').errorPrefix}</span>${o.error}</span>`
      : ''
  }`;
}

/** The attributes every control shares: id, name, aria-describedby, aria-invalid, required. */
function common(o: FieldBase): Html {
  const by = describedBy(o);
  return html`id="${fieldId(o.name)}" name="${o.name}"${by ? html` aria-describedby="${by}"` : ''}${
    o.error ? html` aria-invalid="true"` : ''
  }${o.required ? html` required` : ''}`;
}

function attr(name: string, value: string | number | undefined): Html | string {
  return value === undefined || value === '' ? '' : html` ${name}="${value}"`;
}

export function textField(
  o: FieldBase & {
    value: string;
    type?: 'text' | 'email' | 'tel' | 'number' | 'date';
    autocomplete?: string;
    maxlength?: number;
    inputmode?: string;
    min?: string | number;
    max?: string | number;
    narrow?: boolean;
  },
): Html {
  return html`<div class="${wrapperClass(o)}">
<label for="${fieldId(o.name)}">${o.label}${requiredMark(o.required)}</label>
${hintAndError(o)}<input type="${o.type ?? 'text'}" ${common(o)} value="${o.value}"${attr('autocomplete', o.autocomplete)}${attr(
    'maxlength',
    o.maxlength,
  )}${attr('inputmode', o.inputmode)}${attr('min', o.min)}${attr('max', o.max)}${o.narrow ? html` class="narrow"` : ''}>
</div>`;
}

export function textArea(
  o: FieldBase & { value: string; rows?: number; maxlength?: number; placeholder?: string },
): Html {
  // The newline after the opening tag: a browser drops one there, so a value is shown exactly as it was.
  return html`<div class="${wrapperClass(o)}">
<label for="${fieldId(o.name)}">${o.label}${requiredMark(o.required)}</label>
${hintAndError(o)}<textarea ${common(o)} rows="${o.rows ?? 4}"${attr('maxlength', o.maxlength)}${attr('placeholder', o.placeholder)}>
${o.value}</textarea>
</div>`;
}

function option(opt: Option, value: string): Html {
  const selected = opt.value === value && !opt.disabled;
  return html`<option value="${opt.value}"${selected ? html` selected` : ''}${opt.disabled ? html` disabled` : ''}>${opt.label}</option>`;
}

export function selectField(
  o: FieldBase & {
    value: string;
    empty?: string;
    options?: readonly Option[];
    groups?: readonly { label: string; options: readonly Option[] }[];
    narrow?: boolean;
  },
): Html {
  return html`<div class="${wrapperClass(o)}">
<label for="${fieldId(o.name)}">${o.label}${requiredMark(o.required)}</label>
${hintAndError(o)}<select ${common(o)}${o.narrow ? html` class="narrow"` : ''}>
${o.empty !== undefined ? html`<option value=""${o.value ? '' : html` selected`}>${o.empty}</option>` : ''}
${(o.options ?? []).map((opt) => option(opt, o.value))}
${(o.groups ?? []).map((g) => html`<optgroup label="${g.label}">${g.options.map((opt) => option(opt, o.value))}</optgroup>`)}
</select>
</div>`;
}

/** Radio buttons in a fieldset: the label is its legend; the first button carries the field's id. */
export function radioField(o: FieldBase & { value: string; choices: readonly Option[] }): Html {
  const by = describedBy(o);
  return html`<fieldset class="${wrapperClass(o)}"${by ? html` aria-describedby="${by}"` : ''}>
<legend>${o.label}${requiredMark(o.required)}</legend>
${hintAndError(o)}<div class="choices">
${o.choices.map(
  (c, i) =>
    html`<label class="choice"><input type="radio" name="${o.name}"${i === 0 ? html` id="${fieldId(o.name)}"` : ''} value="${c.value}"${
      c.value === o.value ? html` checked` : ''
    }${o.error ? html` aria-invalid="true"` : ''}> <span>${c.label}</span></label>`,
)}
</div>
</fieldset>`;
}

export function checkboxField(o: FieldBase & { checked: boolean }): Html {
  const by = describedBy(o);
  return html`<div class="${wrapperClass(o)}">
<label class="choice" for="${fieldId(o.name)}"><input type="checkbox" id="${fieldId(o.name)}" name="${o.name}" value="on"${
    o.checked ? html` checked` : ''
  }${by ? html` aria-describedby="${by}"` : ''}${o.error ? html` aria-invalid="true"` : ''}> <span>${o.label}</span></label>
${hintAndError(o)}
</div>`;
}

/** One line of the error summary: a field's message (a link to the field), or a message about the whole form. */
export interface SummaryItem {
  name?: string;
  message: string;
}

/**
 * The error summary at the top of the form (GOV.UK): "There is a problem", each message a link to its field. It takes
 * the focus when the page opens (autofocus; no script), so a screen reader reads it first.
 */
export function errorSummary(items: readonly SummaryItem[], locale: Locale = 'en'): Html | string {
  if (!items.length) return '';
  return html`<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus data-testid="error-summary">
<h2 id="error-summary-title">${pageCopy(locale).problemTitle}</h2>
<ul>
${items.map((i) => html`<li>${i.name ? html`<a href="#${fieldId(i.name)}">${i.message}</a>` : i.message}</li>`)}
</ul>
</div>`;
}

/** The honeypot: as in the site's forms (web/src/components/honeypot.tsx), off-screen and hidden from everyone. */
export function honeypot(name: string, locale: Locale = 'en'): Html {
  return html`<div class="hp" aria-hidden="true"><label>${pageCopy(locale).honeypotLabel} <input type="text" name="${name}" tabindex="-1" autocomplete="off" data-1p-ignore="" data-lpignore="true" data-bwignore="" data-form-type="other" value=""></label></div>`;
}

export function hidden(name: string, value: string): Html {
  return html`<input type="hidden" name="${name}" value="${value}">`;
}

/** What a defined field shows on the page: its value (or ticked box), its error, and the page's facts. */
export interface FieldState {
  locale: Locale;
  /** Someone books for the patient (the booking form). */
  other?: boolean;
  value: string;
  checked?: boolean;
  error?: string;
  /** Overrides for this page: a date's bounds, a time's choices, whether the field is marked required. */
  min?: string;
  max?: string;
  options?: readonly Option[];
  required?: boolean;
}

/**
 * A field of a form's definition (common/forms) as this page's control: text, textarea, select, radio group or
 * checkbox, with its label, hint, limits and autofill. The booking form's own kinds (time, doctor, file) are drawn by
 * functions/booking/html/booking.ts.
 */
export function definedField<V extends string>(f: FieldDef<string, V>, variant: V, s: FieldState): Html {
  const { locale } = s;
  const o = { locale };
  const base = {
    locale,
    name: f.name,
    label: labelOf(f, variant, { locale, other: s.other }),
    error: s.error,
    hint: f.hint?.({ locale, other: !!s.other, value: s.value }) || undefined,
    required: s.required ?? f.required,
    wide: f.wide,
  };
  switch (f.kind) {
    case 'radio':
      return radioField({ ...base, value: s.value, choices: s.options ?? f.options?.(locale) ?? [] });
    case 'box':
      return checkboxField({ ...base, checked: !!s.checked });
    case 'area':
      return textArea({
        ...base,
        value: s.value,
        rows: f.rows,
        maxlength: f.maxlength,
        placeholder: f.placeholder?.({}, o),
      });
    case 'choice':
    case 'time':
    case 'doctor':
      return selectField({
        ...base,
        value: s.value,
        empty: f.empty?.({}, o),
        options: s.options ?? f.options?.(locale),
        groups: f.groups?.(locale),
      });
    default:
      return textField({
        ...base,
        value: s.value,
        type: f.kind === 'date' ? 'date' : f.type,
        autocomplete: autocompleteOf(f, !!s.other),
        maxlength: f.maxlength,
        inputmode: f.inputmode,
        min: s.min ?? f.min,
        max: s.max ?? f.max,
      });
  }
}
