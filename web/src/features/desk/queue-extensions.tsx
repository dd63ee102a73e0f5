import type { ComponentType } from 'react';
import type { DeskQueueEntry } from '../../../../common/queue-desk';

/** What an entry's extra action is given: the entry as the desk last read it, and how to read the queue again. */
export interface EntryActionProps {
  entry: DeskQueueEntry;
  onChange: () => void;
}

/**
 * The extension point of a queue entry's actions (issue 27): each component here renders its own buttons after the
 * desk's own (call, with the doctor, done…) on every entry, whatever its state, and decides itself when it shows
 * anything — e.g. "Print slip" on every entry, "Set follow-up" once the entry is done. Add one line per feature.
 */
export const entryActions: ComponentType<EntryActionProps>[] = [];
