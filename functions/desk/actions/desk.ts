/**
 * The desk's own actions (decision 009): the day view, search, attendance, staff changes of a booking, erasure, the
 * messages a booking got, contact messages, closures, the export, privacy requests and the audit log. Each reads and
 * writes through the db layer with its audit row, and returns what the route answers.
 */
import { genderLabel } from '../../../common/booking/draft';
import type { PaymentStatus } from '../../../common/booking/payment';
import { addDays, clinicDate } from '../../../common/booking/schedule';
import { visitReasonLabel } from '../../../common/booking/visit-reasons';
import {
  inrCell,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  paidPaise,
  refundText,
} from '../../../common/desk/payment';
import type { ClosureInput } from '../../../common/desk/schema';
import { m } from '../../../common/paraglide/messages.js';
import { RELATIONSHIPS } from '../../../common/privacy/facts';
import {
  type AttendanceOutcome,
  type ChangeOutcome,
  cancelBooking,
  confirmBooking,
  forgetAvailability,
  markAttendance,
  moveBooking,
} from '../../booking/actions';
import {
  appointmentById,
  type Closure,
  closureRows,
  closuresBetween,
  closuresOnStatement,
  createClosure,
  deleteClosure,
} from '../../booking/db';
import { readSchedule, scheduleFromResults, scheduleStatements } from '../../clinic/db';
import { bookingMessages, type ResendResult, resendPhoneMessage, stopNumberAtDesk } from '../../notify/db';
import { paymentOf, paymentsByBooking } from '../../payments/actions';
import { audit, auditStatement } from '../../platform/db/audit';
import type { Site } from '../../platform/site';
import { closePrivacyRequest, eraseBookingAtDesk, listPrivacyRequests } from '../../privacy/db';
import { dayQueueStatement, type QueueRow } from '../../queue/db';
import { deleteObjects } from '../../reports/actions';
import { offerFreePlaces } from '../../waitlist/actions';
import {
  bookingById,
  bookingsBetween,
  bookingsInClosure,
  bookingsOn,
  type DeskBooking,
  type DeskBookingRow,
  listMessages,
  recentAudit,
  searchBookings,
  setMessageStatus,
} from '../db/desk';
import { deskDaySlots } from './desk-day';

export type { DeskBooking, ResendResult };

/** A payment not made yet: awaiting the patient's, or to be paid at the clinic. */
const UNPAID: readonly PaymentStatus[] = ['unpaid', 'awaiting'];

/**
 * The bookings as the desk is shown them: each with its payment (paid, awaiting, pay at the clinic, refunded…). A
 * booking not yet paid that was never asked a fee online is to pay the clinic's fee now (what "Paid at the counter"
 * takes by default): `fee` when the caller read the schedule already, else it is read when needed.
 */
async function withPayments(db: D1Database, rows: DeskBookingRow[], fee?: number | null): Promise<DeskBooking[]> {
  const payments = await paymentsByBooking(db, rows);
  const all = rows.map(({ pay_by, fee_paise, ...b }) => ({
    ...b,
    payment: payments.get(b.id) ?? paymentOf({ pay_by, fee_paise }, []),
  }));
  const unpriced = all.filter((b) => b.payment.amountPaise === null && UNPAID.includes(b.payment.status));
  if (!unpriced.length) return all;
  const feeInr = fee === undefined ? (await readSchedule(db)).settings.feeInr : fee;
  const feePaise = feeInr && feeInr >= 1 ? feeInr * 100 : null;
  for (const b of unpriced) b.payment = { ...b.payment, amountPaise: feePaise };
  return all;
}

/** One booking as the desk is shown it, with its payment; null for none. */
async function oneWithPayment(db: D1Database, row: DeskBookingRow | null): Promise<DeskBooking | null> {
  return row ? ((await withPayments(db, [row]))[0] ?? null) : null;
}

/**
 * The day view: the date's slots from the clinic's schedule (each with its place, capacity, places taken and bookings;
 * times no longer offered that still hold bookings marked `offered: false`), the day's closures and each checked-in
 * booking's token, in one batch with the audit row.
 */
export async function deskDay(site: Site, date: string, actor: string) {
  const db = site.env.DB;
  const { bookings: rows, beside } = await bookingsOn(db, date, actor, [
    closuresOnStatement(db, date),
    dayQueueStatement(db, date),
    ...scheduleStatements(db),
  ]);
  const [closed, queued, ...scheduleRows] = beside;
  const schedule = scheduleFromResults(scheduleRows);
  const bookings = await withPayments(db, rows, schedule.settings.feeInr);
  const closures = closureRows(closed?.results ?? []);
  const slots = deskDaySlots(schedule, date, bookings, closures);
  const tokens = ((queued?.results ?? []) as QueueRow[])
    .filter((q) => q.appointment_id)
    .map((q) => ({ appointment_id: q.appointment_id, token: q.token, state: q.state }));
  return { closures, slots, tokens };
}

