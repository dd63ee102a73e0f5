import { Alert, Button, Link, Text } from '@chakra-ui/react';
import { CalendarClock, CalendarX } from 'lucide-react';
import { telHref } from '../../../../common/clinic';
import type { ManagedBooking } from '../../../../common/schemas/manage';
import { Actions, BookingDetails, PHONE_TEXT, withPhone } from './parts';

/** The booking with its two actions; after a move, with the news of it. */
export function BookingScreen({
  booking,
  moved,
  notice,
  onChange,
  onCancel,
}: {
  booking: ManagedBooking;
  moved?: boolean;
  notice?: string;
  onChange: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      {moved ? (
        <Text fontSize="lg" color="ink.800" mb="5" data-testid="moved-message">
          We've e-mailed you the new time; your calendar invitation is updated.
        </Text>
      ) : (
        <Text fontSize={{ base: 'md', md: 'lg' }} color="ink.800" mb="5">
          Here is your appointment. You can change the date or time, or cancel it.
        </Text>
      )}
      {notice ? (
        <Alert.Root status="warning" mb="5" rounded="lg">
          <Alert.Indicator />
          <Alert.Description>{withPhone(notice)}</Alert.Description>
        </Alert.Root>
      ) : null}
      <BookingDetails booking={booking} />
      <Actions>
        <Button colorPalette="brand" size="lg" onClick={onChange}>
          <CalendarClock size={18} aria-hidden="true" />
          Change date or time
        </Button>
        <Button colorPalette="red" variant="outline" size="lg" onClick={onCancel}>
          <CalendarX size={18} aria-hidden="true" />
          Cancel appointment
        </Button>
      </Actions>
      <Text mt="6" fontSize="sm" color="ink.700">
        You can change or cancel online until {booking.cutoff_hours} hour{booking.cutoff_hours === 1 ? '' : 's'} before
        your appointment. After that, please call us on{' '}
        <Link href={telHref()} fontWeight="semibold" textDecoration="underline" color="inherit">
          {PHONE_TEXT}
        </Link>
        .
      </Text>
    </>
  );
}
