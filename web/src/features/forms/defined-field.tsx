import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { autocompleteOf, type FieldDef, labelOf } from '../../../../common/platform/form-types';
import { pageLocale } from '../../i18n';

/** What a defined field shows in the island: its value, its error, and how it reports a change. */
export interface FieldProps<V extends string> {
  f: FieldDef<string, V>;
  variant: V;
  /** The control's id (a label points at it, an error focuses it). */
  id: string;
  value: string;
  error?: string;
  /** Someone books for the patient (the booking form's labels and autofill follow it). */
  other?: boolean;
  onChange: (value: string) => void;
  /** Attributes for this page (a date's bounds). */
  min?: string;
  max?: string;
  /** Spans the grid's columns. */
  gridColumn?: string;
}

/**
 * A field of a form's definition (common/forms) as a Chakra field: the label (with the required mark), the control
 * of its kind (input, textarea or select) with its limits and autofill, the hint (announced as it changes) and the
 * error. The server's no-JavaScript page draws the same definition (functions/platform/html/fields.ts `definedField`).
 */
export function DefinedField<V extends string>(p: FieldProps<V>) {
  const { f, variant, id, value, error } = p;
  const locale = pageLocale();
  const o = { locale };
  const hint = f.hint?.({ locale, other: !!p.other, value });
  const common = {
    id,
    name: f.name,
    value,
    required: f.required,
    'aria-invalid': !!error || undefined,
    maxLength: f.maxlength,
  };
  let control: ReactNode;
  if (f.kind === 'area') {
    control = (
      <Textarea
        {...common}
        rows={f.rows}
        placeholder={f.placeholder?.({}, o)}
        onChange={(e) => p.onChange(e.target.value)}
      />
    );
  } else if (f.kind === 'choice') {
    control = (
      <NativeSelect.Root>
        <NativeSelect.Field {...common} onChange={(e) => p.onChange(e.target.value)}>
          {f.empty ? <option value="">{f.empty({}, o)}</option> : null}
          {(f.options?.(locale) ?? []).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
          {(f.groups?.(locale) ?? []).map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.options.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  } else {
    control = (
      <Input
        {...common}
        type={f.kind === 'date' ? 'date' : (f.type ?? 'text')}
        autoComplete={autocompleteOf(f, !!p.other)}
        inputMode={f.inputmode}
        min={p.min ?? f.min}
        max={p.max ?? f.max}
        onChange={(e) => p.onChange(e.target.value)}
      />
    );
  }
  return (
    <Field.Root invalid={!!error} required={f.required} gridColumn={p.gridColumn ?? (f.wide ? '1 / -1' : undefined)}>
      <Field.Label htmlFor={id}>
        {labelOf(f, variant, { locale, other: p.other })}
        {f.required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {control}
      {hint !== undefined ? (
        // Announced as it changes (the visit's reason: what follows from the choice).
        <Field.HelperText aria-live="polite" data-testid={`${kebab(f.name)}-hint`}>
          {error ? null : hint}
        </Field.HelperText>
      ) : null}
      {f.counter ? (
        <Field.HelperText>
          {value.length} / {f.maxlength}
        </Field.HelperText>
      ) : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** visitReason → visit-reason (the hints' test ids). */
function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
