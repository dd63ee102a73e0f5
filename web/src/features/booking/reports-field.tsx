import { Field, Input, Text } from '@chakra-ui/react';
import { REPORT_ACCEPT } from '../../../../common/booking/draft';
import { labelOf } from '../../../../common/platform/form-types';
import { m, pageLocale } from '../../i18n';
import type { ControlProps } from './control-props';

/**
 * Reports (optional): a file picker whose file's name is all that is sent (it tells the clinic reports are coming).
 * `resetKey` empties the picker after a booking.
 */
export function ReportsField({
  f,
  variant,
  id,
  value,
  resetKey,
  onChange,
}: ControlProps<string> & { resetKey: number }) {
  const locale = pageLocale();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{m.forms_label_optional({ label: labelOf(f, variant, { locale }) })}</Field.Label>
      <Input
        key={resetKey}
        id={id}
        type="file"
        accept={REPORT_ACCEPT}
        p="1.5"
        onChange={(e) => onChange(e.target.files?.[0]?.name ?? '')}
      />
      <Field.HelperText>{f.hint?.({ locale, other: false, value })}</Field.HelperText>
      {value ? (
        <Text fontSize="sm" color="brand.fg" data-testid="file-name">
          {variant === 'page' ? m.forms_file_uploaded({ name: value }) : value}
        </Text>
      ) : null}
    </Field.Root>
  );
}
