import {
  Alert,
  Box,
  Button,
  Card,
  chakra,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Megaphone, RefreshCw, UserPlus } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { minutesOf } from '../../../../common/clinic/schedule';
import { formatClinicDate } from '../../../../common/i18n/dates';
import type { DeskQueueEntry, DeskQueueSession, ExpectedBooking } from '../../../../common/queue/desk';
import { clinicMinutes } from '../../../../common/queue/rules';
import { notify } from '../../components/ui/notify';
import { m } from '../../i18n';
import { deskPost, failureText, isAccessProblem } from './api';
import { ReportsMark } from './booking-reports';
import { type EntryAct, QueueEntryCard, STATE_LABELS } from './queue-entry';
import { type Loaded, useDeskData, useDeskSession } from './session';
import { SessionNotices } from './session-notices';
import { LoadState } from './states';
import { WalkInDialog } from './walk-in-dialog';

/** GET /api/desk/queue's answer. */
export interface QueueAnswer {
  date: string;
  today: string;
  walkInsPerHour: number;
  medianMinutes: number | null;
  sessions: DeskQueueSession[];
  places: { id: string; name: string }[];
}

/** How often an open queue reads itself again, so a second desk's calls show without a press (ms). */
const POLL_MS = 20_000;

/** What the toast says an action did. */
function didWhat(e: DeskQueueEntry, act: EntryAct): string {
  if (act.action === 'skip') return m.queue_toast_skipped();
  if (act.action === 'priority') return m.queue_toast_priority();
  if (act.action === 'unpriority') return m.queue_toast_unpriority();
  return STATE_LABELS[e.state]();
}

/** The undo of an action, sent from the entry it produced back to the entry as it was. */
function undoOf(before: DeskQueueEntry, act: EntryAct): EntryAct | null {
  if (act.action === 'priority') return { action: 'unpriority' };
  if (act.action === 'unpriority') return { action: 'priority' };
  if (act.action === 'back') return null;
  const state = before.state;
  return state === 'waiting' || state === 'called' || state === 'with_doctor' ? { action: 'back', state } : null;
}

/**
 * The desk's queue actions: each sends the version it saw; done, a toast says what happened with an Undo that sends
 * `back` (or the priority's opposite); refused (409: another desk changed it), a toast says why and the queue is read
 * again.
 */
function useQueueActions(reload: () => void) {
  const { accessLost } = useDeskSession();
  const [busy, setBusy] = useState<string | null>(null);

  const send = async (path: string, body: unknown, key: string): Promise<DeskQueueEntry | null> => {
    setBusy(key);
    const r = await deskPost<{ entry: DeskQueueEntry }>(path, body);
    setBusy(null);
    if (r.ok) return r.data.entry;
    if (isAccessProblem(r)) accessLost(r);
    else {
      void notify({ type: 'error', title: m.queue_not_changed(), description: failureText(r), duration: 8000 });
      reload();
    }
    return null;
  };

  const announce = (before: DeskQueueEntry | null, after: DeskQueueEntry, act: EntryAct) => {
    const undo = before ? undoOf(before, act) : null;
    void notify({
      type: 'success',
      title: m.queue_toast({ token: after.token, what: didWhat(after, act) }),
      description: after.name,
      duration: 8000,
      action: undo
        ? {
            label: m.queue_undo(),
            onClick: () =>
              void send(`/queue/${after.id}`, { ...undo, version: after.version }, `${after.id} back`).then((e) => {
                if (e) void notify({ type: 'info', title: m.queue_undone(), description: e.name });
                reload();
              }),
          }
        : undefined,
    });
    reload();
  };

  const act = async (e: DeskQueueEntry, a: EntryAct) => {
    const after = await send(`/queue/${e.id}`, { ...a, version: e.version }, `${e.id} ${a.action}`);
    if (after) announce(e, after, a);
  };

  const callNext = async (s: DeskQueueSession) => {
    const after = await send(
      '/queue/call-next',
      { date: s.date, place_id: s.place_id, start: s.start },
      `next ${s.place_id} ${s.start}`,
    );
    if (after) announce({ ...after, state: 'waiting' }, after, { action: 'call' });
  };

  const checkIn = async (b: ExpectedBooking) => {
    const after = await send('/queue/check-in', { appointment_id: b.appointment_id }, `in ${b.appointment_id}`);
    if (after) {
      void notify({ type: 'success', title: m.queue_checked_in({ token: after.token }), description: after.name });
      reload();
    }
  };

  return { busy, act, callNext, checkIn };
}

