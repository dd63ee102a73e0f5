import { Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { clinicDate, isRealDate, lastBookableDate } from '../../../../common/booking/schedule';
import { DeskCancelSchema, DeskRescheduleSchema } from '../../../../common/desk/schema';
import { parseWith } from '../../../../common/platform/fields';
import { m } from '../../i18n';
import { useAvailability } from '../booking/availability';
import { groupByPlace, type PlacedTime, timesToDraw } from '../booking/day-times';
import { useDateTimeChoice } from '../slots';
import { failureText } from './api';
import { type Choice, ChoiceTiles } from './choice-tiles';
import { BookingDialog, DialogForm, type Errors, useBookingChange, when } from './dialog-form';
import { useDeskData } from './session';
import type { DayAnswer, DeskBooking } from './types';

/** What each booking dialog takes: the booking, whether it shows, and what to do when it closes or succeeds. */
interface BookingDialogProps {
  booking: DeskBooking;
  open: boolean;
  onClose: () => void;
  onDone: (b: DeskBooking) => void;
}

const whenBooked = (b: DeskBooking) => when(b.appointment_date, b.appointment_time);

/** Asks for the reason (the patient reads it in the cancellation e-mail), then cancels. */
export function CancelDialog({ booking, open, onClose, onDone }: BookingDialogProps) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const done = (b: DeskBooking) => {
    setReason('');
    setErrors({});
    onDone(b);
  };
  const { sending, send } = useBookingChange({ onDone: done, onClose });

  const submit = async () => {
    const parsed = parseWith(DeskCancelSchema, { reason });
    if (!parsed.success) {
      setErrors(parsed.fields ?? { reason: parsed.error });
      return;
    }
    const r = await send(`/appointments/${booking.id}/cancel`, parsed.output, {
      title: m.forms_desk_cancelled_title(),
      description: m.forms_desk_cancelled_text({ name: booking.full_name }),
    });
    if (r) setErrors({ reason: r.fields?.reason, form: r.fields?.reason ? undefined : failureText(r) });
  };

  return (
    <BookingDialog
      open={open}
      onClose={onClose}
      title={m.forms_desk_cancel_title({ name: booking.full_name })}
      description={whenBooked(booking)}
    >
      <DialogForm
        onSubmit={() => void submit()}
        error={errors.form}
        leave={m.forms_desk_keep_booking()}
        onLeave={onClose}
        submit={m.forms_desk_cancel_booking()}
        busy={m.forms_cancel_sending()}
        sending={sending}
        danger
      >
        <Field.Root invalid={!!errors.reason} required>
          <Field.Label>
            {m.forms_desk_reason()} <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (errors.reason) setErrors({});
            }}
            rows={3}
            maxLength={500}
            placeholder={m.forms_desk_reason_placeholder()}
          />
          {errors.reason ? null : <Field.HelperText>{m.forms_desk_reason_hint()}</Field.HelperText>}
          <Field.ErrorText>{errors.reason}</Field.ErrorText>
        </Field.Root>
      </DialogForm>
    </BookingDialog>
  );
}

