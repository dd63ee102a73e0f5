import {
  Alert,
  Badge,
  Box,
  Button,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { CalendarPlus, ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { addDays, isRealDate } from '../../../../common/booking/schedule';
import { formatClinicDate } from '../../../../common/i18n/dates';
import { BookingCard } from './booking-card';
import { closureSpan } from './format';
import { NewBookingDialog } from './new-booking-dialog';
import { useDeskData } from './session';
import { LoadState } from './states';
import type { DayAnswer, DaySlot, DayToken } from './types';

/**
 * One day's slots with their bookings, as the schedule offers them that day (each slot's place when the day has
 * more than one), plus any slot the schedule no longer offers that still holds bookings; `date` empty means today
 * (the server's clock decides).
 */
export function DayView({ date, onDate }: { date: string; onDate: (date: string) => void }) {
  const { loaded, reload } = useDeskData<DayAnswer>(date ? `/day?date=${date}` : '/day');
  const [booking, setBooking] = useState(false);
  const day = loaded.data;
  const shown = day?.date ?? date;
  // A booking is made from today on: on a past day the dialog opens on today.
  const pastDay = !!day && day.date < day.today;

  const counts = { booked: 0, arrived: 0, no_show: 0, cancelled: 0 };
  for (const s of day?.slots ?? []) for (const b of s.bookings) counts[b.status]++;
  const places = new Set(day?.slots.map((s) => s.place?.id).filter(Boolean));
  const noSessions = !!day && day.slots.every((s) => s.offered === false);
  const tokens = new Map((day?.tokens ?? []).map((t) => [t.appointment_id, t]));

  return (
    <Stack gap="4">
      <Flex gap="2" wrap="wrap" align="end">
        <Field.Root w={{ base: 'full', sm: 'auto' }}>
          <Field.Label>Date</Field.Label>
          <Input
            type="date"
            value={shown}
            onChange={(e) => {
              if (isRealDate(e.target.value)) onDate(e.target.value);
            }}
            w={{ base: 'full', sm: '44' }}
          />
        </Field.Root>
        <HStack gap="2" flex={{ base: '1', sm: 'initial' }}>
          <Button
            variant="outline"
            flex="1"
            px="3"
            aria-label="Previous day"
            disabled={!shown}
            // Every day, Sundays too: the schedule (edited on the desk) decides which have sessions, and a day says so.
            onClick={() => onDate(addDays(shown, -1))}
          >
            <ChevronLeft size={18} aria-hidden="true" />
            Previous
          </Button>
          <Button
            variant="outline"
            colorPalette="brand"
            flex="1"
            px="3"
            disabled={!day || day.date === day.today}
            onClick={() => day && onDate(day.today)}
          >
            Today
          </Button>
          <Button
            variant="outline"
            flex="1"
            px="3"
            aria-label="Next day"
            disabled={!shown}
            onClick={() => onDate(addDays(shown, 1))}
          >
            Next
            <ChevronRight size={18} aria-hidden="true" />
          </Button>
        </HStack>
      </Flex>

      <LoadState loaded={loaded} what="the day" onRetry={reload}>
        {day ? (
          <Stack gap="4">
            <Flex gap="2" align="center" justify="space-between">
              <HStack gap="2" wrap="wrap" minW="0">
                <Heading as="h2" size={{ base: 'md', sm: 'lg' }} data-testid="day-heading">
                  {formatClinicDate(day.date)}
                </Heading>
                {day.date === day.today ? <Badge colorPalette="brand">Today</Badge> : null}
              </HStack>
              <HStack gap="1" flexShrink={0}>
                <Button size="sm" colorPalette="brand" onClick={() => setBooking(true)}>
                  <CalendarPlus size={16} aria-hidden="true" />
                  Book for a patient
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={reload}
                  loading={loaded.state === 'loading'}
                  aria-label="Refresh"
                  flexShrink={0}
                >
                  <RefreshCw size={16} aria-hidden="true" />
                  <Box as="span" hideBelow="sm">
                    Refresh
                  </Box>
                </Button>
              </HStack>
            </Flex>
            <NewBookingDialog
              open={booking}
              date={pastDay ? day.today : day.date}
              onClose={() => setBooking(false)}
              onDone={reload}
            />
            <Text fontSize="sm" color="ink.700" data-testid="day-summary">
              {counts.booked} booked · {counts.arrived} arrived · {counts.no_show} no-show · {counts.cancelled}{' '}
              cancelled. Times are IST.
            </Text>
            {noSessions ? (
              <Alert.Root status="info" data-testid="day-no-sessions">
                <Alert.Indicator />
                <Alert.Title>The clinic has no sessions on this day.</Alert.Title>
              </Alert.Root>
            ) : null}
            {day.closures.map((c) => (
              <Alert.Root key={c.id} status="warning" data-testid="day-closure">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Closed: {c.reason}</Alert.Title>
                  <Alert.Description>{closureSpan(c)}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ))}
            <Stack gap="3">
              {day.slots.map((s) => (
                <SlotSection key={s.time} slot={s} showPlace={places.size > 1} tokens={tokens} onChange={reload} />
              ))}
            </Stack>
          </Stack>
        ) : null}
      </LoadState>
    </Stack>
  );
}

function SlotSection({
  slot: s,
  showPlace,
  tokens,
  onChange,
}: {
  slot: DaySlot;
  showPlace: boolean;
  tokens: Map<string, DayToken>;
  onChange: () => void;
}) {
  const id = `slot-${s.time.replace(/\W/g, '')}`;
  const full = s.taken >= s.capacity;
  const dropped = s.offered === false;
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderTopWidth="1px"
      borderColor="gray.200"
      pt="3"
      data-testid={`slot-${s.time}`}
    >
      <Flex align="baseline" gap="3" wrap="wrap" mb={s.bookings.length ? '2' : '0'}>
        <Heading as="h3" size="md" id={id} minW="20">
          {s.time}
        </Heading>
        {showPlace && s.place ? (
          <Text fontSize="sm" fontWeight="semibold" color="brand.fg" data-testid="slot-place">
            {s.place.name}
          </Text>
        ) : null}
        {dropped ? null : (
          <Text fontSize="sm" fontWeight="medium" color={full ? 'red.700' : 'ink.700'} data-testid="taken">
            {s.taken} / {s.capacity} taken
          </Text>
        )}
        {dropped ? (
          <Badge colorPalette="red" variant="solid" whiteSpace="normal" data-testid="not-offered">
            No longer in the schedule — move or cancel
          </Badge>
        ) : null}
        {s.closed ? (
          <Badge colorPalette="orange" variant="solid">
            Closed
          </Badge>
        ) : null}
        {s.bookings.length === 0 ? (
          <Text fontSize="sm" color="ink.700">
            No bookings
          </Text>
        ) : null}
      </Flex>
      {s.bookings.length ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="2">
          {s.bookings.map((b) => (
            <BookingCard key={b.id} booking={b} context="day" token={tokens.get(b.id)} onChange={onChange} />
          ))}
        </SimpleGrid>
      ) : null}
    </Box>
  );
}
