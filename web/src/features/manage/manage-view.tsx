import { Alert, Box, Button, Heading, Link, Text } from '@chakra-ui/react';
import { CalendarPlus, CalendarX, CircleCheck, RotateCw } from 'lucide-react';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { telHref } from '../../../../common/clinic';
import type { ManagedBooking } from '../../../../common/schemas/manage';
import { ButtonLink } from '../../components/links';
import { richText } from '../../components/ui/rich-text';
import { m } from '../../i18n';
import { LinkLoading } from '../link-loading';
import { useHeadingFocus, useLinkToken } from '../link-token';
import { BookingScreen } from './booking-screen';
import { CancelScreen } from './cancel-screen';
import { confirmBooking, lookUp } from './manage-api';
import {
  Actions,
  BookingDetails,
  CallButton,
  linkInactive,
  openLater,
  PHONE_TEXT,
  type Screen,
  shown,
  tooLate,
  withPhone,
} from './parts';
import { RescheduleScreen } from './reschedule-screen';

type Answer = Awaited<ReturnType<typeof lookUp>>;

/** The screen a look-up's answer opens. */
function screenFor(result: Answer, notice?: string): Screen {
  if (result.ok) {
    const booking = result.data.booking;
    if (booking.can_change) return { name: 'booking', booking, notice };
    return { name: 'blocked', booking, message: tooLate(booking.blocked ?? 'status', booking.cutoff_hours) };
  }
  if (result.status === 404) return { name: 'inactive', message: result.error ?? linkInactive() };
  return { name: 'unavailable' };
}

function headingOf(screen: Screen): string {
  switch (screen.name) {
    case 'loading':
      return m.forms_manage_heading_loading();
    case 'booking':
      return screen.moved ? m.forms_manage_heading_moved() : hello(screen.booking);
    case 'blocked':
      return hello(screen.booking);
    case 'cancel': {
      const b = shown(screen.booking);
      return m.forms_manage_heading_cancel({ date: b.date, time: b.time });
    }
    case 'reschedule':
      return m.forms_manage_heading_reschedule();
    case 'cancelled':
      return m.forms_manage_heading_cancelled();
    case 'inactive':
      return m.forms_link_inactive_heading();
    case 'unavailable':
      return m.forms_manage_heading_unavailable();
  }
}

function hello(b: ManagedBooking): string {
  return b.first_name ? m.forms_manage_hello_name({ name: b.first_name }) : m.forms_manage_hello();
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

  const open = useCallback(async (notice?: string) => {
    const t = token.current ?? '';
    if (!t) {
      setScreen({ name: 'inactive', message: linkInactive() });
      return;
    }
    setScreen({ name: 'loading' });
    setScreen(screenFor(await lookUp(t), notice));
  }, []);

  useLinkToken(token, open);
  useHeadingFocus(screen.name, heading);

  const go = (next: Screen) => setScreen(next);
  const tokenNow = () => token.current ?? '';
  const title = headingOf(screen);
  const busy = screen.name === 'loading';

  let body: ReactNode;
  switch (screen.name) {
    case 'loading':
      body = <LinkLoading text={m.forms_manage_opening()} />;
      break;
    case 'booking':
      body = (
        <BookingScreen
          booking={screen.booking}
          moved={screen.moved}
          confirmed={screen.confirmed}
          notice={screen.notice}
          onChange={() => go({ name: 'reschedule', booking: screen.booking })}
          onCancel={() => go({ name: 'cancel', booking: screen.booking })}
          onConfirm={async () => {
            const result = await confirmBooking(tokenNow());
            if (result.ok) go({ name: 'booking', booking: result.data.booking, confirmed: true });
            else go(screenFor(result));
          }}
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
            {m.forms_manage_cancelled_emailed()}
          </Text>
          <Text mt="3" color="ink.700" data-testid="cancelled-appointment">
            {m.forms_manage_cancelled_line(shown(screen.booking))}
          </Text>
          <Text mt="6" color="ink.800">
            {m.forms_manage_see_again()}
          </Text>
          <Actions>
            <ButtonLink to="/book-appointment" colorPalette="brand" size="lg">
              <CalendarPlus size={18} aria-hidden="true" />
              {m.forms_manage_book_new()}
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
              {m.forms_manage_book_new()}
            </ButtonLink>
          </Actions>
        </>
      );
      break;
    case 'unavailable':
      body = (
        <>
          <Text fontSize="lg" color="ink.800" data-testid="unavailable-message">
            {openLater()}
          </Text>
          <Actions>
            <Button colorPalette="brand" size="lg" onClick={() => void open()}>
              <RotateCw size={18} aria-hidden="true" />
              {m.forms_try_again()}
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
    ) : screen.name === 'booking' && (screen.moved || screen.confirmed) ? (
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
        {m.forms_manage_eyebrow()}
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
          <Text fontSize="lg" color="ink.800" mt="2">
            {richText(m.forms_manage_noscript, {
              phone: (
                <Link href={telHref()} fontWeight="semibold" textDecoration="underline" color="inherit">
                  {PHONE_TEXT}
                </Link>
              ),
            })}
          </Text>
        </noscript>
      ) : null}
    </Box>
  );
}
