/** The outbox's types (no code): what a queued message, a row and its detail are. */
import type { MessageKind } from '../../common/notify/kinds';

export type { MessageKind };

export type MessageStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'captured' | 'skipped';
/** The channel an outbox row goes out on: one outbox for every channel (decision 024). */
export type ChannelName = 'email' | 'whatsapp' | 'sms';

/**
 * What an e-mail about a booking is about, fixed when it is queued: the appointment's date, time, place and calendar
 * sequence (and, for a reschedule, the time it moved from). Every attempt renders the same bytes from it.
 */
export interface MessageDetail {
  date?: string;
  time?: string;
  /** Where (the place's id): the e-mails name it, its address and map link. */
  placeId?: string;
  sequence?: number;
  previousDate?: string;
  previousTime?: string;
  /** The patient's booking e-mail asks them to confirm a place held unconfirmed (a form without JavaScript). */
  confirm?: boolean;
  /** A phone message's link code was exchanged (once) for the manage link, then (ISO). */
  linkUsedAt?: string;
  /** The session event a message tells of (the doctor running late): each patient is told of it once. */
  event?: string;
  /** How many minutes late the doctor runs. */
  minutes?: number;
  /** The queue entry "two patients before you" is about (once per entry), and its token. */
  entry?: string;
  token?: number;
  /** The follow-up a reminder is about (its due date is `date`). */
  followUp?: string;
  /**
   * A payment's receipt or refund (issue 42): Razorpay's payment id (or the counter's), the amount in paise (the
   * refund's, for a refund), when it was paid (ISO) and how, and why it is refunded.
   */
  paymentId?: string;
  amountPaise?: number;
  paidAt?: string;
  method?: 'razorpay' | 'counter';
  reason?: 'cancelled' | 'late_payment' | 'staff';
}

export interface OutboxRow {
  id: string;
  kind: MessageKind;
  channel: ChannelName;
  ref_id: string;
  status: MessageStatus;
  attempts: number;
  provider_id: string | null;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
  /** JSON of MessageDetail. */
  detail: string;
}

/**
 * How a new e-mail is written: 'sending' when the request that stores it sends it right after answering (attempt 1,
 * no separate claim; if that request dies first, the row goes stale and the scheduler picks it up); 'captured' when
 * no provider is configured (local development: it is printed, never sent); 'pending' while sending is paused.
 */
export type NewMessageState = 'sending' | 'captured' | 'pending';

/** One e-mail to queue. A `dueAt` row (a reminder) waits as 'pending' for the scheduler, whatever the state. */
export interface QueuedMessage {
  id: string;
  kind: MessageKind;
  refId: string;
  detail: MessageDetail;
  dueAt?: string;
  /** 'email' unless given; a phone row also says how it is written (its channel's state, not the e-mails'). */
  channel?: ChannelName;
  state?: NewMessageState;
  /**
   * When it was queued (ISO), written as the row's created_at and used by the request that sends it at once: the
   * calendar file's DTSTAMP comes from it, so the first attempt and every retry carry the same bytes.
   */
  queuedAt: string;
}

export interface OutboxOutcome {
  /** 'pending': not tried now (a phone message waiting for its number's spacing or the daily cap). */
  status: 'sent' | 'failed' | 'captured' | 'skipped' | 'pending';
  providerId?: string;
  error?: string;
  nextAttemptAt?: string | null;
  /** The attempt is not counted (nothing was sent). */
  uncounted?: boolean;
  /** No attempt can succeed (e.g. not on WhatsApp): no more are made. */
  final?: boolean;
  /** WhatsApp cannot reach the number: the same message goes by SMS (when the patient may get one). */
  smsFallback?: boolean;
}

/** The booking's phone columns (migration 0012): its number in E.164 and, when given, the opt-in's time and notice. */
export interface PhoneColumns {
  phone_e164: string | null;
  messages_opt_in_at: string | null;
  messages_notice_version: string | null;
}
