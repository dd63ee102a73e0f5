import { Alert, Box, Button, Field, Heading, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { CalendarClock, CalendarPlus, CalendarX, CircleCheck, Phone, RotateCw } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { PRIMARY_PHONE, telHref } from '../../../../common/clinic';
import {
  CANCEL_REASON_MAX,
  LINK_INACTIVE_MESSAGE,
  type ManagedBooking,
  tooLateMessage,
} from '../../../../common/schemas/manage';
import { ButtonAnchor, ButtonLink } from '../../components/links';
import { cancelBooking, forgetHash, lookUp, moveBooking, tokenFromHash } from './manage-api';
import { SlotPicker, type SlotPickerErrors, slotProblem, useDayState } from './slot-picker';

type Screen =
  | { name: 'loading' }
  | { name: 'booking'; booking: ManagedBooking; moved?: boolean; notice?: string }
  | { name: 'cancel'; booking: ManagedBooking }
  | { name: 'reschedule'; booking: ManagedBooking }
  | { name: 'cancelled'; booking: ManagedBooking }
  | { name: 'blocked'; booking: ManagedBooking; message: string }
  | { name: 'inactive'; message: string }
  | { name: 'unavailable' };

/** The phone number as one unbreakable piece of text: a patient reads (and dials) it whole. */
const PHONE_TEXT = PRIMARY_PHONE.display.replace(/ /g, '\u00a0');

/** A message that names the clinic's number, with the number kept on one line. */
function withPhone(text: string): string {
  return text.replaceAll(PRIMARY_PHONE.display, PHONE_TEXT);
}

/** The look-up failed (busy server, lost connection, outage): nothing has changed, and trying again is safe. */
const OPEN_LATER = `Nothing about your appointment has changed. Please try again in a few minutes, or call us on ${PHONE_TEXT}.`;

/** A change could not be sent or answered: trying again is safe (cancelling twice, or moving to the same time, is one change). */
const TRY_LATER = `We could not reach our booking system just now. Please try again in a few minutes, or call us on ${PHONE_TEXT}.`;

type Answer = Awaited<ReturnType<typeof lookUp>>;

/** The screen a look-up's answer opens. */
function screenFor(result: Answer, notice?: string): Screen {
  if (result.ok) {
    const booking = result.data.booking;
    if (booking.can_change) return { name: 'booking', booking, notice };
    return { name: 'blocked', booking, message: tooLateMessage(booking.blocked ?? 'status', booking.cutoff_hours) };
  }
  if (result.status === 404) return { name: 'inactive', message: result.error ?? LINK_INACTIVE_MESSAGE };
  return { name: 'unavailable' };
}

function headingOf(screen: Screen): string {
  switch (screen.name) {
    case 'loading':
      return 'Your appointment';
    case 'booking':
      return screen.moved ? 'Your appointment is moved' : hello(screen.booking);
    case 'blocked':
      return hello(screen.booking);
    case 'cancel':
      return `Cancel your appointment on ${screen.booking.date_label} at ${screen.booking.time}?`;
    case 'reschedule':
      return 'Choose a new date and time';
    case 'cancelled':
      return 'Your appointment is cancelled';
    case 'inactive':
      return 'We could not open this link';
    case 'unavailable':
      return 'We could not open your appointment just now';
  }
}

function hello(b: ManagedBooking): string {
  return b.first_name ? `Hello ${b.first_name}` : 'Hello';
}

/** The appointment as the patient recognises it: label above value on a phone, beside it on a wider screen. */
function BookingDetails({ booking }: { booking: ManagedBooking }) {
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

function CallButton({ variant = 'solid' }: { variant?: 'solid' | 'outline' }) {
  return (
    <ButtonAnchor href={telHref()} colorPalette="brand" variant={variant} size="lg">
      <Phone size={18} aria-hidden="true" />
      Call {PHONE_TEXT}
    </ButtonAnchor>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="6" css={{ '& > *': { flexShrink: 0 } }}>
      {children}
    </Stack>
  );
}

function ErrorAlert({ text }: { text: string }) {
  return (
    <Alert.Root status="error" mt="5" rounded="lg" data-testid="action-error">
      <Alert.Indicator />
      <Alert.Description>{withPhone(text)}</Alert.Description>
    </Alert.Root>
  );
}

/**
 * The manage link's page: opens the booking its token names (a look-up only, however often it is opened), then lets
 * the patient move or cancel it, each only when they press its button. The token is read from the URL's fragment,
 * taken out of the address bar at once, and kept in memory.
 */
export function ManageView() {
  const [screen, setScreen] = useState<Screen>({ name: 'loading' });
  const token = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(false);

  const open = useCallback(async (notice?: string) => {
    const t = token.current ?? '';
    if (!t) {
      setScreen({ name: 'inactive', message: LINK_INACTIVE_MESSAGE });
      return;
    }
    setScreen({ name: 'loading' });
    setScreen(screenFor(await lookUp(t), notice));
  }, []);

  useEffect(() => {
    // Read once (a second run, as in React's development mode, finds the fragment already gone).
    if (token.current === null) {
      token.current = tokenFromHash(window.location.hash);
      forgetHash();
    }
    void open();
    // A link opened in this same tab, while the page is showing (the address is /manage, so the browser only changes
    // the fragment and does not load the page again): open that one.
    const onHash = () => {
      const next = tokenFromHash(window.location.hash);
      if (!next) return;
      forgetHash();
      token.current = next;
      void open();
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [open]);

  // Each new screen starts at its heading, for keyboard and screen reader users alike.
  useEffect(() => {
    if (screen.name === 'loading') return;
    if (shown.current || document.activeElement === document.body || !document.activeElement) {
      heading.current?.focus();
    }
    shown.current = true;
  }, [screen]);

  const go = (next: Screen) => setScreen(next);
  const tokenNow = () => token.current ?? '';
  const title = headingOf(screen);
  const busy = screen.name === 'loading';

  let body: ReactNode;
  switch (screen.name) {
    case 'loading':
      body = (
        <Box data-manage-loading="" role="status" display="flex" alignItems="center" gap="3" mt="4" color="ink.700">
          <Spinner size="sm" color="brand.solid" borderWidth="3px" />
          <Text fontSize="lg">Opening your appointment…</Text>
        </Box>
      );
      break;
    case 'booking':
      body = (
        <BookingScreen
          booking={screen.booking}
          moved={screen.moved}
          notice={screen.notice}
          onChange={() => go({ name: 'reschedule', booking: screen.booking })}
          onCancel={() => go({ name: 'cancel', booking: screen.booking })}
        />
      );
      break;
    case 'blocked':
      body = (
        <>
          <Alert.Root status="info" rounded="lg" data-testid="blocked-message">
            <Alert.Indicator />
            <Alert.Description fontSize="md">{withPhone(screen.message)}</Alert.Description>
          </Alert.Root>
          <Box mt="4" mb="6">
            <CallButton />
          </Box>
          <BookingDetails booking={screen.booking} />
        </>
      );
      break;
    case 'cancel':
      body = (
        <CancelScreen
          token={tokenNow()}
          onKeep={() => go({ name: 'booking', booking: screen.booking })}
          onDone={go}
          onRecheck={(notice) => void open(notice)}
        />
      );
      break;
    case 'reschedule':
      body = (
        <RescheduleScreen
          booking={screen.booking}
          token={tokenNow()}
          onBack={() => go({ name: 'booking', booking: screen.booking })}
          onDone={go}
          onRecheck={(notice) => void open(notice)}
        />
      );
      break;
    case 'cancelled':
      body = (
        <>
          <Text fontSize="lg" color="ink.800">
            We've e-mailed you a confirmation.
          </Text>
          <Text mt="3" color="ink.700" data-testid="cancelled-appointment">
            Cancelled: {screen.booking.date_label} at {screen.booking.time} with {screen.booking.doctor}.
          </Text>
          <Text mt="6" color="ink.800">
            Would you like to see the doctor at another time?
          </Text>
          <Actions>
            <ButtonLink to="/book-appointment" colorPalette="brand" size="lg">
              <CalendarPlus size={18} aria-hidden="true" />
              Book a new appointment
            </ButtonLink>
          </Actions>
        </>
      );
      break;
    case 'inactive':
      body = (
        <>
          <Text fontSize="lg" color="ink.800" data-testid="inactive-message">
            {withPhone(screen.message)}
          </Text>
          <Actions>
            <CallButton />
            <ButtonLink to="/book-appointment" colorPalette="brand" variant="outline" size="lg">
              <CalendarPlus size={18} aria-hidden="true" />
              Book a new appointment
            </ButtonLink>
          </Actions>
        </>
      );
      break;
    case 'unavailable':
      body = (
        <>
          <Text fontSize="lg" color="ink.800" data-testid="unavailable-message">
            {OPEN_LATER}
          </Text>
          <Actions>
            <Button colorPalette="brand" size="lg" onClick={() => void open()}>
              <RotateCw size={18} aria-hidden="true" />
              Try again
            </Button>
            <CallButton variant="outline" />
          </Actions>
        </>
      );
      break;
  }

  const badge =
    screen.name === 'cancelled' ? (
      <CalendarX size={26} aria-hidden="true" />
    ) : screen.name === 'booking' && screen.moved ? (
      <CircleCheck size={26} aria-hidden="true" />
    ) : null;

  return (
    <Box
      bg="white"
      rounded="2xl"
      boxShadow="lg"
      borderWidth="1px"
      borderColor="brand.100"
      p={{ base: '5', md: '8' }}
      aria-busy={busy}
      data-testid="manage"
      data-screen={screen.name}
    >
      <Text color="brand.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm" mb="2">
        Manage your appointment
      </Text>
      {badge ? (
        <Box
          w="12"
          h="12"
          rounded="full"
          mb="3"
          display="flex"
          alignItems="center"
          justifyContent="center"
          bg={screen.name === 'cancelled' ? 'gray.100' : 'green.100'}
          color={screen.name === 'cancelled' ? 'ink.800' : 'green.700'}
        >
          {badge}
        </Box>
      ) : null}
      <Heading
        as="h1"
        ref={heading}
        tabIndex={-1}
        size={{ base: '2xl', md: '3xl' }}
        color="ink.900"
        lineHeight="1.2"
        mb="4"
        _focus={{ outline: 'none' }}
      >
        {title}
      </Heading>
      {body}
      {busy ? (
        <noscript>
          <style>{'[data-manage-loading]{display:none!important}'}</style>
          <Text fontSize="lg" color="ink.800" mt="2">
            This page needs JavaScript to open the link from your e-mail. To change or cancel your appointment by phone,
            please call us on{' '}
            <a href={telHref()} style={{ fontWeight: 600, textDecoration: 'underline' }}>
              {PHONE_TEXT}
            </a>
            .
          </Text>
        </noscript>
      ) : null}
    </Box>
  );
}

function BookingScreen({
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
        <a href={telHref()} style={{ fontWeight: 600, textDecoration: 'underline' }}>
          {PHONE_TEXT}
        </a>
        .
      </Text>
    </>
  );
}

function CancelScreen({
  token,
  onKeep,
  onDone,
  onRecheck,
}: {
  token: string;
  onKeep: () => void;
  onDone: (s: Screen) => void;
  onRecheck: (notice: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending) return;
    setSending(true);
    setError('');
    const r = await cancelBooking(token, reason);
    setSending(false);
    if (r.ok) return onDone({ name: 'cancelled', booking: r.data.booking });
    if (r.status === 404) return onDone({ name: 'inactive', message: r.error ?? LINK_INACTIVE_MESSAGE });
    // Too late now, or changed meanwhile: show the booking as it stands, with what the API said.
    if (r.status === 409) return onRecheck(r.error ?? TRY_LATER);
    if (r.status === 400 && r.fields?.reason) {
      setReasonError(r.fields.reason);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setError(r.status === 400 && r.error ? r.error : TRY_LATER);
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Text fontSize="lg" color="ink.800" mb="5">
        If you cancel, the time becomes free for another patient. You can book again at any time.
      </Text>
      <Field.Root invalid={!!reasonError}>
        <Field.Label htmlFor={`${id}-reason`}>Reason for cancelling (optional)</Field.Label>
        <Textarea
          id={`${id}-reason`}
          name="reason"
          value={reason}
          maxLength={CANCEL_REASON_MAX}
          rows={3}
          size="lg"
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError('');
          }}
          aria-invalid={!!reasonError || undefined}
        />
        {reasonError ? null : (
          <Field.HelperText>
            It helps us, but you do not have to say. Up to {CANCEL_REASON_MAX} characters.
          </Field.HelperText>
        )}
        <Field.ErrorText>{reasonError}</Field.ErrorText>
      </Field.Root>
      {error ? <ErrorAlert text={error} /> : null}
      <Actions>
        <Button type="submit" colorPalette="red" size="lg" loading={sending} loadingText="Cancelling…">
          Yes, cancel it
        </Button>
        <Button type="button" colorPalette="brand" variant="outline" size="lg" onClick={onKeep} disabled={sending}>
          Keep my appointment
        </Button>
      </Actions>
    </form>
  );
}

function RescheduleScreen({
  booking,
  token,
  onBack,
  onDone,
  onRecheck,
}: {
  booking: ManagedBooking;
  token: string;
  onBack: () => void;
  onDone: (s: Screen) => void;
  onRecheck: (notice: string) => void;
}) {
  const id = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<SlotPickerErrors>({});
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const day = useDayState(date, refresh);

  const focusError = (errs: SlotPickerErrors) => {
    const target = errs.date ? `${id}-date` : errs.time ? `${id}-time` : '';
    if (target) requestAnimationFrame(() => document.getElementById(target)?.focus());
  };

  const send = async () => {
    if (sending) return;
    const problem = slotProblem(date, time, day.data);
    setErrors(problem);
    if (problem.date || problem.time) return focusError(problem);
    setSending(true);
    setError('');
    const r = await moveBooking(token, date, time);
    setSending(false);
    if (r.ok) return onDone({ name: 'booking', booking: r.data.booking, moved: true });
    if (r.status === 404) return onDone({ name: 'inactive', message: r.error ?? LINK_INACTIVE_MESSAGE });
    const fields: SlotPickerErrors = {
      date: r.fields?.appointment_date,
      time: r.fields?.appointment_time,
    };
    if (fields.date || fields.time) {
      // The time filled up (409) or the rules refused it (400): fresh free places, and the message under the field.
      setErrors(fields);
      if (fields.time) setTime('');
      setRefresh((n) => n + 1);
      return focusError(fields);
    }
    if (r.status === 409) return onRecheck(r.error ?? TRY_LATER);
    setError(r.status === 400 && r.error ? r.error : TRY_LATER);
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Text fontSize="lg" color="ink.800" mb="6">
        Your appointment is now on <strong>{booking.date_label}</strong> at <strong>{booking.time}</strong>. Choose the
        day and time you would like instead.
      </Text>
      <SlotPicker
        id={id}
        date={date}
        time={time}
        current={{ date: booking.date, time: booking.time }}
        day={day}
        errors={errors}
        onDate={(d) => {
          setDate(d);
          setTime('');
          setErrors({});
        }}
        onTime={(t) => {
          setTime(t);
          setErrors({});
        }}
      />
      {error ? <ErrorAlert text={error} /> : null}
      <Actions>
        <Button type="submit" colorPalette="brand" size="lg" loading={sending} loadingText="Moving…">
          <CalendarClock size={18} aria-hidden="true" />
          Move my appointment
        </Button>
        <Button type="button" colorPalette="brand" variant="outline" size="lg" onClick={onBack} disabled={sending}>
          Keep my current time
        </Button>
      </Actions>
    </form>
  );
}
