import type { Context } from 'hono';
import { Hono } from 'hono';
import { ClinicEditSchema } from '../../../common/clinic/schema';
import type { StaffIdentity } from '../../platform/access';
import type { AppEnv } from '../../platform/env';
import { fail } from '../../platform/http';
import { storage } from '../../platform/routes/storage';
import { json } from '../../platform/validate';
import { deskClinicRead, previewEdit, saveEdit } from '../actions/edit';

/**
 * The desk's Clinic page (/api/desk/clinic, mounted from desk.ts behind its Access check): the clinic's places,
 * sessions, dated sessions and settings, read, previewed and saved (clinic/actions/edit.ts). A save never strands a
 * booking silently: bookings the edit leaves at times no longer offered (at their place) are listed with a 409, or
 * cancelled with the patient told when the desk asks for it; patients waiting today in a session it takes away are
 * listed with a 409 whatever the desk asks.
 */
type DeskEnv = AppEnv & { Variables: { staff: StaffIdentity } };

export const deskClinic = new Hono<DeskEnv>();

const STALE = 'The clinic’s schedule was changed on another desk meanwhile. Reload it and make the edit again.';

const staff = (c: Context<DeskEnv>) => c.get('staff').email;

/** The schedule as the desk edits it, and beside it what online payment is (configured here, off and why). */
deskClinic.get('/', (c) => storage(c, async () => c.json({ success: true as const, ...(await deskClinicRead(c)) })));

/** What the edit would do, nothing stored: the weekly hours per place and the bookings it would strand. */
deskClinic.post('/preview', json(ClinicEditSchema), (c) =>
  storage(c, async () => {
    const r = await previewEdit(c, c.req.valid('json'));
    if (r.kind === 'problems') return fail(c, 400, r.error);
    return c.json({ success: true as const, hours: r.hours, stranded: r.stranded, in_queue: r.inQueue });
  }),
);

/**
 * Saves the edit from the version the desk read (a newer one: 409, reload). Patients waiting today in a session the
 * edit removes or moves: 409 with their list. Bookings it would strand: 409 with the list, unless `stranded:
 * 'cancel_and_notify'`, when each is cancelled as a staff cancellation with the patient told.
 */
deskClinic.put('/', json(ClinicEditSchema), (c) =>
  storage(c, async () => {
    const r = await saveEdit(c, c.req.valid('json'), staff(c));
    switch (r.kind) {
      case 'problems':
        return fail(c, 400, r.error);
      case 'stale':
        return fail(c, 409, STALE);
      case 'in_queue': {
        const n = r.inQueue.length;
        const error = `${n === 1 ? 'A patient is' : `${n} patients are`} in today's queue, in a session this edit removes or moves. Keep today's session until ${n === 1 ? 'they are' : 'each one is'} done (seen, or marked no-show), then save again; later days can change now.`;
        return c.json({ success: false as const, error, in_queue: r.inQueue }, 409);
      }
      case 'stranded': {
        const n = r.stranded.length;
        const error = `${n === 1 ? 'One booking is' : `${n} bookings are`} at a time the new schedule no longer offers there. Move ${n === 1 ? 'it' : 'each'} to another time, or cancel and notify.`;
        return c.json({ success: false as const, error, stranded: r.stranded }, 409);
      }
      case 'bookings_changed':
        return fail(c, 409, 'A booking was made or changed while you saved. Please preview again and save.');
      case 'saved':
        return c.json({ success: true as const, schedule: r.schedule, cancelled: r.cancelled });
    }
  }),
);
