/**
 * The desk API's answers as the page reads them. Bookings and messages have their one shape in common/desk/types.ts
 * (shared with functions/desk/db/desk.ts); the day, closure and session answers are restated here.
 */

import type { DeskBooking } from '../../../../common/desk/types';

export type { BookingStatus, DeskBooking, DeskMessage } from '../../../../common/desk/types';

export interface DaySlot {
  time: string;
  capacity: number;
  taken: number;
  closed: boolean;
  /** Where the time is (none in an answer from before places). */
  place?: { id: string; name: string };
  /** false: bookings sit at a time the schedule no longer offers that day (to be moved or cancelled). */
  offered?: false;
  bookings: DeskBooking[];
}

export interface Closure {
  id: string;
  start_date: string;
  end_date: string;
  slots: string[];
  reason: string;
  /** The reason in Hindi patients see ('' = none: they read the sentence without a reason). */
  reason_hi: string;
  created_by: string;
  created_at: string;
}

/** A checked-in booking's place in the queue (issue 27). */
export interface DayToken {
  appointment_id: string;
  token: number;
  state: string;
}

export interface DayAnswer {
  date: string;
  today: string;
  closures: Closure[];
  slots: DaySlot[];
  /** The day's checked-in bookings' tokens. */
  tokens?: DayToken[];
}

export interface Me {
  email: string;
  via: 'access' | 'development';
}

/** A privacy request as GET /api/desk/privacy lists it. */
export interface PrivacyRequest {
  id: string;
  email: string;
  kind: 'access' | 'correction' | 'erasure' | 'grievance' | null;
  details: string | null;
  status: 'unverified' | 'open' | 'done';
  created_at: string;
  due_at: string | null;
  done_at: string | null;
  done_by: string | null;
  outcome: string | null;
}
