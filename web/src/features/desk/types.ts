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
