import type { Context } from 'hono';
import { Hono } from 'hono';
import { addDays, clinicDate, IST_OFFSET_MINUTES } from '../../../common/booking/schedule';
import { type ClinicSchedule, labelMinutes, sessionsOn, slotOn, weeklyHours } from '../../../common/clinic/schedule';
import {
  type ClinicEdit,
  ClinicEditSchema,
  clinicEditProblems,
  type EditableSchedule,
  STRANDED_CANCEL,
  scheduleOfEdit,
} from '../../../common/clinic/schema';
import { type Locale, localeOf } from '../../../common/i18n/locale';
import { m } from '../../../common/paraglide/messages.js';
import { parseWith } from '../../../common/platform/fields';
import { forgetAvailability } from '../../booking/actions/availability';
import { cancelBooking } from '../../booking/actions/change';
import { appointmentById } from '../../booking/db/appointments';
import type { StaffIdentity } from '../../platform/access';
import type { AppEnv } from '../../platform/env';
import { fail, readJsonBody } from '../../platform/http';
import { storage } from '../../platform/routes/storage';
import { type InQueue, patientsInQueue } from '../../queue/db/queue';
import { forgetClinicSnapshot } from '../actions/snapshot';
import { readEditableSchedule, saveSchedule, type UpcomingBooking } from '../db/schedule';

/**
 * The desk's Clinic page (/api/desk/clinic, mounted from desk.ts behind its Access check): the clinic's places,
 * sessions, dated sessions and settings, read, previewed and saved. A save never strands a booking silently: bookings
 * the edit leaves at times no longer offered (at their place) are listed with a 409, or cancelled with the patient told
 * when the desk asks for it.
 */
type DeskEnv = AppEnv & { Variables: { staff: StaffIdentity } };

export const deskClinic = new Hono<DeskEnv>();

/**
 * The reason a stranded booking's cancellation gives, in the language it was booked in (the patient's e-mail says the
 * clinic cancelled it, and why).
 */
export function hoursChangedReason(locale: Locale): string {
  return m.server_hours_changed_reason({}, { locale });
}

/** Days from today whose cached availability a save drops in this data centre (the public window and more). */
const FORGET_DAYS = 60;

const STALE = 'The clinic’s schedule was changed on another desk meanwhile. Reload it and make the edit again.';

const staff = (c: Context<DeskEnv>) => c.get('staff').email;

deskClinic.get('/', (c) =>
  storage(c, async () => {
    const { schedule } = await readEditableSchedule(c.env.DB);
    return c.json({ success: true as const, schedule });
  }),
);

/** True when the booking's slot has not started yet (a session already under way is not the edit's to strand). */
function ahead(b: UpcomingBooking, today: string, now: Date): boolean {
  if (b.date > today) return true;
  const minutesNow = (now.getUTCHours() * 60 + now.getUTCMinutes() + IST_OFFSET_MINUTES) % 1440;
  return labelMinutes(b.time) > minutesNow;
}

const offers = (s: ClinicSchedule, b: UpcomingBooking) => slotOn(s, b.date, b.time)?.placeId === b.placeId;

/**
 * The request checked against the schema and against the stored schedule: a 400 naming each problem, or the edit with
 * the stored schedule, the moment it was read, and the bookings from today on that the edit would strand (offered by
 * the stored schedule, not by the edit).
 */
async function checked(c: Context<DeskEnv>): Promise<
  | { ok: false; res: Response }
  | {
      ok: true;
      edit: ClinicEdit;
      stored: EditableSchedule;
      readAt: string;
      next: EditableSchedule;
      stranded: UpcomingBooking[];
      inQueue: InQueue[];
    }
