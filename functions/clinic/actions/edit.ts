/**
 * The desk's edit of the clinic's schedule (decision 023): read, preview and save. A save never strands a booking
 * silently — bookings the edit leaves at times no longer offered (at their place) are listed, or cancelled with the
 * patient told when the desk asks for it — and never leaves patients waiting today in a session it takes away.
 */
import { addDays, clinicDate, IST_OFFSET_MINUTES } from '../../../common/booking/schedule';
import { type ClinicSchedule, labelMinutes, sessionsOn, slotOn, weeklyHours } from '../../../common/clinic/schedule';
import {
  type ClinicEdit,
  clinicEditProblems,
  type EditableSchedule,
  STRANDED_CANCEL,
  scheduleOfEdit,
} from '../../../common/clinic/schema';
import type { DeskPaymentSetup } from '../../../common/desk/payment';
import { type Locale, localeOf } from '../../../common/i18n/locale';
import { m } from '../../../common/paraglide/messages.js';
import { cancelBooking, forgetAvailability } from '../../booking/actions';
import { appointmentById } from '../../booking/db';
import { termsOf } from '../../payments/actions';
import { razorpayKeys } from '../../platform/flags';
import type { Site } from '../../platform/site';
import { type InQueue, patientsInQueue } from '../../queue/db';
import { offerFreePlaces } from '../../waitlist/actions';
import { readEditableSchedule, saveSchedule, type UpcomingBooking } from '../db/schedule';
import { forgetClinicSnapshot } from './snapshot';

export type { InQueue, UpcomingBooking };

/**
 * The reason a stranded booking's cancellation gives, in the language it was booked in (the patient's e-mail says the
 * clinic cancelled it, and why).
 */
export function hoursChangedReason(locale: Locale): string {
  return m.server_hours_changed_reason({}, { locale });
}

/** Days from today whose cached availability a save drops in this data centre (the public window and more). */
const FORGET_DAYS = 60;

/** The schedule as the desk edits it. */
export async function editableSchedule(site: Site): Promise<EditableSchedule> {
  return (await readEditableSchedule(site.env.DB)).schedule;
}

/**
 * The Clinic tab's read: the schedule, and what online payment is beside its setting — whether Razorpay is configured
 * here, the mode that applies, and why it is off although chosen (decision 031).
 */
export async function deskClinicRead(site: Site): Promise<{ schedule: EditableSchedule; payment: DeskPaymentSetup }> {
  const schedule = await editableSchedule(site);
  const terms = termsOf(site.env, schedule);
  return {
    schedule,
    payment: { configured: razorpayKeys(site.env) !== null, mode: terms.mode, offBecause: terms.offBecause },
  };
}

/** True when the booking's slot has not started yet (a session already under way is not the edit's to strand). */
function ahead(b: UpcomingBooking, today: string, now: Date): boolean {
  if (b.date > today) return true;
  const minutesNow = (now.getUTCHours() * 60 + now.getUTCMinutes() + IST_OFFSET_MINUTES) % 1440;
  return labelMinutes(b.time) > minutesNow;
}

const offers = (s: ClinicSchedule, b: UpcomingBooking) => slotOn(s, b.date, b.time)?.placeId === b.placeId;

/** An edit checked against the stored schedule, or why it cannot be made. */
type Checked =
  | { kind: 'problems'; error: string }
  | {
      kind: 'checked';
      stored: EditableSchedule;
      readAt: string;
      next: EditableSchedule;
      stranded: UpcomingBooking[];
      inQueue: InQueue[];
    };

/**
 * The edit checked against the stored schedule: the problems across its parts, or the stored schedule, the moment it
 * was read, the bookings from today on it would strand (offered by the stored schedule, not by the edit), and the
 * patients waiting today in a session it takes away or moves.
 */
