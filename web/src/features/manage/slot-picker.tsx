import { Field, Input, Stack } from '@chakra-ui/react';
import { closedMessage } from '../../../../common/booking/draft';
import { BOOKING_WINDOW_DAYS, clinicDate, isRealDate, lastBookableDate } from '../../../../common/booking/schedule';
import { m, pageLocale } from '../../i18n';
import type { DayAvailability } from '../booking/availability';
import { type DayState, dateOutOfWindow, TimeSlots, useDayState } from '../booking/time-slots';

export interface SlotPickerErrors {
  date?: string;
  time?: string;
}

/** What the patient may not pick on a date, known at once (rules) or from the server (full, closed). */
export function slotProblem(date: string, time: string, data: DayAvailability | undefined): SlotPickerErrors {
  const locale = pageLocale();
  if (!date) return { date: m.forms_error_choose_date() };
  if (!isRealDate(date)) return { date: m.forms_error_valid_date() };
  const reason = dateOutOfWindow(date);
  if (reason) return { date: closedMessage(reason, locale) };
  if (data && !data.open) return { date: data.message ?? closedMessage('closed', locale) };
  if (!time) return { time: m.forms_error_choose_time() };
  const slot = data?.slots.find((s) => s.time === time);
  if (slot && !slot.available) return { time: closedMessage(slot.remaining === 0 ? 'full' : 'too-soon', locale) };
  // Picked from the default week while the date's own times were on their way, and not one of them.
  if (data && !slot) return { time: m.forms_error_slot_gone() };
  return {};
}

export { type DayState, useDayState };

/**
 * A date and one of its times (the wizard's own grid, booking/time-slots.tsx), with the free places of that date:
 * for moving an appointment. The patient's present time is marked and cannot be picked again.
 */
export function SlotPicker({
  id,
  date,
  time,
  current,
  day,
  errors,
  onDate,
  onTime,
}: {
  /** Prefix of the controls' ids: `${id}-date` and `${id}-time` (the first time), for focusing a field with an error. */
  id: string;
  date: string;
  time: string;
  current: { date: string; time: string };
  day: DayState;
  errors: SlotPickerErrors;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
}) {
  return (
    <Stack gap="6">
      <Field.Root invalid={!!errors.date} required>
        <Field.Label htmlFor={`${id}-date`}>
          {m.forms_new_date()}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          id={`${id}-date`}
          name="appointment_date"
          type="date"
          min={clinicDate()}
          max={lastBookableDate()}
          value={date}
          onChange={(e) => onDate(e.target.value)}
          aria-invalid={!!errors.date || undefined}
          size="lg"
          maxW={{ sm: 'xs' }}
        />
        {errors.date ? null : <Field.HelperText>{m.forms_hint_date({ days: BOOKING_WINDOW_DAYS })}</Field.HelperText>}
        <Field.ErrorText>{errors.date}</Field.ErrorText>
      </Field.Root>
      <TimeSlots
        id={`${id}-time`}
        label={m.forms_new_time()}
        date={date}
        time={time}
        day={day}
        error={errors.time}
        current={current}
        onTime={onTime}
      />
    </Stack>
  );
}
