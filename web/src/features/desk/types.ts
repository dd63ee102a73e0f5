/**
 * The desk API's answers as the page reads them (functions/routes/desk.ts and functions/db/desk.ts are the source;
 * web never imports functions/, so the shapes are restated here).
 */

export type BookingStatus = 'booked' | 'cancelled' | 'arrived' | 'no_show';

export interface DeskBooking {
  id: string;
  full_name: string;
  email: string;
  phone: string;
  appointment_date: string;
  appointment_time: string;
  message: string;
  visit_reason: string;
  reports_uploaded: number;
  status: BookingStatus;
  status_reason: string | null;
  status_by: string | null;
  created_at: string;
  /** 'other' when someone booked for the patient: then the booker's name and relationship. */
  booked_for: 'self' | 'other';
  booker_name: string | null;
  booker_relationship: string | null;
  patient_under_18: number;
}

export interface DaySlot {
  time: string;
  capacity: number;
  taken: number;
  closed: boolean;
  bookings: DeskBooking[];
}

export interface Closure {
  id: string;
  start_date: string;
  end_date: string;
  slots: string[];
  reason: string;
  created_by: string;
  created_at: string;
}

export interface DayAnswer {
  date: string;
  today: string;
  closures: Closure[];
  slots: DaySlot[];
}

export interface DeskMessage {
  id: string;
  source: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  status: 'new' | 'handled';
  handled_by: string | null;
  handled_at: string | null;
  created_at: string;
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