async function check(site: Site, edit: ClinicEdit): Promise<Checked> {
  const today = clinicDate();
  const { schedule: stored, readAt, bookings } = await readEditableSchedule(site.env.DB, today);
  const problems = clinicEditProblems(
    edit,
    stored.places.map((p) => p.id),
  );
  if (problems.length) {
    const error =
      problems.length === 1 ? problems[0] : `Please fix these ${problems.length} things: ${problems.join(' ')}`;
    return { kind: 'problems', error: error ?? '' };
  }
  const next = scheduleOfEdit(edit, stored.version, stored.settings);
  const now = new Date();
  const stranded = bookings.filter((b) => ahead(b, today, now) && offers(stored, b) && !offers(next, b));
  // Patients waiting today in a session the edit takes away (or moves): never left in a queue for no session.
  const kept = sessionsOn(next, today);
  const inQueue = (await patientsInQueue(site.env.DB, today)).filter(
    (p) => !kept.some((s) => s.placeId === p.placeId && s.start === p.start),
  );
  return { kind: 'checked', stored, readAt, next, stranded, inQueue };
}

/** Each place's weekly hours as the edit would show them to patients (weeklyHours: runs of days, Monday first). */
function hoursOf(s: EditableSchedule) {
  return s.places.filter((p) => !p.retired).map((p) => ({ placeId: p.id, name: p.name, runs: weeklyHours(s, p.id) }));
}

/** What the edit would do, nothing stored: the weekly hours per place, the bookings it strands, the patients waiting. */
export async function previewEdit(site: Site, edit: ClinicEdit) {
  const r = await check(site, edit);
  if (r.kind === 'problems') return r;
  return { kind: 'preview' as const, hours: hoursOf(r.next), stranded: r.stranded, inQueue: r.inQueue };
}

export type SaveOutcome =
  | { kind: 'problems'; error: string }
  | { kind: 'stale' }
  | { kind: 'in_queue'; inQueue: InQueue[] }
  | { kind: 'stranded'; stranded: UpcomingBooking[] }
  | { kind: 'bookings_changed' }
  | { kind: 'saved'; schedule: EditableSchedule; cancelled: string[] };

/**
 * Saves the edit from the version the desk read. A session of today that still has patients waiting (checked in, not
 * yet seen) cannot be removed or moved, whatever the desk asks (they are in the room; the session ends when they are
 * seen). Bookings it would strand stop the save, unless `stranded: 'cancel_and_notify'`: the schedule is saved first
 * and each is then cancelled as a staff cancellation (the patient gets the clinic's cancellation e-mail, which asks
 * them to book again). Afterwards this data centre's copies of the schedule and of the next FORGET_DAYS days'
 * availability are dropped.
 */
export async function saveEdit(site: Site, edit: ClinicEdit, actor: string): Promise<SaveOutcome> {
  const r = await check(site, edit);
  if (r.kind === 'problems') return r;
  const { stored, stranded, inQueue } = r;
  if (edit.version !== stored.version) return { kind: 'stale' };
  if (inQueue.length) return { kind: 'in_queue', inQueue };
  if (stranded.length && edit.stranded !== STRANDED_CANCEL) return { kind: 'stranded', stranded };
  const today = clinicDate();
  const saved = await saveSchedule(site.env.DB, edit, { version: stored.version, readAt: r.readAt, today }, actor, {
    places: edit.places.length,
    sessions: edit.sessions.length,
    dateSessions: edit.dateSessions.length,
    cancelled: stranded.length,
  });
  if (saved === 'stale') return { kind: 'stale' };
  if (saved === 'bookings-changed') return { kind: 'bookings_changed' };
  const cancelled: string[] = [];
  for (const b of stranded) {
    const row = await appointmentById(site.env.DB, b.id);
    if (!row) continue;
    const o = await cancelBooking(site, row, hoursChangedReason(localeOf(row.locale)), { who: 'staff', staff: actor });
    if (o.kind === 'done') cancelled.push(b.id);
  }
  await forgetClinicSnapshot(site);
  await forgetAvailability(site, ...Array.from({ length: FORGET_DAYS + 1 }, (_, i) => addDays(today, i)));
  // A capacity raised or a session added may have freed places: whoever waits for them is offered one (decision 030).
  const waitUntil = (p: Promise<unknown>) => site.executionCtx.waitUntil(p);
  waitUntil(offerFreePlaces(site.env, new Date(), { waitUntil }).catch(() => {}));
  return { kind: 'saved', schedule: await editableSchedule(site), cancelled };
}
