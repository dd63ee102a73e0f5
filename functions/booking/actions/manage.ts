/**
 * The manage link's side of a booking (decision 008): what a link opens, the booking as its page shows it, and the
 * page's stop of the booking's phone messages. The changes themselves are change.ts's.
 */

import type { ManagedBooking, ManageEarlier, ManagePayment } from '../../../common/booking/manage-schema';
import { addDays, clinicDate } from '../../../common/booking/schedule';
import { visitReasonLabel } from '../../../common/booking/visit-reasons';
import { DOCTOR } from '../../../common/clinic/facts';
import { clinicText } from '../../../common/clinic/facts.hi';
import { dateLabel } from '../../../common/i18n/dates';
import { REPORT_MAX_FILES } from '../../../common/reports/file-check';
import { timesOf } from '../../../common/waitlist/form';
import { phoneMessagesOffered } from '../../notify';
import { manageMessagesState, phoneState, stopMessagesByLink } from '../../notify/db';
import { paymentsByBooking, paymentTerms, payPath } from '../../payments/actions';
import type { Env } from '../../platform/env';
import type { Site } from '../../platform/site';
import { TOKEN_RE, tokenHash } from '../../platform/tokens';
import { reportViews } from '../../reports/actions';
import { earlierEntryOf } from '../../waitlist/db';
import { type AppointmentRow, appointmentByTokenHash, type OpenedBy } from '../db/appointments';
import { blockedReason, type Changer, manageCutoffHours } from './change';

export type { AppointmentRow, OpenedBy };

/** A booking as a link opened it, and which link it was. */
export type LinkedRow = AppointmentRow & { opened_by: OpenedBy };

/** A link stops working this many days after its appointment's date. */
const LINK_DAYS_AFTER = 30;

/**
 * The booking as the manage page shows it, its labels in the language it was booked in. Opened with the phone token (a
 * phone message's link), it shows what the messages themselves show — when, where, change, cancel — and never the
 * visit's reason: a phone number proves nobody, and family phones are shared (decision 024).
 */
function view(row: AppointmentRow, openedBy: OpenedBy, env: Env, now: Date): ManagedBooking {
  const hours = manageCutoffHours(env);
  const blocked = row.status === 'cancelled' ? null : blockedReason(row, hours, now);
  const locale = row.locale;
  const fromEmail = openedBy === 'email';
  return {
    reference: row.id,
    first_name: row.full_name.split(/\s+/)[0] ?? '',
    date: row.appointment_date,
    date_label: dateLabel(row.appointment_date, locale),
    time: row.appointment_time,
    doctor: `${DOCTOR.name}, ${clinicText(locale).doctorSpecialty}`,
    visit_reason: fromEmail ? row.visit_reason : '',
    visit_label: fromEmail ? visitReasonLabel(row.visit_reason, locale) : '',
    status: row.status === 'cancelled' ? 'cancelled' : 'booked',
    can_change: row.status === 'booked' && blocked === null,
    blocked,
    cutoff_hours: hours,
    needs_confirmation: row.status === 'booked' && row.confirm_by !== null,
    locale,
    opened_by: openedBy,
  };
}

/**
 * The booking a link's token opens, with the moment it was read and how a change made through it is decided again on a
 * lost race (on the booking the token then opens); or 'inactive' for a malformed or unknown token, a cancelled booking
 * (its link is used up, whoever cancelled it) and a link past LINK_DAYS_AFTER: one answer for all of them.
 */
export async function openLink(
  site: Site,
  token: string,
): Promise<{ kind: 'inactive' } | { kind: 'open'; row: LinkedRow; now: Date; changer: Changer }> {
  if (!TOKEN_RE.test(token)) return { kind: 'inactive' };
  const hash = await tokenHash(token);
  const row = await appointmentByTokenHash(site.env.DB, hash);
  const now = new Date();
  if (!row || row.status === 'cancelled' || addDays(row.appointment_date, LINK_DAYS_AFTER) < clinicDate(now)) {
    return { kind: 'inactive' };
  }
  return {
    kind: 'open',
    row,
    now,
    changer: { who: 'patient', reread: () => appointmentByTokenHash(site.env.DB, hash) },
  };
}

/** The booking as the page shows it, with the state of messages to its phone (see `manageMessagesState`). */
export async function linkView(
  site: Site,
  row: AppointmentRow,
  openedBy: OpenedBy,
  now: Date,
): Promise<ManagedBooking> {
  const phone_messages = manageMessagesState(await phoneState(site.env.DB, row.id));
  const items = await reportViews(site.env, row.id);
  const open = row.status === 'booked' && row.appointment_date >= clinicDate(now);
  const reports = {
    // From a phone message: how many, never their names (a family phone is shared; decision 024). From the e-mail,
    // one sent on WhatsApp is listed without its name: the booking's number proves nobody to the e-mail's holder.
    ...(openedBy === 'email' ? { items: items.map((r) => (r.source === 'whatsapp' ? { ...r, name: '' } : r)) } : {}),
    count: items.length,
    max: REPORT_MAX_FILES,
    can_add: open && items.length < REPORT_MAX_FILES,
    can_remove: open && openedBy === 'email',
  };
  const base = view(row, openedBy, site.env, now);
  return {
    ...base,
    phone_messages,
    reports,
    earlier: await earlierView(site, row, base.can_change, now),
    payment: await paymentView(site, row, open),
  };
}

/**
 * The fee as the booking's page shows it (decision 031): paid, awaiting (until), refund asked or made, or to pay —
 * with the pay page's address while it can be paid online. None when no fee was asked online and none was paid.
 */
async function paymentView(site: Site, row: AppointmentRow, open: boolean): Promise<ManagePayment | undefined> {
  const p = (await paymentsByBooking(site.env.DB, [row])).get(row.id);
  if (!p || p.amountPaise === null) return undefined;
  // A held place can be paid while it is held; an unpaid one only while the clinic takes payments online.
  const payable =
    open &&
    !!row.manage_nonce &&
    (p.status === 'awaiting' || (p.status === 'unpaid' && (await paymentTerms(site.env)).mode !== 'off'));
  if (p.status === 'unpaid' && row.fee_paise == null) return undefined;
  return {
    status: p.status,
    amount_inr: p.amountPaise / 100,
    ...(p.until ? { until: p.until } : {}),
    ...(payable && row.manage_nonce ? { pay_url: await payPath(site.env, row.id, row.manage_nonce) } : {}),
  };
}

/** The "earlier time" section of a booking's page (decision 030). */
export async function earlierView(
  site: Site,
  row: AppointmentRow,
  canChange: boolean,
  now: Date,
): Promise<ManageEarlier> {
  const entry = await earlierEntryOf(site.env.DB, row.id);
  const times = timesOf(entry?.times);
  return {
    asked: entry
      ? {
          from: entry.date_from,
          times,
          email: Boolean(entry.offers_email_at),
          whatsapp: Boolean(entry.offers_whatsapp_at),
        }
      : null,
    can_ask: canChange && row.status === 'booked',
    whatsapp: phoneMessagesOffered(site.env) && Boolean(row.phone_e164),
    today: clinicDate(now),
  };
}

/**
 * "Stop this appointment's messages to my phone": this booking's messages stop, on WhatsApp and by SMS. Only this
 * booking's: whoever holds the link typed the number, which proves nobody (decision 024). Idempotent.
 */
export function stopLinkMessages(site: Site, row: AppointmentRow): Promise<void> {
  return stopMessagesByLink(site.env.DB, row.id);
}
