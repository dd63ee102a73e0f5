import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { AppointmentSchema } from '../../../../common/booking/schema';
import { DOCTOR_OPTIONS } from '../../../../common/clinic/facts';
import type { Locale } from '../../../../common/i18n/locale';
import { parseWith } from '../../../../common/platform/fields';
import { m } from '../../i18n';
import { useDateTimeChoice } from '../slots';
import { failureText } from './api';
import { DateTimeFields } from './booking-dialogs';
import { BookingDialog, DialogForm, type Errors, useBookingChange, when } from './dialog-form';
import type { DeskBooking } from './types';

const LANGUAGES: { value: Locale; label: () => string }[] = [
  { value: 'en', label: m.forms_desk_language_en },
  { value: 'hi', label: m.forms_desk_language_hi },
];

const EMPTY = { full_name: '', phone: '', email: '', message: '', locale: 'en' as Locale };

/**
 * Books for a patient who phoned or is at the desk: the same fields, schema and e-mails as the website's booking
 * (validated here with the API's own schema, then by the server), in the language the patient reads. The server
 * applies capacity and closures, not the per-address limit; one press books once (an Idempotency-Key per dialog).
 */
export function NewBookingDialog({
  open,
  date: initialDate,
  onClose,
  onDone,
}: {
  open: boolean;
  date: string;
  onClose: () => void;
  onDone: (b: DeskBooking) => void;
}) {
  const [v, setV] = useState(EMPTY);
  const choice = useDateTimeChoice<Errors>(initialDate, {});
  const { date, time, setTime, errors, setErrors } = choice;
  const [key, setKey] = useState(() => crypto.randomUUID());
  const done = (b: DeskBooking) => {
    setV(EMPTY);
    setTime('');
    setErrors({});
    setKey(crypto.randomUUID());
    onDone(b);
  };
  const { sending, send } = useBookingChange({ onDone: done, onClose });

  const set = (name: keyof typeof v) => (value: string) => {
    setV((old) => ({ ...old, [name]: value }));
    if (errors[name]) setErrors((old) => ({ ...old, [name]: undefined, form: undefined }));
  };

  const submit = async () => {
    const body = {
      ...v,
      appointment_date: date,
      appointment_time: time,
      selected_doctor: DOCTOR_OPTIONS[0],
      reports_uploaded: false,
    };
    const parsed = parseWith(AppointmentSchema, body);
    if (!parsed.success) {
      setErrors(parsed.fields ?? { form: parsed.error });
      return;
    }
    const toast = {
      title: m.forms_desk_booked_title(),
      description: m.forms_desk_booked_text({ name: v.full_name, when: when(date, time), email: v.email }),
    };
    const r = await send('/appointments', body, toast, { 'Idempotency-Key': key });
    if (!r) return;
    const fields = r.fields ?? {};
    setErrors({ ...fields, form: Object.keys(fields).length ? undefined : failureText(r) });
    if (r.status === 409) choice.reread();
  };

  const text = (name: 'full_name' | 'phone' | 'email', label: string, type: string) => (
    <Field.Root invalid={!!errors[name]} required>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <Input type={type} value={v[name]} autoComplete="off" onChange={(e) => set(name)(e.target.value)} />
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <BookingDialog
      open={open}
      onClose={onClose}
      title={m.forms_desk_book_title()}
      description={m.forms_desk_book_description()}
    >
      <DialogForm
        onSubmit={() => void submit()}
        error={errors.form}
        leave={m.chrome_auth_close()}
        onLeave={onClose}
        submit={m.forms_desk_book()}
        busy={m.forms_desk_booking()}
        sending={sending}
      >
        {text('full_name', m.forms_label_patient_full_name(), 'text')}
        {text('phone', m.forms_label_phone(), 'tel')}
        {text('email', m.forms_desk_patient_email(), 'email')}
        <DateTimeFields open={open} {...choice} labels={{ date: m.forms_label_date(), time: m.forms_label_time() }} />
        <Field.Root>
          <Field.Label>{m.forms_desk_language()}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={v.locale} onChange={(e) => set('locale')(e.target.value)}>
              {LANGUAGES.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label()}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={!!errors.message}>
          <Field.Label>{m.forms_desk_note()}</Field.Label>
          <Textarea value={v.message} rows={2} maxLength={2000} onChange={(e) => set('message')(e.target.value)} />
          <Field.ErrorText>{errors.message}</Field.ErrorText>
        </Field.Root>
      </DialogForm>
    </BookingDialog>
  );
}
