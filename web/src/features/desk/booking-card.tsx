import { Badge, Box, Button, Card, Flex, Stack, Text, Wrap } from '@chakra-ui/react';
import { CalendarClock, Check, Eraser, HandCoins, Ticket, Undo2, UserX, X } from 'lucide-react';
import { useState } from 'react';
import { profileLines } from '../../../../common/booking/draft';
import { clinicDate, slotStart } from '../../../../common/booking/schedule';
import { visitReasonLabel } from '../../../../common/booking/visit-reasons';
import { formatClinicDate, formatInstant } from '../../../../common/i18n/dates';
import { RELATIONSHIPS } from '../../../../common/privacy/facts';
import { m } from '../../i18n';
import { CancelDialog, EraseDialog, RescheduleDialog } from './booking-dialogs';
import {
  CounterPaymentDialog,
  canRefund,
  canTakeAtCounter,
  PaymentBadge,
  PaymentLine,
  paymentShown,
  RefundDialog,
} from './booking-payment';
import { BookingReports, ReportsMark } from './booking-reports';
import { EmailLine, PhoneLine } from './contact-lines';
import { DANGER } from './dialog-form';
import { STATUS_LABELS, STATUS_PALETTES } from './format';
import { SentMessages } from './sent-messages';
import { useDeskAction } from './session';
import type { DayToken, DeskBooking } from './types';

/** A message longer than this is folded away behind "Message"; shorter ones are shown in full. */
const LONG_MESSAGE = 140;

/** Where a card is shown decides which actions it offers. */
export type CardContext = 'day' | 'search' | 'closure';

