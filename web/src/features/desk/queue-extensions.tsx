import { Button, HStack, Text } from '@chakra-ui/react';
import { Eraser } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { clinicDate } from '../../../../common/booking/schedule';
import type { DeskQueueEntry } from '../../../../common/queue/desk';
import { m } from '../../i18n';
import { SetFollowUp } from './follow-ups';
import { PrintSlipButton } from './queue-slip';
import { useDeskAction } from './session';

/** What an entry's extra action is given: the entry as the desk last read it, and how to read the queue again. */
export interface EntryActionProps {
  entry: DeskQueueEntry;
  onChange: () => void;
}

/** "Set follow-up", once the patient is done: the choices count from the day of the visit. */
function FollowUpAtDone({ entry, onChange }: EntryActionProps) {
  if (entry.state !== 'done') return null;
  return (
    <SetFollowUp
      entryId={entry.id}
      token={entry.token}
      visitDate={clinicDate(new Date(entry.checked_in_at))}
      onSet={onChange}
    />
  );
}

/** "Print slip" while the patient waits or is called: the token and the QR code of their status page. */
function SlipWhileWaiting({ entry }: EntryActionProps) {
  if (entry.state !== 'waiting' && entry.state !== 'called') return null;
  return <PrintSlipButton entry={entry} />;
}

/**
 * "Erase details" on a walk-in (the person asked: a walk-in has no e-mail to prove, so the desk does it): asks once
 * more, then the name, phone and age go, with any follow-up; the token stays. Not on booked patients (a booking is
 * erased from its card) nor on an entry already erased.
 */
function EraseWalkIn({ entry, onChange }: EntryActionProps) {
  const { busy, run } = useDeskAction();
  const [asking, setAsking] = useState(false);
  if (entry.appointment_id !== null || entry.erased) return null;
  if (!asking) {
    return (
      <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setAsking(true)}>
        <Eraser size={16} aria-hidden /> {m.queue_erase()}
      </Button>
    );
  }
  return (
    <HStack gap="1.5" wrap="wrap" role="group" aria-label={m.queue_erase()}>
      <Text fontSize="sm">{m.queue_erase_confirm()}</Text>
      <Button
        size="sm"
        colorPalette="red"
        loading={busy === 'erase'}
        onClick={() =>
          void run(
            { name: 'erase', path: `/queue/${encodeURIComponent(entry.id)}/erase`, failed: m.queue_erase_failed() },
            () => ({ title: m.queue_erase_done(), description: m.queue_token({ token: entry.token }) }),
            () => {
              setAsking(false);
              onChange();
            },
          )
        }
      >
        {m.queue_erase_yes()}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
        {m.queue_erase_keep()}
      </Button>
    </HStack>
  );
}

/**
 * The extension point of a queue entry's actions (issue 27): each component here renders its own buttons after the
 * desk's own (call, with the doctor, done…) on every entry, whatever its state, and decides itself when it shows
 * anything. One line per feature.
 */
export const entryActions: ComponentType<EntryActionProps>[] = [SlipWhileWaiting, FollowUpAtDone, EraseWalkIn];