/**
 * A date and one of its times, as the desk's booking dialogs ask them: the times the schedule offers that date (the
 * desk's day answer), grouped by place when there are several, each marked from the availability API (free places,
 * or unavailable), `current` (the booking's own time, when moving it) marked and not choosable. The server checks
 * capacity again when the dialog sends.
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
  const asked = open && isRealDate(date);
  const availability = useAvailability(asked ? date : '', refresh);
  const slots = availability.data?.slots;
  const { loaded } = useDeskData<DayAnswer>(asked ? `/day?date=${date}` : null);
  const deskDay = loaded.data?.date === date ? loaded.data : undefined;
  // A slot kept only for bookings at a time the schedule dropped is not a time to book or move into.
  const offered = deskDay?.slots.filter((s) => s.offered !== false);
  const groups = groupByPlace(timesToDraw<PlacedTime>(date, offered, slots));
  const choice = ({ time: t }: PlacedTime): Choice => {
    const s = slots?.find((x) => x.time === t);
    const isCurrent = date === current?.date && t === current?.time;
    return {
      value: t,
      disabled: isCurrent || !isRealDate(date) || (s ? !s.available : !availability.failed),
      note: isCurrent
        ? m.forms_desk_time_now()
        : s && availability.data?.open
          ? s.available
            ? m.forms_desk_time_free({ count: s.remaining })
            : m.forms_slot_unavailable()
          : undefined,
    };
  };
  const hint = !isRealDate(date)
    ? m.forms_desk_times_choose_date()
    : availability.loading
      ? m.forms_hint_time_checking()
      : availability.failed
        ? m.forms_desk_times_unchecked()
        : availability.data && !availability.data.open
          ? (availability.data.message ?? m.forms_desk_day_closed())
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
        <Stack gap="3" w="full">
          {groups.map((g, i) => (
            <ChoiceTiles
              key={g.place?.id ?? ''}
              legend={groups.length > 1 ? `${labels.time}: ${g.place?.name}` : labels.time}
              hint={i === 0 ? hint : undefined}
              type="radio"
              invalid={!!errors.appointment_time}
              selected={[time]}
              onChange={onTime}
              choices={g.slots.map(choice)}
            />
          ))}
        </Stack>
        <Field.ErrorText>{errors.appointment_time}</Field.ErrorText>
      </Field.Root>
    </>
  );
}

/** Picks a new date and a free time (the patient's availability), then moves the booking. */
export function RescheduleDialog({ booking, open, onClose, onDone }: BookingDialogProps) {
  const choice = useDateTimeChoice<Errors>(booking.appointment_date, {});
  const { date, time, setErrors } = choice;
  const done = (b: DeskBooking) => {
    setErrors({});
    onDone(b);
  };
  const { sending, send } = useBookingChange({ onDone: done, onClose });

  const submit = async () => {
    const parsed = parseWith(DeskRescheduleSchema, { appointment_date: date, appointment_time: time });
    if (!parsed.success) {
      setErrors(parsed.fields ?? { form: parsed.error });
      return;
    }
    const r = await send(`/appointments/${booking.id}/reschedule`, parsed.output, {
      title: m.forms_desk_moved_title(),
      description: m.forms_desk_moved_text({ name: booking.full_name, when: when(date, time) }),
    });
    if (!r) return;
    const fields = r.fields ?? {};
    setErrors({
      appointment_date: fields.appointment_date,
      appointment_time: fields.appointment_time,
      form: fields.appointment_date || fields.appointment_time ? undefined : failureText(r),
    });
    // Someone else may have taken the last place meanwhile.
    if (r.status === 409) choice.reread();
  };

  return (
    <BookingDialog
      open={open}
      onClose={onClose}
      title={m.forms_desk_move_title({ name: booking.full_name })}
      description={m.forms_desk_move_description({ when: whenBooked(booking) })}
    >
      <DialogForm
        onSubmit={() => void submit()}
        error={choice.errors.form}
        leave={m.forms_desk_keep_as_is()}
        onLeave={onClose}
        submit={m.forms_desk_move_booking()}
        busy={m.forms_reschedule_sending()}
        sending={sending}
      >
        <DateTimeFields
          open={open}
          {...choice}
          labels={{ date: m.forms_new_date(), time: m.forms_new_time() }}
          max={lastBookableDate()}
          current={{ date: booking.appointment_date, time: booking.appointment_time }}
        />
      </DialogForm>
    </BookingDialog>
  );
}

/**
 * Erases the booking's personal fields, after staff confirm they have verified who is asking: the way for a patient
 * whom someone else booked under their own address (decision 016). Cannot be undone.
 */
export function EraseDialog({ booking, open, onClose, onDone }: BookingDialogProps) {
  const [error, setError] = useState('');
  const ahead = booking.status === 'booked' && booking.appointment_date >= clinicDate();
  const done = (b: DeskBooking) => {
    setError('');
    onDone(b);
  };
  const { sending, send } = useBookingChange({ onDone: done, onClose });

  const submit = async () => {
    const r = await send(
      `/appointments/${booking.id}/erase`,
      {},
      {
        title: m.forms_desk_erased_title(),
        description: ahead ? m.forms_desk_erased_text_cancelled() : m.forms_desk_erased_text(),
      },
    );
    if (r) setError(failureText(r));
  };

  return (
    <BookingDialog
      open={open}
      onClose={onClose}
      title={m.forms_desk_erase_title({ name: booking.full_name })}
      description={whenBooked(booking)}
    >
      <DialogForm
        onSubmit={() => void submit()}
        error={error}
        leave={m.forms_desk_keep_as_is()}
        onLeave={onClose}
        submit={m.forms_desk_erase_submit()}
        busy={m.forms_desk_erasing()}
        sending={sending}
        danger
      >
        <Text fontWeight="semibold">{m.forms_desk_erase_when()}</Text>
        <Text>{m.forms_desk_erase_what()}</Text>
        {ahead ? <Text data-testid="erase-cancels">{m.forms_desk_erase_ahead()}</Text> : null}
      </DialogForm>
    </BookingDialog>
  );
}
