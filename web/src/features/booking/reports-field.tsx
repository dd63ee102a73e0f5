import { Field, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { REPORT_ACCEPT } from '../../../../common/booking/draft';
import { labelOf } from '../../../../common/platform/form-types';
import { REPORT_MAX_FILES } from '../../../../common/reports/file-check';
import { m, pageLocale } from '../../i18n';
import { type Picked, prepareFiles } from '../reports/prepare';
import { PickedList } from '../reports/report-lists';
import type { ControlProps } from './control-props';

/** The wizard's chosen reports: sent after the booking is stored, each with its progress (decision 029). */
export interface ReportsChoice {
  picked: Picked[];
  add: (picked: Picked[]) => void;
  remove: (key: string) => void;
}

/**
 * Reports (optional): up to REPORT_MAX_FILES files, each checked at once as the server will check it (a large phone
 * photo is made smaller first). Nothing is said to be uploaded here: the files travel after the booking is stored.
 * `resetKey` empties the picker after a booking.
 */
export function ReportsField({
  f,
  variant,
  id,
  resetKey,
  reports,
}: Omit<ControlProps<string>, 'value' | 'onChange'> & { resetKey: number; reports: ReportsChoice }) {
  const locale = pageLocale();
  const [errors, setErrors] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const choose = async (files: File[]) => {
    setChecking(true);
    const { picked, errors: problems } = await prepareFiles(
      files,
      REPORT_MAX_FILES - reports.picked.length,
      REPORT_MAX_FILES,
    );
    setErrors(problems);
    setChecking(false);
    if (picked.length) reports.add(picked);
  };
  return (
    <Field.Root invalid={errors.length > 0}>
      <Field.Label htmlFor={id}>{m.forms_label_optional({ label: labelOf(f, variant, { locale }) })}</Field.Label>
      <Input
        key={resetKey}
        id={id}
        type="file"
        multiple
        accept={REPORT_ACCEPT}
        p="1.5"
        // Never disabled (it may hold the focus): past the limit, a choice is answered under the field.
        aria-busy={checking}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          // The picker is emptied: the list below is what will be sent, and the same file may be chosen again.
          e.target.value = '';
          void choose(files);
        }}
      />
      <Field.HelperText>{f.hint?.({ locale, other: false, value: '' })}</Field.HelperText>
      {errors.map((e) => (
        <Text key={e} fontSize="sm" color="fg.error" role="alert" data-testid="file-error">
          {e}
        </Text>
      ))}
      <PickedList picked={reports.picked} onRemove={reports.remove} />
    </Field.Root>
  );
}
