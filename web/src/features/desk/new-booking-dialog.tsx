import { Button, chakra, Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { DOCTOR_OPTIONS } from '../../../../common/clinic';
import type { Locale } from '../../../../common/locale';
import { formatClinicDate } from '../../../../common/schedule';
import { AppointmentSchema } from '../../../../common/schemas/appointment';
import { parseWith } from '../../../../common/schemas/fields';
import { notify } from '../../components/ui/notify';
import { m } from '../../i18n';
import { deskPost, failureText, isAccessProblem } from './api';
import { BookingDialog, DateTimeFields } from './booking-dialogs';
import { useDeskSession } from './session';
import type { DeskBooking } from './types';

type Errors = Record<string, string | undefined>;

const LANGUAGES: { value: Locale; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'Hindi (हिन्दी)' },
];

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
  const { accessLost } = useDeskSession();
  const [v, setV] = useState({ full_name: '', phone: '', email: '', message: '', locale: 'en' as Locale });
  const [date, setDate] = useState(initialDate);
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [refresh, setRefresh] = useState(0);

  const set = (name: keyof typeof v) => (value: string) => {
    setV((old) => ({ ...old, [name]: value }));
    if (errors[name]) setErrors((old) => ({ ...old, [name]: undefined, form: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
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
    setSending(true);
    const r = await deskPost<{ booking: DeskBooking }>('/appointments', body, { 'Idempotency-Key': key });
    setSending(false);
    if (r.ok) {
      void notify({
        type: 'success',
        title: 'Booked',
        description: `${v.full_name}: ${formatClinicDate(date)} at ${time}. The confirmation goes to ${v.email}.`,
      });
      setV({ full_name: '', phone: '', email: '', message: '', locale: 'en' });
      setTime('');
      setErrors({});
      setKey(crypto.randomUUID());
      onDone(r.data.booking);
      onClose();
      return;
    }
    if (isAccessProblem(r)) return accessLost(r);
    const fields = r.fields ?? {};
    setErrors({ ...fields, form: Object.keys(fields).length ? undefined : failureText(r) });
    if (r.status === 409) setRefresh((n) => n + 1);
  };

  const text = (name: 'full_name' | 'phone' | 'email', label: string, type: string, autoComplete: string) => (
    <Field.Root invalid={!!errors[name]} required>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <Input type={type} value={v[name]} autoComplete={autoComplete} onChange={(e) => set(name)(e.target.value)} />
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <BookingDialog
      open={open}
      onClose={onClose}
      title="Book for a patient"
      description="For a patient who phoned or is at the desk. They get the confirmation and its manage link by e-mail."
    >
      <chakra.form noValidate onSubmit={submit}>
        <Stack gap="4">
          {text('full_name', m.forms_label_patient_full_name(), 'text', 'off')}
          {text('phone', 'Phone', 'tel', 'off')}
          {text('email', 'E-mail (the confirmation goes here)', 'email', 'off')}
          <DateTimeFields
            open={open}
            date={date}
            time={time}
            onDate={(d) => {
              setDate(d);
              setTime('');
              setErrors({});
            }}
            onTime={(t) => {
              setTime(t);
              setErrors({});
            }}
            errors={errors}
            refresh={refresh}
            labels={{ date: 'Date', time: 'Time' }}
          />
          <Field.Root>
            <Field.Label>Language of the patient's e-mails</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={v.locale} onChange={(e) => set('locale')(e.target.value)}>
                {LANGUAGES.map((l) => (
                  <option key={l.value} value={l.value}>
                    {l.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={!!errors.message}>
            <Field.Label>Note for the doctor (optional)</Field.Label>
            <Textarea value={v.message} rows={2} maxLength={2000} onChange={(e) => set('message')(e.target.value)} />
            <Field.ErrorText>{errors.message}</Field.ErrorText>
          </Field.Root>
          {errors.form ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {errors.form}
            </Text>
          ) : null}
          <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="2">
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" colorPalette="brand" loading={sending} loadingText="Booking…">
              Book
            </Button>
          </Stack>
        </Stack>
      </chakra.form>
    </BookingDialog>
  );
}
