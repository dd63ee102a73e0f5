import { Box, Field, SimpleGrid, Text } from '@chakra-ui/react';
import { closedMessage, timeLabel } from '../../../../common/booking-draft';
import { dayClosedReason, isRealDate, TIME_SLOT_LABELS } from '../../../../common/schedule';
import { m, pageLocale } from '../../i18n';
import { type DayAvailability, useAvailability } from './availability';

/** The free places of a date, as the time grid shows them. */
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
 * The eight times of a date as a grid of radio tiles, each marked full or unavailable from the date's free places:
 * the booking wizard's "Time" and the manage page's "New time". The patient's present time (`current`, when moving)
 * is marked and cannot be picked again. The first tile's radio carries `id`, for focusing the field with an error.
 */
export function TimeSlots({
  id,
  label,
  date,
  time,
  day,
  error,
  current,
  onTime,
}: {
  id: string;
  label: string;
  date: string;
  time: string;
  day: DayState;
  error?: string;
  current?: { date: string; time: string };
  onTime: (time: string) => void;
}) {
  const { dateIsReal, data } = day;
  const locale = pageLocale();
  const dayClosed = day.closedMessage;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field.Root invalid={!!error} required ids={{ errorText: errorId }}>
      <Box
        as="fieldset"
        border="0"
        p="0"
        m="0"
        minW="0"
        w="full"
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      >
        <Box as="legend" fontWeight="medium" fontSize="sm" mb="2">
          {label}
          <Box as="span" color="fg.error" ms="1" aria-hidden="true">
            *
          </Box>
        </Box>
        <Text id={hintId} fontSize="sm" color="ink.700" mb="3" aria-live="polite">
          {!dateIsReal
            ? m.forms_hint_time_choose_date()
            : day.loading
              ? m.forms_hint_time_checking()
              : dayClosed
                ? dayClosed
                : day.failed
                  ? m.forms_hint_time_failed()
                  : m.forms_hint_time_zone()}
        </Text>
        <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2" role="radiogroup" aria-label={label}>
          {TIME_SLOT_LABELS.map((t, i) => {
            const s = data?.slots.find((x) => x.time === t);
            const yours = !!current && date === current.date && t === current.time;
            const disabled = !dateIsReal || !!dayClosed || yours || (s ? !s.available : false);
            const checked = time === t;
            const note = yours
              ? m.forms_slot_yours()
              : !dateIsReal || dayClosed || !s || s.available
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
                borderColor={checked ? 'brand.solid' : yours ? 'brand.300' : error ? 'border.error' : 'gray.300'}
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
                  name={id}
                  id={i === 0 ? id : undefined}
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
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
