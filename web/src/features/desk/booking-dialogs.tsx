import { Button, CloseButton, chakra, Dialog, Field, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  clinicDate,
  formatClinicDate,
  isRealDate,
  lastBookableDate,
  TIME_SLOT_LABELS,
} from '../../../../common/schedule';
import { DeskCancelSchema, DeskRescheduleSchema } from '../../../../common/schemas/desk';
import { parseWith } from '../../../../common/schemas/fields';
import { notify } from '../../components/ui/notify';
import { m } from '../../i18n';
import { useAvailability } from '../booking/availability';
import { deskPost, failureText, isAccessProblem } from './api';
import { ChoiceTiles } from './choice-tiles';
import { useDeskSession } from './session';
import type { DeskBooking } from './types';

type Errors = Record<string, string | undefined>;

/** Chakra's solid red (600) under white text is 4.8:1, and 4.3:1 when hovered: one step darker keeps AA. */
export const DANGER = { bg: 'red.700', _hover: { bg: 'red.800' } } as const;

/** The frame the booking dialogs share: a title naming the patient (or the task), the form, and Close. */
export function BookingDialog({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Stack gap="1">
                <Dialog.Title fontSize="lg">{title}</Dialog.Title>
                <Dialog.Description color="ink.700" fontSize="sm">
                  {description}
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const when = (b: DeskBooking) => `${formatClinicDate(b.appointment_date)} at ${b.appointment_time}`;

/** What each booking dialog takes: the booking, whether it shows, and what to do when it closes or succeeds. */
interface BookingDialogProps {
  booking: DeskBooking;
  open: boolean;
  onClose: () => void;
  onDone: (b: DeskBooking) => void;
}

/** Asks for the reason (the patient reads it in the cancellation e-mail), then cancels. */
export function CancelDialog({ booking, open, onClose, onDone }: BookingDialogProps) {
  const { accessLost } = useDeskSession();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseWith(DeskCancelSchema, { reason });
    if (!parsed.success) {
      setErrors(parsed.fields ?? { reason: parsed.error });
      return;
    }
    setSending(true);
    const r = await deskPost<{ booking: DeskBooking }>(`/appointments/${booking.id}/cancel`, parsed.output);
    setSending(false);
    if (r.ok) {
      void notify({
        type: 'success',
        title: 'Booking cancelled',
        description: `${booking.full_name} will get the cancellation e-mail and calendar update.`,
      });
      setReason('');
      setErrors({});
      onDone(r.data.booking);
      onClose();
      return;
    }
    if (isAccessProblem(r)) return accessLost(r);
    setErrors({ reason: r.fields?.reason, form: r.fields?.reason ? undefined : failureText(r) });
  };

  return (
    <BookingDialog
      open={open}
      onClose={onClose}
      title={`Cancel ${booking.full_name}'s booking`}
      description={when(booking)}
    >
      <chakra.form noValidate onSubmit={submit}>
        <Stack gap="4">
          <Field.Root invalid={!!errors.reason} required>
            <Field.Label>
              Reason <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (errors.reason) setErrors({});
              }}
              rows={3}
              maxLength={500}
              placeholder="e.g. The doctor is unwell today. Please book another day."
            />
            {errors.reason ? null : (
              <Field.HelperText>The patient reads this in the cancellation e-mail.</Field.HelperText>
            )}
            <Field.ErrorText>{errors.reason}</Field.ErrorText>
          </Field.Root>
          {errors.form ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {errors.form}
            </Text>
          ) : null}
          <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="2">
            <Button type="button" variant="outline" onClick={onClose}>
              Keep booking
            </Button>
            <Button type="submit" colorPalette="red" {...DANGER} loading={sending} loadingText="Cancelling…">
              Cancel booking
            </Button>
          </Stack>
        </Stack>
      </chakra.form>
    </BookingDialog>
  );
}

/**
 * A date and one of its times, as the desk's booking dialogs ask them: each time marked from the availability API
 * (free places, or unavailable), `current` (the booking's own time, when moving it) marked and not choosable. The
 * server checks capacity again when the dialog sends.
 */
export function DateTimeFields({
  open,
  date,
  time,
  onDate,
  onTime,
  errors,
  refresh,
  labels,
  max,
  current,
}: {
  open: boolean;
  date: string;
  time: string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  errors: Errors;
  /** Bumped to read the availability again (after a refusal: someone may have taken the last place). */
  refresh: number;
  labels: { date: string; time: string };
  max?: string;
  current?: { date: string; time: string };
}) {
  const availability = useAvailability(open && isRealDate(date) ? date : '', refresh);
  const slots = availability.data?.slots;
  const hint = !isRealDate(date)
    ? 'Choose a date to see the free times.'
    : availability.loading
      ? m.forms_hint_time_checking()
      : availability.failed
        ? 'The free times could not be checked; the server checks again when you send.'
        : availability.data && !availability.data.open
          ? (availability.data.message ?? 'This day is closed.')
          : m.forms_hint_time_zone();
  return (
    <>
      <Field.Root invalid={!!errors.appointment_date} required>
        <Field.Label>
          {labels.date} <Field.RequiredIndicator />
        </Field.Label>
        <Input type="date" value={date} min={clinicDate()} max={max} onChange={(e) => onDate(e.target.value)} />
        <Field.ErrorText>{errors.appointment_date}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.appointment_time}>
        <ChoiceTiles
          legend={labels.time}
          hint={hint}
          type="radio"
          invalid={!!errors.appointment_time}
          selected={[time]}
          onChange={onTime}
          choices={TIME_SLOT_LABELS.map((t) => {
            const s = slots?.find((x) => x.time === t);
            const isCurrent = date === current?.date && t === current?.time;
            return {
              value: t,
              disabled: isCurrent || !isRealDate(date) || (s ? !s.available : !availability.failed),
              note: isCurrent
                ? 'Now'
                : s && availability.data?.open
                  ? s.available
                    ? `${s.remaining} free`
                    : 'Unavailable'
                  : undefined,
            };
          })}
        />
        <Field.ErrorText>{errors.appointment_time}</Field.ErrorText>
      </Field.Root>
    </>
  );
}

