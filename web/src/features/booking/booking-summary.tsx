import { DataList } from '@chakra-ui/react';
import {
  type BookingField,
  type BoxName,
  bookingLabel,
  type Draft,
  doctorShown,
  fieldsOf,
  patientUnder18,
  relationshipLabel,
  type TextFieldName,
  type Variant,
} from '../../../../common/booking/draft';
import { visitReasonLabel } from '../../../../common/booking/visit-reasons';
import { dateLabel, timeLabel } from '../../../../common/i18n/dates';
import { m, pageLocale } from '../../i18n';

/** One field's row of the summary (label, value as read), or none for a field the summary shows another way. */
function row(f: BookingField, variant: Variant, d: Draft): [string, string][] {
  const locale = pageLocale();
  const value = f.kind === 'box' ? '' : String(d[f.name as TextFieldName]);
  const label = bookingLabel(variant, f.name, d.bookedFor, locale);
  switch (f.kind) {
    case 'box':
      // The opt-in, when ticked; the under-18 box shows beside the patient's name.
      return f.phoneMessages && d[f.name as BoxName] ? [[m.forms_summary_messages(), m.forms_yes()]] : [];
    case 'radio':
      return [];
    case 'choice': {
      if (f.name === 'visitReason')
        return value ? [[m.forms_summary_visit_for(), visitReasonLabel(value, locale)]] : [];
      if (f.forOther) return [];
      return [[label, f.options?.(locale).find((o) => o.value === value)?.label ?? '']];
    }
    case 'date':
      // English shows the date as it is sent (YYYY-MM-DD), as it always has; Hindi spells it out.
      return [[label, locale === 'en' ? value : dateLabel(value, locale)]];
    case 'time':
      return [[label, timeLabel(value, locale)]];
    case 'doctor':
      return [[label, doctorShown(locale)]];
    case 'file':
      return [[m.forms_label_reports(), value || m.forms_none()]];
    default:
      if (f.forOther) return [];
      return [[label, value]];
  }
}

/**
 * Step 4: everything the wizard will send, as the patient reads it (the definition's fields in order, who books first,
 * the reports last).
 */
export function BookingSummary({ variant, draft: d }: { variant: Variant; draft: Draft }) {
  const locale = pageLocale();
  const fields = fieldsOf(variant);
  const reports = fields.filter((f) => f.kind === 'file');
  const rows: [string, string][] = [
    ...(d.bookedFor === 'other'
      ? ([
          [m.forms_summary_booked_by(), `${d.bookerName.trim()} (${relationshipLabel(d.bookerRelationship, locale)})`],
        ] as [string, string][])
      : []),
    ...fields
      .filter((f) => f.kind !== 'file')
      .flatMap((f) => [
        ...row(f, variant, d),
        ...(f.name === 'fullName' && patientUnder18(variant, d)
          ? ([[m.forms_summary_under_18(), m.forms_yes()]] as [string, string][])
          : []),
      ]),
    ...reports.flatMap((f) => row(f, variant, d)),
  ];
  return (
    <DataList.Root orientation="horizontal" size="md" divideY="1px" data-testid="summary">
      {rows.map(([label, value]) => (
        <DataList.Item key={label} pt="2">
          <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
          <DataList.ItemValue whiteSpace="pre-wrap" wordBreak="break-word">
            {value || '—'}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