> {
  const { body } = await readJsonBody(c);
  const parsed = parseWith(ClinicEditSchema, body);
  if (!parsed.success) return { ok: false, res: fail(c, 400, parsed.error, parsed.fields) };
  const edit = parsed.output;
  const today = clinicDate();
  const { schedule: stored, readAt, bookings } = await readEditableSchedule(c.env.DB, today);
  const problems = clinicEditProblems(
    edit,
    stored.places.map((p) => p.id),
  );
  if (problems.length) {
    const error =
      problems.length === 1 ? problems[0] : `Please fix these ${problems.length} things: ${problems.join(' ')}`;
    return { ok: false, res: fail(c, 400, error ?? '') };
  }
  const next = scheduleOfEdit(edit, stored.version, stored.settings.senderName);
  const now = new Date();
  const stranded = bookings.filter((b) => ahead(b, today, now) && offers(stored, b) && !offers(next, b));
  // Patients waiting today in a session the edit takes away (or moves): never left in a queue for no session.
  const kept = sessionsOn(next, today);
  const inQueue = (await patientsInQueue(c.env.DB, today)).filter(
    (p) => !kept.some((s) => s.placeId === p.placeId && s.start === p.start),
  );
  return { ok: true, edit, stored, readAt, next, stranded, inQueue };
}

/** Each place's weekly hours as the edit would show them to patients (weeklyHours: runs of days, Monday first). */
function hoursOf(s: EditableSchedule) {
  return s.places.filter((p) => !p.retired).map((p) => ({ placeId: p.id, name: p.name, runs: weeklyHours(s, p.id) }));
}

/** What the edit would do, nothing stored: the weekly hours per place and the bookings it would strand. */
deskClinic.post('/preview', (c) =>
  storage(c, async () => {
    const r = await checked(c);
    if (!r.ok) return r.res;
    return c.json({ success: true as const, hours: hoursOf(r.next), stranded: r.stranded, in_queue: r.inQueue });
  }),
);

/**
 * Saves the edit from the version the desk read (a newer one: 409, reload). A session of today that still has patients
 * waiting (checked in, not yet seen) cannot be removed or moved: 409 with their list, whatever the desk asks (they are
 * in the room; the session ends when they are seen). Bookings it would strand: 409 with the list, unless
 * `stranded: 'cancel_and_notify'`, when the schedule is saved first and then each is cancelled as a staff cancellation
 * (the patient gets the clinic's cancellation e-mail, which asks them to book again). Afterwards this data centre's
 * copies of the schedule and of the next FORGET_DAYS days' availability are dropped.
 */
deskClinic.put('/', (c) =>
  storage(c, async () => {
    const r = await checked(c);
    if (!r.ok) return r.res;
    const { edit, stored, stranded, inQueue } = r;
    if (edit.version !== stored.version) {
      return fail(c, 409, STALE);
    }
    if (inQueue.length) {
      const error = `${inQueue.length === 1 ? 'A patient is' : `${inQueue.length} patients are`} waiting today in a session this edit removes or moves. Keep today's session until ${inQueue.length === 1 ? 'they are' : 'all are'} seen (or marked no-show), then save again; later days can change now.`;
      return c.json({ success: false as const, error, in_queue: inQueue }, 409);
    }
    if (stranded.length && edit.stranded !== STRANDED_CANCEL) {
      const error = `${stranded.length === 1 ? 'One booking is' : `${stranded.length} bookings are`} at a time the new schedule no longer offers there. Move ${stranded.length === 1 ? 'it' : 'each'} to another time, or cancel and notify.`;
      return c.json({ success: false as const, error, stranded }, 409);
    }
    const today = clinicDate();
    const saved = await saveSchedule(c.env.DB, edit, { version: stored.version, readAt: r.readAt, today }, staff(c), {
      places: edit.places.length,
      sessions: edit.sessions.length,
      dateSessions: edit.dateSessions.length,
      cancelled: stranded.length,
    });
    if (saved === 'stale') {
      return fail(c, 409, STALE);
    }
    if (saved === 'bookings-changed') {
      return fail(c, 409, 'A booking was made or changed while you saved. Please preview again and save.');
    }
    const cancelled: string[] = [];
    for (const b of stranded) {
      const row = await appointmentById(c.env.DB, b.id);
      if (!row) continue;
      const reason = hoursChangedReason(localeOf(row.locale));
      const o = await cancelBooking(c, row, reason, { who: 'staff', staff: staff(c) });
      if (o.kind === 'done') cancelled.push(b.id);
    }
    await forgetClinicSnapshot(c);
    await forgetAvailability(c, ...Array.from({ length: FORGET_DAYS + 1 }, (_, i) => addDays(today, i)));
    const { schedule } = await readEditableSchedule(c.env.DB);
    return c.json({ success: true as const, schedule, cancelled });
  }),
);
