import { Box, Button, Field, Input, type InputProps, NativeSelect } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { createContext, type ReactNode, useContext } from 'react';
import type { EditableSchedule } from '../../../../common/clinic/schema';
import { PlainFieldset } from '../../components/ui/plain-fieldset';
import { WRAPPING_LABEL } from '../../components/ui/wrapping-label';

/** The Clinic page's draft: the schedule as read, edited, with the version it was read at. */
export type ClinicDraft = EditableSchedule;

/** How a part of the page changes the draft: `change` edits a copy, which becomes the draft. */
export type ChangeDraft = (change: (d: ClinicDraft) => void) => void;

/** The form's ids and field errors (keyed by the schema's dot path, "sessions.3.start"), for every field below it. */
export const ClinicFormContext = createContext<{ id: string; errors: Record<string, string> }>({ id: '', errors: {} });

/** The input id of a field of the draft, from its path: the page moves focus to the first field with an error. */
export function fieldId(formId: string, path: string): string {
  return `${formId}-${path.replace(/\./g, '-')}`;
}

/**
 * One field of the Clinic page: its label, its input, and its error tied to it (the schema's message for its path). A
 * number field hands back NaN when emptied, which the schema names.
 */
export function ClinicField({
  path,
  label,
  value,
  onChange,
  helper,
  ...input
}: {
  path: string;
  label: string;
  value: string | number | null;
  onChange: (value: string) => void;
  helper?: string;
} & Pick<InputProps, 'type' | 'min' | 'max' | 'lang' | 'maxLength' | 'placeholder' | 'inputMode' | 'step'>) {
  const { id, errors } = useContext(ClinicFormContext);
  const error = errors[path];
  return (
    <Field.Root invalid={!!error} ids={{ control: fieldId(id, path) }} minW="0">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input
        size="sm"
        {...input}
        value={value === null || Number.isNaN(value) ? '' : String(value)}
        onChange={(e) => onChange(e.target.value)}
      />
      {error || !helper ? null : <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** One field of a table of fields (a place's, a phone's, the notice's): what ClinicField is told for it. */
export interface FieldSpec<K extends string> {
  key: K;
  label: () => string;
  helper?: () => string;
  type?: 'time' | 'number' | 'date' | 'tel' | 'url';
  lang?: string;
  max?: number;
  min?: number;
}

/**
 * A table of fields drawn as ClinicFields at `base` (a path: "places.2"), each showing `values[key]`; `onChange` hears
 * the key and the text typed (a number field's text is read by numberOf).
 */
export function ClinicFields<K extends string>({
  base,
  fields,
  values,
  onChange,
}: {
  base: string;
  fields: readonly FieldSpec<K>[];
  values: Record<K, string | number | null>;
  onChange: (key: K, value: string) => void;
}) {
  return fields.map((f) => (
    <ClinicField
      key={f.key}
      path={`${base}.${f.key}`}
      label={f.label()}
      helper={f.helper?.()}
      type={f.type}
      inputMode={f.type === 'number' ? 'numeric' : undefined}
      lang={f.lang}
      maxLength={f.max}
      min={f.min}
      value={values[f.key]}
      onChange={(v) => onChange(f.key, v)}
    />
  ));
}

/** A choice of the Clinic page (a weekday, a place), its error tied to it like ClinicField's. */
export function ClinicSelect({
  path,
  label,
  value,
  options,
  onChange,
}: {
  path: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const { id, errors } = useContext(ClinicFormContext);
  const error = errors[path];
  return (
    <Field.Root invalid={!!error} ids={{ control: fieldId(id, path) }} minW="0">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A number typed into a field: NaN when empty, so the schema says what is missing. */
export function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The button that removes one row (a session, a phone), named for what it removes. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="outline" colorPalette="red" onClick={onClick} aria-label={label} title={label}>
      <Trash2 size={16} aria-hidden="true" />
    </Button>
  );
}

/** The button that adds a row (a place, a session, a phone), under the rows it adds to. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="brand"
      alignSelf="start"
      {...WRAPPING_LABEL}
      minH="8"
      py="1.5"
      onClick={onClick}
    >
      <Plus size={16} aria-hidden="true" />
      {label}
    </Button>
  );
}

/** Fields that belong together (the phones, the notice) under one legend. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <PlainFieldset>
      <Box as="legend" fontWeight="semibold" fontSize="sm" mb="2">
        {legend}
      </Box>
      {children}
    </PlainFieldset>
  );
}