/** Bookings whose name, e-mail or phone match what staff typed (audited, without what was typed). */
export async function searchDesk(site: Site, q: string, actor: string): Promise<DeskBooking[]> {
  return withPayments(site.env.DB, await searchBookings(site.env.DB, q, actor));
}

/** A booking as the desk shows it (erased fields blanked), or null. */
export async function deskBooking(site: Site, id: string): Promise<DeskBooking | null> {
  return oneWithPayment(site.env.DB, await bookingById(site.env.DB, id));
}

/**
 * Marks a booking arrived, no-show or booked again from the day view (the one attendance change): 'missing' for no
 * such booking or a cancelled one, else the attendance's outcome and the booking as it now stands.
 */
export async function deskAttendance(
  site: Site,
  id: string,
  status: 'booked' | 'arrived' | 'no_show',
  actor: string,
): Promise<
  | { kind: 'missing' }
  | { kind: Exclude<AttendanceOutcome, 'missing'>; before: DeskBookingRow; booking: DeskBooking | null }
> {
  const before = await bookingById(site.env.DB, id);
  if (!before || before.status === 'cancelled') return { kind: 'missing' };
  const outcome = await markAttendance(site, before, status, actor);
  if (outcome === 'missing') return { kind: 'missing' };
  const booking = outcome === 'changed' ? await deskBooking(site, id) : null;
  return { kind: outcome, before, booking };
}

/** A staff change of a booking, and the booking as the desk now shows it when it was made. */
export type DeskChange = { outcome: ChangeOutcome; booking: DeskBooking | null } | { outcome: { kind: 'missing' } };

async function staffChange(
  site: Site,
  id: string,
  change: (row: NonNullable<Awaited<ReturnType<typeof appointmentById>>>) => Promise<ChangeOutcome>,
  onlyBooked = false,
): Promise<DeskChange> {
  const row = await appointmentById(site.env.DB, id);
  if (!row || (onlyBooked && row.status !== 'booked')) return { outcome: { kind: 'missing' } };
  const outcome = await change(row);
  return { outcome, booking: outcome.kind === 'done' ? await deskBooking(site, outcome.row.id) : null };
}

/** Confirms a booking held unconfirmed, for a patient who phoned to confirm it (the clinic knows who they are). */
export function deskConfirm(site: Site, id: string, actor: string): Promise<DeskChange> {
  return staffChange(site, id, (row) => confirmBooking(site, row, { who: 'staff', staff: actor }), true);
}

/** Cancels on the patient's behalf (or the clinic's): the patient gets the cancellation and its calendar update. */
export function deskCancel(site: Site, id: string, reason: string, actor: string): Promise<DeskChange> {
  return staffChange(site, id, (row) => cancelBooking(site, row, reason, { who: 'staff', staff: actor }));
}

/** Moves a booking on the patient's behalf: the same capacity and closures as any booking; no cutoff for staff. */
export function deskMove(
  site: Site,
  id: string,
  to: { date: string; time: string },
  actor: string,
): Promise<DeskChange> {
  return staffChange(site, id, (row) => moveBooking(site, row, to, { who: 'staff', staff: actor }, 'en'));
}

/**
 * Erases one booking's personal fields (the same erasure as a person's request; a booking still ahead is cancelled and
 * its place freed): null for no such booking, else the booking as it now stands (an erased one answers as the first
 * time).
 */
export async function deskErase(site: Site, id: string, actor: string): Promise<DeskBooking | null> {
  const today = clinicDate();
  const result = await eraseBookingAtDesk(site.env.DB, id, today, actor);
  if (result.kind === 'missing') return null;
  if (result.kind === 'erased' && result.date >= today) await forgetAvailability(site, result.date);
  // The booking's reports: their rows went in the batch, their files go now (decision 029).
  if (result.kind === 'erased') await deleteObjects(site.env, result.objectKeys);
  return deskBooking(site, id);
}

/** What went out about a booking on every channel, and its phone's state (audited); null for no such booking. */
export function deskBookingMessages(site: Site, id: string, actor: string) {
  return bookingMessages(site.env.DB, id, actor);
}

/** Sends a failed phone message again (audited); never to a number that said STOP. */
export function deskResend(site: Site, id: string, rowId: string, actor: string): Promise<ResendResult> {
  return resendPhoneMessage(site.env.DB, id, rowId, actor);
}

/**
 * "Stop messages to this number" for a person who phoned: the booking's number joins the opt-out list (audited), then
 * what went out about the booking as it now stands.
 */
export async function deskStopNumber(site: Site, id: string, actor: string) {
  const r = await stopNumberAtDesk(site.env.DB, id, actor);
  if (r !== 'stopped') return { kind: r };
  return { kind: r, messages: await bookingMessages(site.env.DB, id, actor) };
}