/**
 * The queue of a day (`date` empty: today), session by session. A tab of its own beside Day: on a phone the Call next
 * button and the waiting list stay at the top of the screen instead of under the day's booking cards, and on a desktop
 * the sessions sit side by side. Read again every POLL_MS while the page is in view, and after every action.
 */
export function QueueView({ date }: { date: string }) {
  const { loaded, reload } = useDeskData<QueueAnswer>(date ? `/queue?date=${date}` : '/queue');
  const [walkIn, setWalkIn] = useState(false);
  const actions = useQueueActions(reload);
  const q = loaded.data;

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const isToday = !!q && q.date === q.today;
  // Today's sessions that are over with nobody left in them shrink to a line under the others: on a phone the open
  // session's Call next is then the first thing under the heading.
  const now = clinicMinutes(new Date().toISOString());
  const isOver = (s: DeskQueueSession) =>
    isToday &&
    s.end !== null &&
    minutesOf(s.end) <= now &&
    !s.waiting.length &&
    !s.expected.length &&
    !s.others.some((e) => e.state === 'called' || e.state === 'with_doctor');
  const open = q?.sessions.filter((s) => !isOver(s)) ?? [];
  const over = q?.sessions.filter(isOver) ?? [];
  const showPlace = new Set(q?.sessions.map((x) => x.place_id)).size > 1;
  const places = q ? q.places.filter((p) => q.sessions.some((s) => s.place_id === p.id && s.end !== null)) : [];

  return (
    <Stack gap="4">
      <Flex gap="2" align="center" justify="space-between" wrap="wrap">
        <Heading as="h2" size={{ base: 'md', sm: 'lg' }} data-testid="queue-heading">
          {q ? formatClinicDate(q.date) : ''}
        </Heading>
        <HStack gap="1">
          <Button size="sm" colorPalette="brand" onClick={() => setWalkIn(true)} disabled={!isToday}>
            <UserPlus size={16} aria-hidden="true" />
            {m.queue_add_walk_in()}
          </Button>
          <Button size="sm" variant="ghost" onClick={reload} loading={loaded.state === 'loading' && !!q}>
            <RefreshCw size={16} aria-hidden="true" />
            <Box as="span" hideBelow="sm">
              {m.queue_refresh()}
            </Box>
          </Button>
        </HStack>
      </Flex>
      <WalkInDialog open={walkIn} places={places} onClose={() => setWalkIn(false)} onDone={reload} />
      <LoadState loaded={loaded} what={m.queue_what()} onRetry={reload}>
        {q ? (
          <Stack gap="4">
            {!isToday ? (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Title>{m.queue_not_today()}</Alert.Title>
              </Alert.Root>
            ) : null}
            <Text fontSize="sm" color="ink.700" data-testid="queue-median">
              {q.medianMinutes === null
                ? m.queue_median_unknown()
                : m.queue_median({ minutes: Math.round(q.medianMinutes) })}
            </Text>
            {q.sessions.length === 0 ? (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Title>{m.queue_no_sessions()}</Alert.Title>
              </Alert.Root>
            ) : null}
            <SimpleGrid columns={{ base: 1, lg: open.length > 1 ? 2 : 1 }} gap="4" alignItems="start">
              {open.map((s) => (
                <SessionQueue
                  key={`${s.place_id} ${s.start}`}
                  session={s}
                  live={isToday}
                  showPlace={showPlace}
                  actions={actions}
                  onChange={reload}
                />
              ))}
            </SimpleGrid>
            {over.map((s) => (
              <Text key={`${s.place_id} ${s.start}`} fontSize="sm" color="ink.700" data-testid="queue-session-over">
                {m.queue_session_over({ session: sessionName(s, showPlace), seen: s.others.length })}
              </Text>
            ))}
            <QueueSettings loaded={loaded} onSaved={reload} />
          </Stack>
        ) : null}
      </LoadState>
    </Stack>
  );
}

/** "09:00–13:00", with the place first when the day has more than one. */
function sessionName(s: DeskQueueSession, showPlace: boolean): string {
  return `${showPlace ? `${s.place_name} · ` : ''}${s.start}${s.end ? `–${s.end}` : ''}`;
}

