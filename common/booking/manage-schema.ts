import * as v from 'valibot';
import { PRIMARY_PHONE } from '../clinic/facts';
import type { Locale } from '../i18n/locale';
import { m } from '../paraglide/messages.js';
import { localized, multiLine } from '../platform/fields';
import type { ManageReports } from '../reports/types';
import type { PaymentStatus } from './payment';
import { AppointmentSchema } from './schema';

/**
 * The manage link's API (POST /api/manage/lookup, /cancel, /reschedule): bodies and the texts patients read. The
 * token comes from the link's fragment; its shape is checked by the API, which answers a malformed one exactly as an
 * unknown one.
 */

const token = v.string(localized(m.server_link_incomplete));

export const ManageLookupSchema = v.object({ token });

/** Longest reason a patient may give for cancelling. */
export const CANCEL_REASON_MAX = 500;

export const ManageCancelSchema = v.object({
  token,
  reason: multiLine(m.server_label_reason, CANCEL_REASON_MAX, false),
});

/** Removing one of the booking's reports through the link (POST /api/manage/reports/remove). */
export const ManageReportRemoveSchema = v.object({
  token,
  report: v.pipe(
    v.string(localized(m.server_report_not_found)),
    v.regex(/^rep_[0-9a-f]{32}$/, localized(m.server_report_not_found)),
  ),
});

export const ManageRescheduleSchema = v.object({
  token,
  appointment_date: AppointmentSchema.entries.appointment_date,
  appointment_time: AppointmentSchema.entries.appointment_time,
});

/**
 * The one answer for a link that is unknown, used up (the booking was cancelled) or expired: it tells nothing more.
 * In a language (English when not given).
 */
export function linkInactiveMessage(lang: Locale = 'en'): string {
  return m.forms_manage_link_inactive({ phone: PRIMARY_PHONE.display }, { locale: lang });
}

/** The inactive link's answer in English. */
export const LINK_INACTIVE_MESSAGE = linkInactiveMessage('en');

/** Why a booking can no longer be changed online, as the patient reads it (in `lang`, English when not given). */
export function tooLateMessage(reason: 'cutoff' | 'past' | 'status', cutoffHours: number, lang: Locale = 'en'): string {
  const phone = PRIMARY_PHONE.display;
  const locale = { locale: lang };
  if (reason === 'past') return m.forms_manage_too_late_past({ phone }, locale);
  if (reason === 'status') return m.forms_manage_too_late_status({ phone }, locale);
  return cutoffHours === 1
    ? m.forms_manage_too_late_cutoff_one({ hours: cutoffHours, phone }, locale)
    : m.forms_manage_too_late_cutoff_other({ hours: cutoffHours, phone }, locale);
}

/** A booking as the manage page shows it: no contact details, only what the patient needs to recognise it. */
/** The booking's fee on its page (decision 031): its state, the amount, until when a held place waits, where to pay. */
export interface ManagePayment {
  status: PaymentStatus;
  amount_inr: number;
  until?: string;
  pay_url?: string;
}

export interface ManagedBooking {
  reference: string;
  first_name: string;
  date: string;
  date_label: string;
  /** As booked, India Standard Time, e.g. "10:00 AM". */
  time: string;
  doctor: string;
  visit_reason: string;
  visit_label: string;
  status: 'booked' | 'cancelled';
  /** Whether the link may still cancel or move it; when not, `blocked` says why and the page offers the phone. */
  can_change: boolean;
  blocked: 'cutoff' | 'past' | 'status' | null;
  cutoff_hours: number;
  /** Held unconfirmed (booked from a form without JavaScript): the page asks the patient to confirm it. */
  needs_confirmation?: boolean;
  /** The language it was booked in: its labels here and every e-mail about it are in this language. */
  locale?: Locale;
  /**
   * Messages to the booking's phone: 'on' (opted in), 'off' (stopped since: the page says so), 'none' (never asked
   * for: nothing shown). Given by lookup and stop-messages.
   */
  phone_messages?: 'none' | 'on' | 'off';
  /**
   * Which link opened the page: the e-mailed manage link, or a phone message's link, whose page shows only what the
   * messages show (no visit reason: a phone number proves nobody, decision 024).
   */
  opened_by?: 'email' | 'phone';
  /** The reports sent for it (decision 029): their list when opened from the e-mail, only how many from a phone. */
  reports?: ManageReports;
  /** The fee, when it was asked online or paid (decision 031). */
  payment?: ManagePayment;
  /** "Tell me if an earlier time opens" (decision 030): what was asked, whether it may be asked, on which channels. */
  earlier?: ManageEarlier;
}

/** The manage page's "earlier time" section. */
export interface ManageEarlier {
  /** The request standing: from which date, the times that suit ([] any), the channels. Null when none. */
  asked: { from: string; times: string[]; email: boolean; whatsapp: boolean } | null;
  /** The booking is ahead and may still be moved by the link. */
  can_ask: boolean;
  /** Offers may go on WhatsApp (the channel is on and the booking has a number it can reach). */
  whatsapp: boolean;
  /** The booking's own times to choose from are the clinic's; the page offers the first date a request may start. */
  today: string;
}
