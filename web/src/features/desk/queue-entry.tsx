import { Badge, Box, Button, Card, Flex, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { Check, Megaphone, RotateCcw, SkipForward, Star, Stethoscope, Undo2, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { slotLabel } from '../../../../common/clinic/schedule';
import type { BackState, DeskQueueEntry, QueueAction } from '../../../../common/queue/desk';
import type { QueueState } from '../../../../common/queue/rules';
import { m } from '../../i18n';
import { ReportsMark } from './booking-reports';
import { telLink } from './format';
import { entryActions } from './queue-extensions';

/** Each state's words, in the desk's language. */
export const STATE_LABELS: Record<QueueState, () => string> = {
  waiting: m.queue_state_waiting,
  called: m.queue_state_called,
  with_doctor: m.queue_state_with_doctor,
  done: m.queue_state_done,
  no_show: m.queue_state_no_show,
};

const STATE_PALETTES: Record<QueueState, string> = {
  waiting: 'gray',
  called: 'blue',
  with_doctor: 'green',
  done: 'gray',
  no_show: 'orange',
};

/** An action a button sends: the action, and for an undo the state to go back to. */
export interface EntryAct {
  action: QueueAction;
  state?: BackState;
}

interface ButtonSpec extends EntryAct {
  label: () => string;
  icon: ReactNode;
  primary?: boolean;
  palette?: string;
}

const ICON = { size: 16, 'aria-hidden': true } as const;

/** The desk's buttons for an entry in each state, the likeliest first. */
function buttonsFor(e: DeskQueueEntry): ButtonSpec[] {
  const priority: ButtonSpec = e.priority
    ? { action: 'unpriority', label: m.queue_action_unpriority, icon: <Star {...ICON} /> }
    : { action: 'priority', label: m.queue_action_priority, icon: <Star {...ICON} />, palette: 'red' };
  const noShow: ButtonSpec = {
    action: 'no_show',
    label: m.queue_action_no_show,
    icon: <UserX {...ICON} />,
    palette: 'orange',
  };
  const skip: ButtonSpec = { action: 'skip', label: m.queue_action_skip, icon: <SkipForward {...ICON} /> };
  const withDoctor: ButtonSpec = {
    action: 'with_doctor',
    label: m.queue_action_with_doctor,
    icon: <Stethoscope {...ICON} />,
  };
  switch (e.state) {
    case 'waiting':
      return [
        { action: 'call', label: m.queue_action_call, icon: <Megaphone {...ICON} /> },
        withDoctor,
        ...(e.skipped_at
          ? [{ action: 'recall', label: m.queue_action_recall, icon: <RotateCcw {...ICON} /> } as const]
          : []),
        skip,
        priority,
        noShow,
      ];
    case 'called':
      return [
        { ...withDoctor, primary: true },
        { action: 'done', label: m.queue_action_done, icon: <Check {...ICON} /> },
        { action: 'recall', label: m.queue_action_recall, icon: <RotateCcw {...ICON} /> },
        skip,
        noShow,
      ];
    case 'with_doctor':
      return [{ action: 'done', label: m.queue_action_done, icon: <Check {...ICON} />, primary: true }];
    case 'no_show':
      return [{ action: 'back', state: 'waiting', label: m.queue_undo, icon: <Undo2 {...ICON} /> }];
    case 'done':
      return [];
  }
}

/**
 * One patient in the queue: the token (large), the name, the booked time or "walk-in", the marks, and what the desk can
 * do now. `busy` names the action running on this entry. Other features add their buttons through entryActions.
 */
export function QueueEntryCard({
  entry: e,
  busy,
  onAct,
  onChange,
}: {
  entry: DeskQueueEntry;
  busy: string | null;
  onAct: (e: DeskQueueEntry, act: EntryAct) => void;
  onChange: () => void;
}) {
  const buttons = buttonsFor(e);
  const finished = e.state === 'done' || e.state === 'no_show';
  return (
    <Card.Root
      size="sm"
      variant="outline"
      bg={finished ? 'gray.50' : e.priority ? 'red.50' : 'white'}
      role="article"
      aria-label={`${m.queue_token({ token: e.token })}, ${e.name}, ${STATE_LABELS[e.state]()}`}
      data-testid="queue-entry"
      data-token={e.token}
      data-state={e.state}
    >
      <Card.Body px="3" py="2.5" gap="2">
        <Flex gap="3" align="start">
          <Box
            minW="12"
            textAlign="center"
            fontSize="2xl"
            fontWeight="bold"
            lineHeight="1.1"
            color={finished ? 'ink.700' : 'brand.fg'}
            aria-hidden="true"
          >
            {e.token}
          </Box>
          <Stack gap="0.5" minW="0" flex="1">
            <Text fontWeight="semibold" wordBreak="break-word" lineHeight="short">
              {e.name}
            </Text>
            <Text fontSize="sm" color="ink.700">
              {e.slot_start ? m.queue_booked_at({ time: slotLabel(e.slot_start) }) : m.queue_walk_in()}
              {e.age !== null ? ` · ${m.queue_age({ age: e.age })}` : ''}
              {e.for_other ? ` · ${m.queue_for_other_mark()}` : ''}
              {e.phone ? (
                <>
                  {' · '}
                  <Link href={telLink(e.phone)} color="brand.fg">
                    {e.phone}
                  </Link>
                </>
              ) : null}
            </Text>
          </Stack>
          <Stack gap="1" align="end" flexShrink={0}>
            {e.state !== 'waiting' ? (
              <Badge colorPalette={STATE_PALETTES[e.state]} variant="subtle" data-testid="queue-state">
                {STATE_LABELS[e.state]()}
              </Badge>
            ) : null}
            {e.priority ? (
              <Badge colorPalette="red" variant="solid" data-testid="queue-priority">
                {m.queue_priority_mark()}
              </Badge>
            ) : null}
            <ReportsMark count={e.reports} />
            {e.skipped_at && e.state === 'waiting' ? (
              <Badge colorPalette="orange" variant="subtle">
                {m.queue_skipped_mark()}
              </Badge>
            ) : null}
          </Stack>
        </Flex>
        {buttons.length || entryActions.length ? (
          <Wrap gap="1.5" role="group" aria-label={m.queue_actions_for({ token: e.token })}>
            {buttons.map((b) => (
              <Button
                key={`${b.action}${b.state ?? ''}`}
                size="sm"
                variant={b.primary ? 'solid' : 'outline'}
                colorPalette={b.primary ? 'brand' : (b.palette ?? 'gray')}
                loading={busy === `${e.id} ${b.action}`}
                onClick={() => onAct(e, { action: b.action, state: b.state })}
              >
                {b.icon}
                {b.label()}
              </Button>
            ))}
            {entryActions.map((Extra, i) => (
              <Extra key={i} entry={e} onChange={onChange} />
            ))}
          </Wrap>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
