import type { ComponentType } from 'react';
import type { DeskQueueEntry } from '../../../../common/queue-desk';
import { clinicDate } from '../../../../common/schedule';
import { SetFollowUp } from './follow-ups';
import { PrintSlipButton } from './queue-slip';

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
 * The extension point of a queue entry's actions (issue 27): each component here renders its own buttons after the
 * desk's own (call, with the doctor, done…) on every entry, whatever its state, and decides itself when it shows
 * anything. One line per feature.
 */
export const entryActions: ComponentType<EntryActionProps>[] = [SlipWhileWaiting, FollowUpAtDone];