/** One session: now seeing, Call next, the waiting list in order, those in, and (folded) the rest. */
function SessionQueue({
  session: s,
  live,
  showPlace,
  actions,
  onChange,
}: {
  session: DeskQueueSession;
  live: boolean;
  showPlace: boolean;
  actions: ReturnType<typeof useQueueActions>;
  onChange: () => void;
}) {
  const id = `queue-${s.place_id}-${s.start.replace(':', '')}`;
  const inRoom = s.others.filter((e) => e.state === 'called' || e.state === 'with_doctor');
  const finished = s.others.filter((e) => e.state === 'done' || e.state === 'no_show');
  const entry = (e: DeskQueueEntry) => (
    <QueueEntryCard key={e.id} entry={e} busy={actions.busy} onAct={actions.act} onChange={onChange} />
  );
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" data-testid="queue-session">
      <Card.Body gap="3" px={{ base: '3', md: '4' }} py="3">
        <Flex justify="space-between" align="center" gap="3">
          <Box minW="0">
            <Heading as="h3" size="md" id={id}>
              {sessionName(s, showPlace)}
            </Heading>
            <Text fontSize="sm" color="ink.700">
              {m.queue_now_seeing()}
            </Text>
          </Box>
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1" color="brand.fg" data-testid="queue-now-seeing">
            {s.now_seeing ?? '–'}
            <Box as="span" srOnly>
              {s.now_seeing === null ? m.queue_no_one_yet() : ''}
            </Box>
          </Text>
        </Flex>
        {live ? (
          <Button
            size="xl"
            w="full"
            colorPalette="brand"
            disabled={s.waiting.length === 0}
            loading={actions.busy === `next ${s.place_id} ${s.start}`}
            onClick={() => void actions.callNext(s)}
            data-testid="queue-call-next"
          >
            <Megaphone size={22} aria-hidden="true" />
            {m.queue_call_next()}
          </Button>
        ) : null}
        {live ? <SessionNotices session={s} onChange={onChange} /> : null}
        {inRoom.length ? (
          <Stack gap="2">
            <Heading as="h4" size="sm">
              {m.queue_in_room()}
            </Heading>
            {inRoom.map(entry)}
          </Stack>
        ) : null}
        <Stack gap="2">
          <Heading as="h4" size="sm">
            {m.queue_waiting({ count: s.waiting.length })}
          </Heading>
          {s.waiting.length ? (
            s.waiting.map(entry)
          ) : (
            <Text fontSize="sm" color="ink.700">
              {m.queue_nobody_waiting()}
            </Text>
          )}
        </Stack>
        {s.expected.length ? (
          <Folded title={m.queue_expected({ count: s.expected.length })} open={live}>
            {s.expected.map((b) => (
              <Flex key={b.appointment_id} gap="2" align="center" justify="space-between" py="1">
                <Text fontSize="sm" minW="0" wordBreak="break-word">
                  <Text as="span" fontWeight="semibold">
                    {b.time}
                  </Text>{' '}
                  {b.name} <ReportsMark count={b.reports} />
                </Text>
                {live ? (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="brand"
                    flexShrink={0}
                    loading={actions.busy === `in ${b.appointment_id}`}
                    onClick={() => void actions.checkIn(b)}
                  >
                    {m.queue_check_in()}
                  </Button>
                ) : null}
              </Flex>
            ))}
          </Folded>
        ) : null}
        {finished.length ? (
          <Folded title={m.queue_finished({ count: finished.length })}>
            <Stack gap="2">{finished.map(entry)}</Stack>
          </Folded>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** A list folded under its title (a native details: no script needed to open it). */
function Folded({ title, open, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <chakra.details open={open}>
      <chakra.summary cursor="pointer" fontWeight="semibold" py="1">
        {title}
      </chakra.summary>
      <Box pt="1">{children}</Box>
    </chakra.details>
  );
}

/** The walk-ins per hour, saved on its own (it bumps the clinic settings' version like any clinic edit). */
function QueueSettings({ loaded, onSaved }: { loaded: Loaded<QueueAnswer>; onSaved: () => void }) {
  const { accessLost } = useDeskSession();
  const stored = loaded.data?.walkInsPerHour ?? 0;
  const [value, setValue] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const save = async () => {
    setSaving(true);
    const r = await deskPost('/queue/settings', { walk_ins_per_hour: Number(value ?? stored) });
    setSaving(false);
    if (r.ok) {
      setValue(null);
      setError(undefined);
      void notify({ type: 'success', title: m.queue_saved() });
      onSaved();
    } else if (isAccessProblem(r)) accessLost(r);
    else setError(failureText(r));
  };
  return (
    <Folded title={m.queue_settings()}>
      <Flex gap="2" align="end" wrap="wrap">
        <Field.Root invalid={!!error} w="auto">
          <Field.Label>{m.queue_walk_ins_per_hour()}</Field.Label>
          <Input
            inputMode="numeric"
            w="24"
            value={value ?? String(stored)}
            onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button variant="outline" onClick={() => void save()} loading={saving} disabled={value === null}>
          {m.queue_save()}
        </Button>
      </Flex>
    </Folded>
  );
}