/** Contact messages, newest first, optionally only new or handled ones (audited). */
export function deskMessages(site: Site, status: 'new' | 'handled' | undefined, actor: string) {
  return listMessages(site.env.DB, status, actor);
}

/** Marks a contact message handled or new again (audited); false for no such message. */
export function deskMessageStatus(site: Site, id: string, status: 'new' | 'handled', actor: string) {
  return setMessageStatus(site.env.DB, id, status, actor);
}

/** Closures from `from` on, each with the bookings it still covers; audited before anything is read. */
export async function deskClosures(site: Site, from: string, actor: string) {
  await audit(site.env.DB, actor, 'view_closures', from);
  const closures = await closuresBetween(site.env.DB, from, addDays(from, 400));
  return Promise.all(
    closures.map(async (cl) => ({
      ...cl,
      bookings: await withPayments(site.env.DB, await bookingsInClosure(site.env.DB, cl)),
    })),
  );
}

/**
 * Closes a date, a range or some times (audited); availability forgets those dates. The bookings already there are
 * answered for "cancel and notify".
 */
export async function deskClose(
  site: Site,
  input: ClosureInput,
  actor: string,
): Promise<{ closure: Closure; bookings: DeskBooking[] }> {
  const db = site.env.DB;
  const closure = await createClosure(db, input, actor, (id) =>
    auditStatement(db, actor, 'close', id, { from: input.start_date, to: input.end_date, slots: input.slots }),
  );
  for (let d = input.start_date; d <= input.end_date; d = addDays(d, 1)) await forgetAvailability(site, d);
  return { closure, bookings: await withPayments(db, await bookingsInClosure(db, closure)) };
}

/** Removes a closure (audited); availability forgets its dates. False for no such closure. */
export async function deskReopen(site: Site, id: string, actor: string): Promise<boolean> {
  const [closure] = (await closuresBetween(site.env.DB, '0000-01-01', '9999-12-31')).filter((x) => x.id === id);
  if (!closure) return false;
  if (!(await deleteClosure(site.env.DB, id, actor))) return false;
  for (let d = closure.start_date; d <= closure.end_date; d = addDays(d, 1)) await forgetAvailability(site, d);
  // Reopened times are free places: whoever waits for them is offered one (decision 030).
  const waitUntil = (p: Promise<unknown>) => site.executionCtx.waitUntil(p);
  waitUntil(offerFreePlaces(site.env, new Date(), { waitUntil }).catch(() => {}));
  return true;
}

/** The export's rows: a header, then each booking of the date range (audited), as staff read them in Excel. */
export async function exportRows(site: Site, from: string, to: string, actor: string): Promise<unknown[][]> {
  const rows = await withPayments(site.env.DB, await bookingsBetween(site.env.DB, from, to, actor));
  const header = [
    'Date',
    'Time',
    'Status',
    'Name',
    'Phone',
    'E-mail',
    'Visit for',
    'Message',
    'Reference',
    'Booked at',
    'Booked by',
    'Age',
    'Gender',
    'Address',
    'Medical history',
    'Current symptoms',
    'Payment',
    'Paid (₹)',
    'Paid how',
    'Payment id',
    'Refund',
  ];
  return [
    header,
    ...rows.map((b) => [
      b.appointment_date,
      b.appointment_time,
      b.status,
      b.full_name,
      b.phone,
      b.email,
      visitReasonLabel(b.visit_reason),
      b.message,
      b.id,
      b.created_at,
      b.booked_for === 'other' && b.booker_name
        ? `${b.booker_name} (${RELATIONSHIPS.find((r) => r.value === b.booker_relationship)?.label ?? m.server_relationship_unknown({}, { locale: 'en' })})`
        : '',
      b.age,
      genderLabel(b.gender),
      b.address,
      b.medical_history,
      b.current_symptoms,
      PAYMENT_STATUS_LABELS[b.payment.status],
      inrCell(paidPaise(b.payment)),
      b.payment.method && paidPaise(b.payment) !== null ? PAYMENT_METHOD_LABELS[b.payment.method] : '',
      b.payment.paymentId ?? '',
      refundText(b.payment),
    ]),
  ];
}

/** Privacy requests (DPDP), open ones first by due date (audited). */
export function deskPrivacyRequests(site: Site, actor: string) {
  return listPrivacyRequests(site.env.DB, actor);
}

/** Closes an open privacy request with what was done (audited); false for none open with that id. */
export function deskClosePrivacyRequest(site: Site, id: string, outcome: string, actor: string) {
  return closePrivacyRequest(site.env.DB, id, outcome, actor);
}

/** The latest audit rows. */
export function deskAuditLog(site: Site) {
  return recentAudit(site.env.DB);
}
