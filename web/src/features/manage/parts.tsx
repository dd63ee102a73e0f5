/** Pieces the manage page's screens share: the screen type, the texts that name the phone, the booking list, buttons. */
import { Alert, Box, Stack, Text } from '@chakra-ui/react';
import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { PRIMARY_PHONE, telHref, unbroken } from '../../../../common/clinic';
import type { ManagedBooking } from '../../../../common/schemas/manage';
import { ButtonAnchor } from '../../components/links';

/** What the manage card shows; each screen has its own heading. */
export type Screen =
  | { name: 'loading' }
  | { name: 'booking'; booking: ManagedBooking; moved?: boolean; notice?: string }
  | { name: 'cancel'; booking: ManagedBooking }
  | { name: 'reschedule'; booking: ManagedBooking }
  | { name: 'cancelled'; booking: ManagedBooking }
  | { name: 'blocked'; booking: ManagedBooking; message: string }
  | { name: 'inactive'; message: string }
  | { name: 'unavailable' };

/** The phone number as one unbreakable piece of text: a patient reads (and dials) it whole. */
export const PHONE_TEXT = unbroken(PRIMARY_PHONE.display);

/** A message that names the clinic's number, with the number kept on one line. */
export function withPhone(text: string): string {
  return text.replaceAll(PRIMARY_PHONE.display, PHONE_TEXT);
}

/** The look-up failed (busy server, lost connection, outage): nothing has changed, and trying again is safe. */
export const OPEN_LATER = `Nothing about your appointment has changed. Please try again in a few minutes, or call us on ${PHONE_TEXT}.`;

/** A change could not be sent or answered: trying again is safe (cancelling twice, or moving to the same time, is one change). */
export const TRY_LATER = `We could not reach our booking system just now. Please try again in a few minutes, or call us on ${PHONE_TEXT}.`;

/** The appointment as the patient recognises it: label above value on a phone, beside it on a wider screen. */
export function BookingDetails({ booking }: { booking: ManagedBooking }) {
  const rows: [string, ReactNode][] = [
    ['Date', booking.date_label],
    ['Time', `${booking.time} (India Standard Time)`],
    ['Doctor', booking.doctor],
    ...(booking.visit_label ? ([['Visit for', booking.visit_label]] as [string, ReactNode][]) : []),
    [
      'Reference',
      <Text
        as="span"
        key="ref"
        fontFamily="mono"
        fontSize={{ base: 'xs', sm: 'sm' }}
        fontWeight="normal"
        wordBreak="break-all"
      >
        {booking.reference}
      </Text>,
    ],
  ];
  return (
    <Box
      as="dl"
      m="0"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="xl"
      bg="brand.subtle"
      px={{ base: '4', md: '5' }}
      data-testid="booking-details"
    >
      {rows.map(([label, value], i) => (
        <Box
          key={label}
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: '7.5rem 1fr' }}
          columnGap="4"
          rowGap="0.5"
          py="3"
          borderTopWidth={i === 0 ? '0' : '1px'}
          borderColor="brand.100"
        >
          <Box as="dt" fontSize="sm" color="ink.700" pt={{ sm: '0.5' }}>
            {label}
          </Box>
          <Box as="dd" m="0" fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold" color="ink.900" minW="0">
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The clinic's main number as a button that dials it. */
export function CallButton({ variant = 'solid' }: { variant?: 'solid' | 'outline' }) {
  return (
    <ButtonAnchor href={telHref()} colorPalette="brand" variant={variant} size="lg">
      <Phone size={18} aria-hidden="true" />
      {unbroken(`Call ${PRIMARY_PHONE.display}`)}
    </ButtonAnchor>
  );
}

/** A screen's buttons: stacked on a phone, in a row on a wider screen. */
export function Actions({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="6" css={{ '& > *': { flexShrink: 0 } }}>
      {children}
    </Stack>
  );
}

/** Why a change did not go through, above the buttons that may try again. */
export function ErrorAlert({ text }: { text: string }) {
  return (
    <Alert.Root status="error" mt="5" rounded="lg" data-testid="action-error">
      <Alert.Indicator />
      <Alert.Description>{withPhone(text)}</Alert.Description>
    </Alert.Root>
  );
}
