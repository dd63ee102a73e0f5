import { Box, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { bookingTexts, closedMessage, timeLabel } from '../../../../common/booking-draft';
import {
  clinicDate,
  dayClosedReason,
  isRealDate,
  lastBookableDate,
  TIME_SLOT_LABELS,
} from '../../../../common/schedule';
import { m, pageLocale } from '../../i18n';
import { type DayAvailability, useAvailability } from '../booking/availability';

export interface SlotPickerErrors {
  date?: string;
  time?: string;
}

/** What the patient may not pick on a date, known at once (rules) or from the server (full, closed). */
export function slotProblem(date: string, time: string, data: DayAvailability | undefined): SlotPickerErrors {
  const locale = pageLocale();
  if (!date) return { date: m.forms_error_choose_date() };
  if (!isRealDate(date)) return { date: m.forms_error_valid_date() };
  const reason = dayClosedReason(date);
  if (reason) return { date: closedMessage(reason, locale) };
  if (data && !data.open) return { date: data.message ?? closedMessage('closed', locale) };
  if (!time) return { time: m.forms_error_choose_time() };
  const slot = data?.slots.find((s) => s.time === time);
  if (slot && !slot.available) return { time: closedMessage(slot.remaining === 0 ? 'full' : 'too-soon', locale) };
  return {};
}

/** The free places of a date, as the picker shows them. */
export interface DayState {
  dateIsReal: boolean;
  loading: boolean;
  failed: boolean;
  data?: DayAvailability;
  /** Why no time of the day can be chosen (closed, past, too far), if so. */
  closedMessage?: string;
}

/**
 * The free places of a date. Only a complete date on an open day is worth asking the server about; the rules in
 * common/schedule.ts answer the rest at once. `refresh` asks again (after a slot filled up meanwhile).
 */
export function useDayState(date: string, refresh: number): DayState {
  const dateIsReal = isRealDate(date);
  const localReason = dateIsReal ? dayClosedReason(date) : null;
  const availability = useAvailability(dateIsReal && !localReason ? date : '', refresh);
  const data = availability.date === date ? availability.data : undefined;
  return {
    dateIsReal,
    loading: availability.loading,
    failed: availability.failed,
    data,
    closedMessage: localReason
      ? closedMessage(localReason, pageLocale())
      : data && !data.open
        ? data.message
        : undefined,
  };
}

/**
 * A date and one of the eight times, with the free places of that date: the booking wizard's step 2, for moving an
 * appointment. The patient's present time is marked and cannot be picked again.
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
  const { dateIsReal, data } = day;
  const locale = pageLocale();
  const dayClosedMessage = day.closedMessage;
  const hintId = `${id}-time-hint`;
  const errorId = `${id}-time-error`;

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
        {errors.date ? null : <Field.HelperText>{bookingTexts(locale).dateHint}</Field.HelperText>}
        <Field.ErrorText>{errors.date}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.time} required ids={{ errorText: errorId }}>
        <Box
          as="fieldset"
          border="0"
          p="0"
          m="0"
          minW="0"
          w="full"
          aria-describedby={errors.time ? `${hintId} ${errorId}` : hintId}
        >
          <Box as="legend" fontWeight="medium" fontSize="sm" mb="2">
            {m.forms_new_time()}
            <Box as="span" color="fg.error" ms="1" aria-hidden="true">
              *
            </Box>
          </Box>
          <Text id={hintId} fontSize="sm" color="ink.700" mb="3" aria-live="polite">
            {!dateIsReal
              ? m.forms_hint_time_choose_date()
              : day.loading
                ? m.forms_hint_time_checking()
                : dayClosedMessage
                  ? dayClosedMessage
                  : day.failed
                    ? m.forms_hint_time_failed()
                    : bookingTexts(locale).timeZoneHint}
          </Text>
          <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2">
            {TIME_SLOT_LABELS.map((t, i) => {
              const s = data?.slots.find((x) => x.time === t);
              const yours = date === current.date && t === current.time;
              const disabled = !dateIsReal || !!dayClosedMessage || yours || (s ? !s.available : false);
              const checked = time === t;
              const note = yours
                ? m.forms_slot_yours()
                : !dateIsReal || dayClosedMessage || !s || s.available
                  ? ''
                  : s.remaining === 0
                    ? m.forms_slot_full()
                    : m.forms_slot_unavailable();
              return (
                <Box
                  as="label"
                  key={t}
                  position="relative"
                  display="flex"
                  flexDirection="column"
                  alignItems="center"
                  justifyContent="center"
                  textAlign="center"
                  minH="14"
                  px="2"
                  py="2"
                  rounded="md"
                  borderWidth="1px"
                  borderColor={
                    checked ? 'brand.solid' : yours ? 'brand.300' : errors.time ? 'border.error' : 'gray.300'
                  }
                  borderStyle={yours ? 'dashed' : 'solid'}
                  bg={checked ? 'brand.solid' : yours ? 'brand.subtle' : disabled ? 'gray.100' : 'white'}
                  color={checked ? 'white' : yours ? 'brand.fg' : disabled ? 'gray.600' : 'ink.900'}
                  cursor={disabled ? 'not-allowed' : 'pointer'}
                  _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
                  data-testid={`slot-${t}`}
                  data-disabled={disabled || undefined}
                >
                  <input
                    type="radio"
                    name={`${id}-time`}
                    id={i === 0 ? `${id}-time` : undefined}
                    value={t}
                    checked={checked}
                    disabled={disabled}
                    onChange={() => onTime(t)}
                    style={{ position: 'absolute', opacity: 0, width: '1px', height: '1px' }}
                  />
                  <Text as="span" fontWeight="semibold" fontSize="sm">
                    {timeLabel(t, locale)}
                  </Text>
                  {note ? (
                    <Text as="span" fontSize="xs">
                      {note}
                    </Text>
                  ) : null}
                </Box>
              );
            })}
          </SimpleGrid>
        </Box>
        <Field.ErrorText>{errors.time}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
