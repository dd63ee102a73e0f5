import { Box, Field, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { closedMessage } from '../../../../common/booking/draft';
import { dayClosedReason, isRealDate } from '../../../../common/booking/schedule';
import { timeLabel } from '../../../../common/i18n/dates';
import { PlainFieldset } from '../../components/ui/plain-fieldset';
import { m, pageLocale } from '../../i18n';
import { type DayAvailability, type SlotState, useAvailability } from './availability';
import { groupByPlace, placeOf, timesToDraw } from './day-times';

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
 * Why a whole date cannot be booked whatever the clinic's schedule says (passed, or beyond the booking window), or
 * null. Which weekdays have sessions is the schedule's, so only the server answers that (a Sunday may have one).
 */
export function dateOutOfWindow(date: string): 'past' | 'too-far' | null {
  const reason = dayClosedReason(date);
  return reason === 'past' || reason === 'too-far' ? reason : null;
}

/**
 * The free places of a date. Only a complete date inside the booking window is worth asking the server about; the
 * window's rules in common/booking/schedule.ts answer the rest at once. `refresh` asks again (after a slot filled up
 * meanwhile).
 */
export function useDayState(date: string, refresh: number): DayState {
  const dateIsReal = isRealDate(date);
  const localReason = dateIsReal ? dateOutOfWindow(date) : null;
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

/** One time's tile: a native radio (the group's arrow keys move between them) drawn as a tile. */
function TimeTile({
  name,
  id,
  time,
  slot,
  checked,
  yours,
  disabled,
  note,
  error,
  onTime,
}: {
  name: string;
  id?: string;
  time: string;
  slot?: SlotState;
  checked: boolean;
  yours: boolean;
  disabled: boolean;
  note: string;
  error: boolean;
  onTime: (time: string) => void;
}) {
  return (
    <Box
      as="label"
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
      data-testid={`slot-${time}`}
      data-place={slot?.place?.id}
      data-disabled={disabled || undefined}
    >
      <input
        type="radio"
        name={name}
        id={id}
        value={time}
        checked={checked}
        disabled={disabled}
        onChange={() => onTime(time)}
        style={{ position: 'absolute', opacity: 0, width: '1px', height: '1px' }}
      />
      <Text as="span" fontWeight="semibold" fontSize="sm">
        {timeLabel(time, pageLocale())}
      </Text>
      {note ? (
        <Text as="span" fontSize="xs">
          {note}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * The times of a date as a grid of radio tiles, each marked full or unavailable from the date's free places: the
 * booking wizard's "Time" and the manage page's "New time". The times are the ones the date's answer lists; until it
 * is there, the default week's (day-times.ts). A day whose times are at more than one place shows a labelled group
 * per place, and the chosen time's place under the grid. The patient's present time (`current`, when moving) is
 * marked and cannot be picked again. The first tile's radio carries `id`, for focusing the field with an error.
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
  const dayClosed = day.closedMessage;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const placeId = useId();
  const slots = timesToDraw<SlotState>(date, data?.slots);
  const groups = groupByPlace(slots);
  const where = time ? placeOf(slots, time) : undefined;
  const tile = (s: SlotState) => {
    const t = s.time;
    // A time drawn from the default week while no answer lists the date's own carries no state yet.
    const known = data?.slots.some((x) => x.time === t) ?? false;
    const yours = !!current && date === current.date && t === current.time;
    const disabled = !dateIsReal || !!dayClosed || yours || (known ? !s.available : false);
    const note = yours
      ? m.forms_slot_yours()
      : !dateIsReal || dayClosed || !known || s.available
        ? ''
        : s.remaining === 0
          ? m.forms_slot_full()
          : m.forms_slot_unavailable();
    return (
      <TimeTile
        key={t}
        name={id}
        id={t === slots[0].time ? id : undefined}
        time={t}
        slot={known ? s : undefined}
        checked={time === t}
        yours={yours}
        disabled={disabled}
        note={note}
        error={!!error}
        onTime={onTime}
      />
    );
  };
  const grid = (list: SlotState[], labelling: { 'aria-label'?: string; 'aria-labelledby'?: string }) => (
    <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2" role="radiogroup" {...labelling}>
      {list.map(tile)}
    </SimpleGrid>
  );
  return (
    <Field.Root invalid={!!error} required ids={{ errorText: errorId }}>
      <PlainFieldset w="full" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
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
        {groups.length === 1 ? (
          grid(groups[0].slots, { 'aria-label': label })
        ) : (
          <Stack gap="4">
            {groups.map((g, i) => (
              <Box key={g.place?.id}>
                <Text id={`${placeId}-${i}`} fontWeight="semibold" fontSize="sm" color="ink.800" mb="2">
                  {g.place?.name}
                </Text>
                {grid(g.slots, { 'aria-labelledby': `${placeId}-${i}` })}
              </Box>
            ))}
          </Stack>
        )}
        {/* Always there (empty until a time with a place is chosen), so a screen reader hears the place when it appears. */}
        <Text fontSize="sm" color="ink.800" mt={where ? '3' : '0'} aria-live="polite" data-testid="slot-place">
          {where ? m.forms_slot_place({ place: where.name }) : null}
        </Text>
      </PlainFieldset>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
