import { Alert, Box, Button, Text } from '@chakra-ui/react';
import { CalendarClock, CalendarX, CircleCheck, MessageSquareOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { ManagedBooking } from '../../../../common/booking/manage-schema';
import { telHref } from '../../../../common/clinic/facts';
import { richText } from '../../components/ui/rich-text';
import { WRAPPING_LABEL } from '../../components/ui/wrapping-label';
import { m } from '../../i18n';
import { Actions, InlineContact } from '../link-page';
import { BookingDetails, PHONE_TEXT, withPhone } from './parts';
import { PaymentSection } from './payment-section';

/** The booking with its two actions; after a move, with the news of it. */
export function BookingScreen({
  booking,
  moved,
  confirmed,
  notice,
  onChange,
  onCancel,
  onConfirm,
  onStopMessages,
  reports,
  earlier,
}: {
  booking: ManagedBooking;
  moved?: boolean;
  confirmed?: boolean;
  notice?: string;
  onChange: () => void;
  onCancel: () => void;
  /** Confirms a booking held unconfirmed; resolves when the answer is shown. */
  onConfirm: () => Promise<void>;
  /** Stops messages to the booking's phone; resolves when the answer is shown. */
  onStopMessages: () => Promise<void>;
  /** The booking's reports (decision 029). */
  reports?: ReactNode;
  /** "Tell me if an earlier time opens" (decision 030). */
  earlier?: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    setConfirming(true);
    await onConfirm();
    setConfirming(false);
  };
  return (
    <>
      {booking.needs_confirmation ? (
        <Alert.Root status="warning" mb="5" rounded="lg" data-testid="confirm-needed">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description fontSize="md">{m.forms_manage_confirm_needed()}</Alert.Description>
            <Button colorPalette="brand" size="lg" mt="3" alignSelf="start" loading={confirming} onClick={confirm}>
              <CircleCheck size={18} aria-hidden="true" />
              {m.forms_manage_confirm()}
            </Button>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {confirmed ? (
        <Text fontSize="lg" color="ink.800" mb="5" data-testid="confirmed-message" role="status">
          {m.forms_manage_confirmed()}
        </Text>
      ) : moved ? (
        <Text fontSize="lg" color="ink.800" mb="5" data-testid="moved-message">
          {m.forms_manage_moved()}
        </Text>
      ) : (
        <Text fontSize={{ base: 'md', md: 'lg' }} color="ink.800" mb="5">
          {m.forms_manage_intro()}
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
          {m.forms_manage_change()}
        </Button>
        <Button colorPalette="red" variant="outline" size="lg" onClick={onCancel}>
          <CalendarX size={18} aria-hidden="true" />
          {m.forms_manage_cancel()}
        </Button>
      </Actions>
      <PaymentSection payment={booking.payment} />
      <PhoneMessages state={booking.phone_messages} onStop={onStopMessages} />
      {reports}
      {earlier}
      <Text mt="6" fontSize="sm" color="ink.700">
        {richText(booking.cutoff_hours === 1 ? m.forms_manage_until_one : m.forms_manage_until_other, {
          hours: booking.cutoff_hours,
          phone: <InlineContact href={telHref()}>{PHONE_TEXT}</InlineContact>,
        })}
      </Text>
    </>
  );
}

/**
 * Messages to the booking's phone, when the patient asked for them: the button that stops them, or, once stopped,
 * the line that says so. Nothing when they never asked.
 */
function PhoneMessages({ state, onStop }: { state: ManagedBooking['phone_messages']; onStop: () => Promise<void> }) {
  const [stopping, setStopping] = useState(false);
  if (state === 'off') {
    return (
      <Text mt="6" color="ink.800" role="status" data-testid="phone-messages-off">
        {m.forms_manage_messages_off()}
      </Text>
    );
  }
  if (state !== 'on') return null;
  const stop = async () => {
    setStopping(true);
    await onStop();
    setStopping(false);
  };
  return (
    <Box mt="6" data-testid="phone-messages">
      <Text color="ink.800">{m.forms_manage_messages_on()}</Text>
      <Button variant="outline" size="md" mt="2" {...WRAPPING_LABEL} minH="10" py="2" loading={stopping} onClick={stop}>
        <MessageSquareOff size={18} aria-hidden="true" />
        {m.forms_manage_stop_messages()}
      </Button>
    </Box>
  );
}