/** The patient's status as a badge ("Arrived", "No-show", …). */
export function StatusBadge({ status }: { status: DeskBooking['status'] }) {
  return (
    <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle" size="md" flexShrink={0} data-testid="status">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** The booking's date and time under its heading, where the list around the card does not already say the day. */
function WhenLine({ booking: b }: { booking: DeskBooking }) {
  return (
    <Text fontSize="sm" color="ink.700">
      {formatClinicDate(b.appointment_date)}, {b.appointment_time}
    </Text>
  );
}

/**
 * A booking whose personal fields were erased: only its date, time and status, and when it was erased. Nothing to
 * call, write to or change.
 */
function ErasedCard({
  booking: b,
  context,
  headingLevel,
}: {
  booking: DeskBooking;
  context: CardContext;
  headingLevel: 'h3' | 'h4';
}) {
  return (
    <Card.Root
      size="sm"
      variant="outline"
      bg="gray.50"
      data-testid="booking"
      data-booking-id={b.id}
      data-erased="true"
      aria-label={`Erased booking, ${STATUS_LABELS[b.status]}`}
      role="article"
    >
      <Card.Body gap="2" px="3" py="3">
        <Flex justify="space-between" align="start" gap="2">
          <Box minW="0">
            <Text as={headingLevel} fontWeight="semibold" fontSize="md" lineHeight="short" color="ink.700">
              Erased
            </Text>
            {context !== 'day' ? <WhenLine booking={b} /> : null}
          </Box>
          <Stack gap="1" align="end" flexShrink={0}>
            <StatusBadge status={b.status} />
            {paymentShown(b) ? <PaymentBadge payment={b.payment} /> : null}
          </Stack>
        </Flex>
        <Text fontSize="sm" color="ink.700">
          Personal details erased {b.anonymised_at ? formatInstant(b.anonymised_at) : ''}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * One booking: who, how to reach them, what for, and what the desk can do with it. `closureReason` (on the closures
 * view) turns Cancel into "Cancel and notify" with that reason, no dialog. An erased booking shows only its date,
 * time and status.
 */
export function BookingCard({
  booking: b,
  context,
  closureReason,
  onChange,
  headingLevel = 'h4',
  token,
}: {
  booking: DeskBooking;
  context: CardContext;
  /** The name's heading level under the view's own headings. */
  headingLevel?: 'h3' | 'h4';
  closureReason?: string;
  onChange: (b: DeskBooking) => void;
  /** The booking's queue token once checked in (the day view). */
  token?: DayToken;
}) {
  if (b.anonymised_at) return <ErasedCard booking={b} context={context} headingLevel={headingLevel} />;
  return (
    <LiveBookingCard
      booking={b}
      context={context}
      headingLevel={headingLevel}
      closureReason={closureReason}
      onChange={onChange}
      token={token}
    />
  );
}

function LiveBookingCard({
  booking: b,
  context,
  closureReason,
  onChange,
  headingLevel,
  token,
}: {
  booking: DeskBooking;
  context: CardContext;
  headingLevel: 'h3' | 'h4';
  closureReason?: string;
  onChange: (b: DeskBooking) => void;
  token?: DayToken;
}) {
  const { busy, run } = useDeskAction();
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | 'erase' | 'counter' | 'refund' | null>(null);
  const reason = visitReasonLabel(b.visit_reason);
  const profile = profileLines(b);

  const act = (label: string, path: string, body: unknown, done: (n: DeskBooking) => string) =>
    run<{ booking: DeskBooking }>(
      { name: label, path, body, failed: 'Not changed' },
      (d) => ({ title: done(d.booking), description: b.full_name }),
      (d) => onChange(d.booking),
    );

  const mark = (status: 'arrived' | 'no_show' | 'booked') =>
    act(status, `/appointments/${b.id}/status`, { status }, () =>
      status === 'booked' ? 'Back to booked' : status === 'arrived' ? 'Marked arrived' : 'Marked no-show',
    );

  const cancelled = b.status === 'cancelled';
  // Facts of the visit, offered once they can be true: arrived on the day (patients come early), a no-show (which
  // frees the place) from the appointment's time on. The server checks the same.
  const now = new Date();
  const onTheDay = b.appointment_date <= clinicDate(now);
  // On the day itself, arriving is checking in: the patient gets the session's next token (issue 27).
  const today = b.appointment_date === clinicDate(now);
  const canCheckIn = context === 'day' && today && !token && (b.status === 'booked' || b.status === 'arrived');
  const checkIn = () =>
    run<{ entry: { token: number } }>(
      { name: 'check_in', path: '/queue/check-in', body: { appointment_id: b.id }, failed: m.queue_not_changed() },
      (d) => ({ title: m.queue_checked_in({ token: d.entry.token }), description: b.full_name }),
      () => onChange({ ...b, status: 'arrived' }),
    );
  const started = slotStart(b.appointment_date, b.appointment_time) <= now;
  const unconfirmed = b.status === 'booked' && b.confirm_by !== null;
  return (
    <Card.Root
      size="sm"
      variant="outline"
      bg={cancelled ? 'gray.50' : 'white'}
      data-testid="booking"
      data-booking-id={b.id}
      aria-label={`${b.full_name}, ${STATUS_LABELS[b.status]}`}
      role="article"
    >
      <Card.Body gap="2" px="3" py="3">
        <Flex justify="space-between" align="start" gap="2">
          <Box minW="0">
            <Text
              as={headingLevel}
              fontWeight="semibold"
              fontSize="md"
              lineHeight="short"
              textDecoration={cancelled ? 'line-through' : undefined}
              wordBreak="break-word"
            >
              {b.full_name}
            </Text>
            {context !== 'day' ? <WhenLine booking={b} /> : null}
          </Box>
          <Stack gap="1" align="end" flexShrink={0}>
            <StatusBadge status={b.status} />
            {paymentShown(b) ? <PaymentBadge payment={b.payment} /> : null}
            {token ? (
              <Badge colorPalette="brand" variant="solid" size="md" data-testid="queue-token">
                {m.queue_token({ token: token.token })}
              </Badge>
            ) : null}
            <ReportsMark count={b.reports} />
            {unconfirmed ? (
              <Badge colorPalette="yellow" variant="subtle" data-testid="unconfirmed">
                Unconfirmed
              </Badge>
            ) : null}
            {b.coming_confirmed_at && b.status === 'booked' ? (
              <Badge
                colorPalette="green"
                variant="subtle"
                data-testid="coming-confirmed"
                title={`Said from the reminder, ${formatInstant(b.coming_confirmed_at)}`}
              >
                Coming: confirmed
              </Badge>
            ) : null}
            {b.from_waitlist ? (
              <Badge colorPalette="purple" variant="subtle" data-testid="from-waitlist">
                From the waitlist
              </Badge>
            ) : null}
          </Stack>
        </Flex>
        <Stack gap="1" fontSize="sm">
          <PhoneLine phone={b.phone} label={`Call ${b.phone}`} />
          <EmailLine email={b.email} />
          {b.phone_shared > 0 && !cancelled ? (
            <Text color="orange.800" data-testid="phone-shared">
              Same phone as {b.phone_shared} other upcoming {b.phone_shared === 1 ? 'booking' : 'bookings'} under
              another e-mail: ask who the patient is.
            </Text>
          ) : null}
          {unconfirmed ? (
            <Text color="ink.700">
              Booked without JavaScript: held until {formatInstant(b.confirm_by ?? '')} unless the patient confirms it
              from the e-mail (or by phone: Confirm).
            </Text>
          ) : null}
          {reason ? (
            <Text>
              <Text as="span" color="ink.700">
                Visit for:{' '}
              </Text>
              {reason}
            </Text>
          ) : null}
          {b.booked_for === 'other' && b.booker_name ? (
            <Text>
              <Text as="span" color="ink.700">
                Booked by:{' '}
              </Text>
              {b.booker_name} (
              {RELATIONSHIPS.find((r) => r.value === b.booker_relationship)?.label ?? m.server_relationship_unknown()})
              {b.patient_under_18 ? ' · patient under 18' : ''}
            </Text>
          ) : null}
          {profile.length ? (
            <Text whiteSpace="pre-line" wordBreak="break-word" data-testid="patient-details">
              {profile.join('\n')}
            </Text>
          ) : null}
          {b.message ? <MessageText text={b.message} /> : null}
          {cancelled && b.status_reason ? (
            <Text color="ink.700">
              Cancelled
              {b.status_by?.startsWith('staff:')
                ? ' by the clinic'
                : b.status_by === 'system'
                  ? ''
                  : b.status_by
                    ? ' by the patient'
                    : ''}
              : {b.status_reason}
            </Text>
          ) : null}
          <PaymentLine payment={b.payment} />
          <Text fontSize="xs" color="ink.700">
            Booked {formatInstant(b.created_at)}
          </Text>
          <BookingReports bookingId={b.id} count={b.reports} said={!!b.reports_uploaded} />
          <SentMessages bookingId={b.id} />
        </Stack>
        {cancelled && context === 'closure' ? null : (
          <Wrap gap="2" pt="1">
            {unconfirmed ? (
              <Button
                size="sm"
                colorPalette="brand"
                loading={busy === 'confirm'}
                onClick={() => act('confirm', `/appointments/${b.id}/confirm`, {}, () => 'Confirmed')}
              >
                <Check size={16} aria-hidden="true" />
                Confirm
              </Button>
            ) : null}
            {canCheckIn ? (
              <Button size="sm" colorPalette="brand" loading={busy === 'check_in'} onClick={checkIn}>
                <Ticket size={16} aria-hidden="true" />
                {m.queue_check_in()}
              </Button>
            ) : null}
            {b.status === 'booked' && context !== 'closure' && onTheDay && !(context === 'day' && today) ? (
              <Button size="sm" colorPalette="brand" loading={busy === 'arrived'} onClick={() => mark('arrived')}>
                <Check size={16} aria-hidden="true" />
                Arrived
              </Button>
            ) : null}
            {b.status === 'booked' && context !== 'closure' && started ? (
              <Button
                size="sm"
                variant="outline"
                colorPalette="orange"
                loading={busy === 'no_show'}
                onClick={() => mark('no_show')}
              >
                <UserX size={16} aria-hidden="true" />
                No-show
              </Button>
            ) : null}
            {(b.status === 'arrived' || b.status === 'no_show') && !token ? (
              <Button size="sm" variant="outline" loading={busy === 'booked'} onClick={() => mark('booked')}>
                <Undo2 size={16} aria-hidden="true" />
                Undo {b.status === 'arrived' ? 'arrived' : 'no-show'}
              </Button>
            ) : null}
            {b.status === 'booked' ? (
              <>
                <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setDialog('reschedule')}>
                  <CalendarClock size={16} aria-hidden="true" />
                  Reschedule
                </Button>
                {closureReason ? (
                  <Button
                    size="sm"
                    colorPalette="red"
                    {...DANGER}
                    loading={busy === 'cancel'}
                    onClick={() =>
                      act(
                        'cancel',
                        `/appointments/${b.id}/cancel`,
                        { reason: closureReason },
                        () => 'Cancelled and notified',
                      )
                    }
                  >
                    <X size={16} aria-hidden="true" />
                    Cancel and notify
                  </Button>
                ) : (
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('cancel')}>
                    <X size={16} aria-hidden="true" />
                    Cancel
                  </Button>
                )}
              </>
            ) : null}
            {canTakeAtCounter(b) && context !== 'closure' ? (
              <Button size="sm" variant="outline" colorPalette="green" onClick={() => setDialog('counter')}>
                <HandCoins size={16} aria-hidden="true" />
                Paid at the counter
              </Button>
            ) : null}
            {canRefund(b) ? (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('refund')}>
                <Undo2 size={16} aria-hidden="true" />
                Refund
              </Button>
            ) : null}
            {context === 'closure' ? null : (
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setDialog('erase')}>
                <Eraser size={16} aria-hidden="true" />
                Erase name and phone…
              </Button>
            )}
          </Wrap>
        )}
      </Card.Body>
      <CancelDialog booking={b} open={dialog === 'cancel'} onClose={() => setDialog(null)} onDone={onChange} />
      <RescheduleDialog booking={b} open={dialog === 'reschedule'} onClose={() => setDialog(null)} onDone={onChange} />
      <EraseDialog booking={b} open={dialog === 'erase'} onClose={() => setDialog(null)} onDone={onChange} />
      <CounterPaymentDialog
        booking={b}
        open={dialog === 'counter'}
        onClose={() => setDialog(null)}
        onDone={() => onChange(b)}
      />
      <RefundDialog booking={b} open={dialog === 'refund'} onClose={() => setDialog(null)} onDone={() => onChange(b)} />
    </Card.Root>
  );
}

/** The patient's message: in full when short, folded behind "Message" when long. */
function MessageText({ text }: { text: string }) {
  if (text.length <= LONG_MESSAGE) {
    return (
      <Text whiteSpace="pre-line" wordBreak="break-word">
        <Text as="span" color="ink.700">
          Message:{' '}
        </Text>
        {text}
      </Text>
    );
  }
  return (
    <Box as="details" css={{ '& > summary': { cursor: 'pointer', color: 'brand.fg' } }}>
      <Box as="summary">Message ({text.length} characters)</Box>
      <Text whiteSpace="pre-line" wordBreak="break-word" mt="1">
        {text}
      </Text>
    </Box>
  );
}
