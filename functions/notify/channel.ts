import type { Place, SenderName } from '../../common/clinic/schedule';
import type { Env } from '../platform/env';
import type { OutboxOutcome, OutboxRow } from './db/outbox';
import type { Records } from './email/compose';

/** Where a message's place is read from, with the clinic's sender name (email/compose.tsx messageFactsOf). */
export type FactsOf = (placeId: string) => Promise<{ place: Place; sender: SenderName }>;

/** What a channel is given to send one claimed row: the records it is about, the place's facts, the outbox's backoff. */
export interface DeliveryContext {
  /** The bookings, messages and requests the claimed rows are about, read once for the whole run. */
  records: Records;
  /** A place's facts and the clinic's sender name, for the phone's templates. */
  factsOf: FactsOf;
  /** When a failure that may pass is tried again (the outbox's backoff); null after the last attempt. */
  retryAt: () => string | null;
}

/**
 * One way a message reaches a person. The outbox claims rows (`outbox.channel` names the channel) and hands each to its
 * channel, which composes it from D1 as it now stands, sends it over the provider's own HTTP API, and says how the
 * attempt ended — sent (the provider's id), failed (and whether a retry may help), skipped, captured (a developer's
 * machine), or pending (not tried now). It never throws for a provider's answer. A new channel is one file in
 * channels/ and one line in channels/index.ts.
 */
export interface Channel {
  /** The outbox's name for the channel. */
  name: string;
  deliver(env: Env, row: OutboxRow, context: DeliveryContext): Promise<OutboxOutcome>;
}