/** Picks a new date and a free time (the patient's availability), then moves the booking. */
export function RescheduleDialog({ booking, open, onClose, onDone }: BookingDialogProps) {
  const { accessLost } = useDeskSession();
  const [date, setDate] = useState(booking.appointment_date);
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [refresh, setRefresh] = useState(0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseWith(DeskRescheduleSchema, { appointment_date: date, appointment_time: time });
    if (!parsed.success) {
      setErrors(parsed.fields ?? { form: parsed.error });
      return;
    }
    setSending(true);
    const r = await deskPost<{ booking: DeskBooking }>(`/appointments/${booking.id}/reschedule`, parsed.output);
    setSending(false);
    if (r.ok) {
      void notify({
        type: 'success',
        title: 'Booking moved',
        description: `${booking.full_name}: ${formatClinicDate(date)} at ${time}. The patient gets the change by e-mail.`,
      });
      setErrors({});
      onDone(r.data.booking);
      onClose();
      return;
    }
    if (isAccessProblem(r)) return accessLost(r);
    const fields = r.fields ?? {};
    setErrors({
      appointment_date: fields.appointment_date,
      appointment_time: fields.appointment_time,
      form: fields.appointment_date || fields.appointment_time ? undefined : failureText(r),
    });
    // Someone else may have taken the last place meanwhile.
    if (r.status === 409) setRefresh((n) => n + 1);
  };

  return (
    <BookingDialog
      open={open}
      onClose={onClose}
      title={`Move ${booking.full_name}'s booking`}
      description={`Now ${when(booking)}. The patient gets the new time by e-mail, with a calendar update.`}
    >
      <chakra.form noValidate onSubmit={submit}>
        <Stack gap="4">
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
            labels={{ date: 'New date', time: 'New time' }}
            max={lastBookableDate()}
            current={{ date: booking.appointment_date, time: booking.appointment_time }}
          />
          {errors.form ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {errors.form}
            </Text>
          ) : null}
          <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="2">
            <Button type="button" variant="outline" onClick={onClose}>
              Keep as it is
            </Button>
            <Button type="submit" colorPalette="brand" loading={sending} loadingText="Moving…">
              Move booking
            </Button>
          </Stack>
        </Stack>
      </chakra.form>
    </BookingDialog>
  );
}

/**
 * Erases the booking's personal fields, after staff confirm they have verified who is asking: the way for a patient
 * whom someone else booked under their own address (decision 016). Cannot be undone.
 */
export function EraseDialog({ booking, open, onClose, onDone }: BookingDialogProps) {
  const { accessLost } = useDeskSession();
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const ahead = booking.status === 'booked' && booking.appointment_date >= clinicDate();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    const r = await deskPost<{ booking: DeskBooking }>(`/appointments/${booking.id}/erase`);
    setSending(false);
    if (r.ok) {
      void notify({
        type: 'success',
        title: 'Personal details erased',
        description: `Only the date, time and status of this booking remain${ahead ? '; it is cancelled' : ''}.`,
      });
      setError('');
      onDone(r.data.booking);
      onClose();
      return;
    }
    if (isAccessProblem(r)) return accessLost(r);
    setError(failureText(r));
  };

  return (
    <BookingDialog
      open={open}
      onClose={onClose}
      title={`Erase ${booking.full_name}'s name and phone?`}
      description={when(booking)}
    >
      <chakra.form noValidate onSubmit={submit}>
        <Stack gap="4">
          <Text fontWeight="semibold">Use when the patient asks, after you have verified who they are.</Text>
          <Text>
            This removes the patient's name, phone and e-mail, what the visit is for, their message and who booked for
            them from this booking. Only its date, time and status stay. It cannot be undone.
          </Text>
          {ahead ? (
            <Text data-testid="erase-cancels">
              The appointment is still ahead: it will be cancelled and its place freed. No e-mail is sent.
            </Text>
          ) : null}
          {error ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {error}
            </Text>
          ) : null}
          <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="2">
            <Button type="button" variant="outline" onClick={onClose}>
              Keep as it is
            </Button>
            <Button type="submit" colorPalette="red" {...DANGER} loading={sending} loadingText="Erasing…">
              Erase name and phone
            </Button>
          </Stack>
        </Stack>
      </chakra.form>
    </BookingDialog>
  );
}
