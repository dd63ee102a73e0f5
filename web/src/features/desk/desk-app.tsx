import {
  Alert,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  Link,
  Spinner,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import {
  CalendarClock,
  CalendarDays,
  CalendarOff,
  ChartColumn,
  Clock,
  Download,
  Inbox,
  ListOrdered,
  Search,
  ShieldCheck,
  UsersRound,
} from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { isRealDate } from '../../../../common/booking/schedule';
import { m } from '../../i18n';
import { deskGet, failureText, isAccessProblem } from './api';
import { ClinicView } from './clinic-view';
import { ClosuresView } from './closures-view';
import { DayView } from './day-view';
import { ExportView } from './export-view';
import { FollowUpsView } from './follow-ups';
import { type MessageFilter, MessagesView } from './messages-view';
import { PrivacyView } from './privacy-view';
import { QueueView } from './queue-view';
import { SearchView } from './search-view';
import { type DeskSession, DeskSessionProvider } from './session';
import type { Me } from './types';
import { WaitlistView } from './waitlist-view';

/** The Figures tab brings the charts (recharts): loaded when it first opens, never with the rest of the desk. */
const FiguresView = lazy(() => import('./figures-view').then((mod) => ({ default: mod.FiguresView })));

/** What a view may need from the desk around it: the day in the address, and the state kept across tabs. */
interface ViewContext {
  date: string;
  showDay: (date: string) => void;
  query: string;
  setQuery: (query: string) => void;
  filter: MessageFilter;
  setFilter: (filter: MessageFilter) => void;
}

/** The desk's views, one tab each, in the order of the bar. A new tab is one entry here (docs/recipes.md). */
const VIEWS = [
  {
    value: 'day',
    label: 'Day',
    icon: CalendarDays,
    render: (c: ViewContext) => <DayView date={c.date} onDate={c.showDay} />,
  },
  { value: 'queue', label: m.queue_tab(), icon: ListOrdered, render: (c: ViewContext) => <QueueView date={c.date} /> },
  {
    value: 'waitlist',
    label: 'Waitlist',
    icon: UsersRound,
    render: (c: ViewContext) => <WaitlistView date={c.date} onDate={c.showDay} />,
  },
  {
    value: 'search',
    label: 'Search',
    icon: Search,
    render: (c: ViewContext) => <SearchView query={c.query} onQuery={c.setQuery} />,
  },
  {
    value: 'messages',
    label: 'Messages',
    icon: Inbox,
    render: (c: ViewContext) => <MessagesView filter={c.filter} onFilter={c.setFilter} />,
  },
  { value: 'closures', label: 'Closures', icon: CalendarOff, render: () => <ClosuresView /> },
  { value: 'clinic', label: m.desk_clinic_tab(), icon: Clock, render: () => <ClinicView /> },
  { value: 'follow-ups', label: m.daymsg_due_tab(), icon: CalendarClock, render: () => <FollowUpsView /> },
  {
    value: 'figures',
    label: m.figures_tab(),
    icon: ChartColumn,
    render: () => (
      <Suspense
        fallback={
          <HStack gap="2" py="4" role="status">
            <Spinner size="sm" color="brand.solid" />
            <Text color="ink.700">{m.figures_what()}…</Text>
          </HStack>
        }
      >
        <FiguresView />
      </Suspense>
    ),
  },
  { value: 'export', label: 'Export', icon: Download, render: () => <ExportView /> },
  { value: 'privacy', label: 'Privacy', icon: ShieldCheck, render: () => <PrivacyView /> },
] as const;

type View = (typeof VIEWS)[number]['value'];

const isView = (v: string | null): v is View => VIEWS.some((x) => x.value === v);

type Phase =
  | { kind: 'signing-in' }
  | { kind: 'ready'; me: Me }
  | { kind: 'refused'; status: number; error: string }
  | { kind: 'unreachable'; error: string };

/** Access signs staff in at the edge; a fresh load of /desk goes through its login page when the session is gone. */
const SIGN_IN_HREF = '/desk';
/** Cloudflare Access ends the session here. */
const SIGN_OUT_HREF = '/cdn-cgi/access/logout';

/** The desk itself: an island, hydrated at once (web/src/islands). */
export function DeskApp() {
  const [phase, setPhase] = useState<Phase>({ kind: 'signing-in' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setPhase({ kind: 'signing-in' });
    deskGet<Me>('/me').then((r) => {
      if (cancelled) return;
      if (r.ok) setPhase({ kind: 'ready', me: { email: r.data.email, via: r.data.via } });
      else if (isAccessProblem(r)) setPhase({ kind: 'refused', status: r.status, error: failureText(r) });
      else setPhase({ kind: 'unreachable', error: failureText(r) });
    });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const accessLost = useCallback(
    (r: { status: number; error?: string }) => setPhase({ kind: 'refused', status: r.status, error: failureText(r) }),
    [],
  );

  return (
    <Box>
      <Container maxW="7xl" px={{ base: '3', md: '6' }} py={{ base: '3', md: '5' }}>
        {phase.kind === 'ready' ? (
          <Desk me={phase.me} accessLost={accessLost} />
        ) : (
          <Stack gap="4" maxW="2xl" mx="auto" py={{ base: '4', md: '10' }}>
            <Heading as="h1" size="xl">
              Clinic desk
            </Heading>
            {phase.kind === 'signing-in' ? (
              <>
                <HStack gap="3" role="status" data-testid="desk-signing-in">
                  <Spinner size="sm" color="brand.solid" />
                  <Text>Signing you in…</Text>
                </HStack>
                <noscript>
                  <Text>The desk needs JavaScript. Please turn it on for this site and reload the page.</Text>
                </noscript>
              </>
            ) : phase.kind === 'refused' ? (
              <AccessHelp status={phase.status} error={phase.error} />
            ) : (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>The desk could not be reached</Alert.Title>
                  <Alert.Description>{phase.error}</Alert.Description>
                </Alert.Content>
                <Button size="sm" variant="outline" alignSelf="center" onClick={() => setAttempt((a) => a + 1)}>
                  Try again
                </Button>
              </Alert.Root>
            )}
            <Text fontSize="sm" color="ink.700">
              The desk is for the clinic's staff. Patients can{' '}
              <Link href="/book-appointment" color="brand.fg">
                book an appointment
              </Link>{' '}
              or{' '}
              <Link href="/contact" color="brand.fg">
                contact the clinic
              </Link>
              .
            </Text>
          </Stack>
        )}
      </Container>
    </Box>
  );
}

/** What a refused sign-in means, calmly, and what to do about it. */
function AccessHelp({ status, error }: { status: number; error: string }) {
  const what =
    status === 403
      ? {
          title: 'This account is not on the staff list',
          text: 'You are signed in, but this e-mail address is not allowed on the desk. Please ask the clinic admin to add your e-mail, or sign in with your clinic account.',
        }
      : status === 503
        ? {
            title: 'The desk is not available just now',
            text: 'Its sign-in is not set up, or could not be checked. Please try again in a minute; if it stays like this, tell the clinic admin.',
          }
        : {
            title: 'Please sign in',
            text: 'Your session has ended or you are not signed in yet. Sign in through Cloudflare Access with your clinic e-mail.',
          };
  return (
    <Alert.Root status={status === 503 ? 'warning' : 'info'} role="alert" data-testid="desk-access">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{what.title}</Alert.Title>
        <Alert.Description>
          <Stack gap="3">
            <Text>{what.text}</Text>
            <Text fontSize="sm" color="ink.700">
              The server said: {error}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button asChild colorPalette="brand" size="sm">
                <a href={SIGN_IN_HREF}>{status === 503 ? 'Try again' : 'Sign in through Cloudflare Access'}</a>
              </Button>
              {status === 403 ? (
                <Button asChild variant="outline" size="sm">
                  <a href={SIGN_OUT_HREF}>Sign out</a>
                </Button>
              ) : null}
            </HStack>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The address's query, kept in step with `history.replaceState` (the desk is an island with no router): the view and
 * the day live there, so a reload opens the same ones.
 */
function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const [params, setState] = useState(
    () => new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search),
  );
  const set = useCallback((next: URLSearchParams) => {
    const query = next.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
    setState(new URLSearchParams(next));
  }, []);
  return [params, set];
}

/** The signed-in desk: who, and the views as tabs; the view and the day live in the address for a reload. */
function Desk({ me, accessLost }: DeskSession) {
  const [params, setParams] = useSearchParams();
  const viewParam = params.get('view');
  const view: View = isView(viewParam) ? viewParam : 'day';
  const dateParam = params.get('date') ?? '';
  const date = isRealDate(dateParam) ? dateParam : '';
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<MessageFilter>('new');
  const session = useMemo(() => ({ me, accessLost }), [me, accessLost]);

  // On a phone the tab bar scrolls: keep the open view's tab in sight (after a reload on ?view=privacy too).
  useEffect(() => {
    document
      .querySelector<HTMLElement>(`[role="tab"][aria-selected="true"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [view]);

  const go = (next: { view?: View; date?: string }) => {
    const p = new URLSearchParams(params);
    if (next.view) p.set('view', next.view);
    // The day stays in the address while another view is open: back on Day, the same day shows again.
    if (next.date) p.set('date', next.date);
    setParams(p);
  };

  const context: ViewContext = {
    date,
    showDay: (d) => go({ view: 'day', date: d }),
    query,
    setQuery,
    filter,
    setFilter,
  };

  return (
    <DeskSessionProvider value={session}>
      <Stack gap={{ base: '3', md: '4' }}>
        <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
          {/* On a phone the bar above already says "Clinic desk": the heading stays for screen readers only. */}
          <Heading as="h1" size="xl" srOnly={{ base: true, md: false }}>
            Clinic desk
          </Heading>
          <Text fontSize="sm" color="ink.700" data-testid="desk-who">
            Signed in as <strong>{me.email}</strong>
            {me.via === 'access' ? (
              <>
                {' · '}
                <Link href={SIGN_OUT_HREF} color="brand.fg">
                  Sign out
                </Link>
              </>
            ) : (
              ' (development)'
            )}
          </Text>
        </Flex>
        <Tabs.Root
          value={view}
          onValueChange={(e) => go({ view: e.value as View })}
          variant="enclosed"
          size="sm"
          lazyMount
          unmountOnExit
        >
          <Tabs.List
            w={{ base: 'full', md: 'auto' }}
            display="flex"
            overflowX="auto"
            bg="gray.100"
            css={{ scrollbarWidth: 'none' }}
          >
            {VIEWS.map((v) => (
              <Tabs.Trigger
                key={v.value}
                value={v.value}
                // Eight views: on a phone the bar scrolls sideways rather than squeezing the labels together.
                flex={{ base: 'none', md: 'initial' }}
                justifyContent="center"
                px={{ base: '2.5', sm: '3' }}
                fontWeight="semibold"
                minW="0"
              >
                <Box as="span" hideBelow="sm" display="inline-flex">
                  <v.icon size={16} aria-hidden="true" />
                </Box>
                {v.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {VIEWS.map((v) => (
            <Tabs.Content key={v.value} value={v.value} pt="4">
              {v.render(context)}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </DeskSessionProvider>
  );
}
