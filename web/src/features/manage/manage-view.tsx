import { Alert, Box, Text } from '@chakra-ui/react';
import { CalendarPlus, CalendarX, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ManagedBooking } from '../../../../common/booking/manage-schema';
import { telHref } from '../../../../common/clinic/facts';
import { ButtonLink } from '../../components/links';
import { richText } from '../../components/ui/rich-text';
import { m } from '../../i18n';
import { LinkLoading } from '../link-loading';
import {
  Actions,
  type Badge,
  InlineContact,
  LinkCard,
  type LoadingScreen,
  NoticeScreen,
  RetryButton,
  useLinkScreens,
} from '../link-page';
import { EarlierSection } from '../waitlist/earlier-section';
import { BookingScreen } from './booking-screen';
import { CancelScreen } from './cancel-screen';
import { confirmBooking, lookUp, stopMessages } from './manage-api';
import {
  BookingDetails,
  CallButton,
  type ChangeProps,
  linkInactive,
  openLater,
  PHONE_TEXT,
  type Screen,
  shown,
  tooLate,
  withPhone,
} from './parts';
import { ReportsSection } from './reports-section';
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

function headingOf(screen: Screen | LoadingScreen): string {
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

/** The screen a token opens: the booking it names, or why it cannot be shown. */
async function load(token: string, notice?: string): Promise<Screen> {
  return screenFor(await lookUp(token), notice);
}

function missing(): Screen {
  return { name: 'inactive', message: linkInactive() };
}

/** A ButtonLink to a new booking (the way on from a cancelled booking or a dead link). */
function BookNew({ variant }: { variant?: 'outline' }) {
  return (
    <ButtonLink to="/book-appointment" colorPalette="brand" variant={variant} size="lg">
      <CalendarPlus size={18} aria-hidden="true" />
      {m.forms_manage_book_new()}
    </ButtonLink>
  );
}

/**
 * The manage link's page: opens the booking its token names (a look-up only, however often it is opened), then lets
 * the patient move or cancel it, each only when they press its button. The token is read from the URL's fragment,
 * taken out of the address bar at once, and kept in memory.
 */
export function ManageView() {
  const { screen, setScreen: go, open, heading, tokenNow } = useLinkScreens(load, missing);

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
          onStopMessages={async () => {
            const result = await stopMessages(tokenNow());
            if (result.ok) go({ name: 'booking', booking: result.data.booking });
            else go(screenFor(result));
          }}
          reports={
            <ReportsSection
              booking={screen.booking}
              token={tokenNow}
              onBooking={(booking) => go({ name: 'booking', booking })}
            />
          }
          earlier={
            <EarlierSection
              booking={screen.booking}
              token={tokenNow}
              onBooking={(booking) => go({ name: 'booking', booking })}
            />
          }
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
          <ReportsSection
            booking={screen.booking}
            token={tokenNow}
            onBooking={(booking) => go(screenFor({ ok: true, status: 200, data: { success: true, booking } }))}
          />
        </>
      );
      break;
    case 'cancel':
    case 'reschedule': {
      const change: ChangeProps = {
        booking: screen.booking,
        token: tokenNow(),
        onBack: () => go({ name: 'booking', booking: screen.booking }),
        onDone: go,
        onRecheck: (notice) => void open(notice),
      };
      body = screen.name === 'cancel' ? <CancelScreen {...change} /> : <RescheduleScreen {...change} />;
      break;
    }
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
            <BookNew />
          </Actions>
        </>
      );
      break;
    case 'inactive':
      body = (
        <NoticeScreen testId="inactive-message" text={withPhone(screen.message)}>
          <CallButton />
          <BookNew variant="outline" />
        </NoticeScreen>
      );
      break;
    case 'unavailable':
      body = (
        <NoticeScreen testId="unavailable-message" text={openLater()}>
          <RetryButton onRetry={() => void open()} />
          <CallButton variant="outline" />
        </NoticeScreen>
      );
      break;
  }

  const badge: Badge | null =
    screen.name === 'cancelled'
      ? { icon: <CalendarX size={26} aria-hidden="true" />, tone: 'ended' }
      : screen.name === 'booking' && (screen.moved || screen.confirmed)
        ? { icon: <CircleCheck size={26} aria-hidden="true" />, tone: 'done' }
        : null;

  return (
    <LinkCard
      testId="manage"
      screen={screen.name}
      eyebrow={m.forms_manage_eyebrow()}
      badge={badge}
      heading={heading}
      title={headingOf(screen)}
      noscript={richText(m.forms_manage_noscript, {
        phone: <InlineContact href={telHref()}>{PHONE_TEXT}</InlineContact>,
      })}
    >
      {body}
    </LinkCard>
  );
}
