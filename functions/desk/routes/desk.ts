import type { Context, Next } from 'hono';
import { Hono } from 'hono';
import type * as v from 'valibot';
import { genderLabel } from '../../../common/booking/draft';
import { addDays, clinicDate, isRealDate } from '../../../common/booking/schedule';
import { visitReasonLabel } from '../../../common/booking/visit-reasons';
import {
  ClosureSchema,
  DeskCancelSchema,
  DeskRescheduleSchema,
  DeskStatusSchema,
  MessageStatusSchema,
  PrivacyDoneSchema,
} from '../../../common/desk/schema';
import { m } from '../../../common/paraglide/messages.js';
import { parseWith } from '../../../common/platform/fields';
import { RELATIONSHIPS } from '../../../common/privacy/facts';
import { forgetAvailability } from '../../booking/actions/availability';
import { bookAppointment } from '../../booking/actions/book';
import {
  type ChangeOutcome,
  cancelBooking,
  confirmBooking,
  markAttendance,
  moveBooking,
} from '../../booking/actions/change';
import { appointmentById } from '../../booking/db/appointments';
import {
  closureRows,
  closuresBetween,
  closuresOnStatement,
  createClosure,
  deleteClosure,
} from '../../booking/db/closures';
import { scheduleFromResults, scheduleStatements } from '../../clinic/db/schedule';
import { deskClinic } from '../../clinic/routes/desk-clinic';
import { bookingMessages, type ResendResult, resendPhoneMessage, stopNumberAtDesk } from '../../notify/db/phone-log';
import { type AccessResult, authenticateStaff, type StaffIdentity } from '../../platform/access';
import { csvResponse } from '../../platform/csv';
import type { AppEnv } from '../../platform/env';
import { fail, failInvalidDate, idempotencyKeyOf, readJsonBody } from '../../platform/http';
import { langOf } from '../../platform/locale';
import { answerJson } from '../../platform/outcome';
import { storage } from '../../platform/routes/storage';
import { closePrivacyRequest, eraseBookingAtDesk, listPrivacyRequests } from '../../privacy/db/privacy';
import { dayQueueStatement, type QueueRow } from '../../queue/db/queue';
import { deskDayMessages } from '../../queue/routes/desk-day-messages';
import { deskQueue } from '../../queue/routes/desk-queue';
import { deskQueueLinks } from '../../queue/routes/desk-queue-links';
import { deskDaySlots } from '../actions/desk-day';
import {
  audit,
  auditStatement,
  bookingById,
  bookingsBetween,
  bookingsInClosure,
  bookingsOn,
  type DeskBooking,
  listMessages,
  searchBookings,
  setMessageStatus,
} from '../db/desk';
import { deskStats } from './desk-stats';

type DeskEnv = AppEnv & { Variables: { staff: StaffIdentity } };

export const desk = new Hono<DeskEnv>();

/** The header every desk mutation must carry: a cross-site form or image cannot send it without a CORS preflight. */
export const DESK_REQUEST_HEADER = 'X-Desk-Request';

const DESK_BOOKING_ENDPOINT = 'POST /api/desk/appointments';

/**
 * Every desk answer: never cached; only for a verified member of staff; and a change only from the desk's own pages
 * (Access signs staff in with a cookie, which a cross-site request would carry too).
 */
desk.use('*', async (c: Context<DeskEnv>, next: Next) => {
  // The desk is the staff's, in English (decision 014), whatever the browser's languages.
  c.set('lang', 'en');
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  const who: AccessResult = await authenticateStaff(c.req.raw, c.env);
  if (!who.ok) {
    c.header('Cache-Control', 'no-store');
    return fail(c, who.status, who.reason);
  }
  if (!['GET', 'HEAD'].includes(c.req.method)) {
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const sameOrigin =
      (origin === undefined || origin === new URL(c.req.url).origin) && (site === undefined || site === 'same-origin');
    if (c.req.header(DESK_REQUEST_HEADER) !== '1' || !sameOrigin) {
      c.header('Cache-Control', 'no-store');
      return fail(c, 403, 'Changes are accepted only from the desk itself.');
    }
  }
  c.set('staff', who.identity);
  await next();
  c.header('Cache-Control', 'no-store');
});

desk.route('/clinic', deskClinic);
desk.route('/queue', deskQueue);
desk.route('/queue-links', deskQueueLinks);
desk.route('/', deskDayMessages);
desk.route('/', deskStats);

const staff = (c: Context<DeskEnv>) => c.get('staff').email;

const NO_SUCH_BOOKING_OR_CANCELLED = 'There is no such booking, or it was cancelled.';

function dateParam(c: Context, name: string, fallback?: string): string | null {
  const v = c.req.query(name) ?? fallback ?? '';
  return isRealDate(v) ? v : null;
}

desk.get('/me', (c) => c.json({ success: true as const, email: staff(c), via: c.get('staff').via }));

/**
 * The day view: the date's slots from the clinic's schedule (each with its place, capacity, places taken and bookings;
 * times that no longer offered still holding bookings marked `offered: false`), and the day's closures — one batch.
 */
desk.get('/day', async (c) => {
  const date = dateParam(c, 'date', clinicDate());
  if (!date) return failInvalidDate(c, 'date', langOf(c));
  return storage(c, async () => {
    const db = c.env.DB;
    const { bookings, beside } = await bookingsOn(db, date, staff(c), [
      closuresOnStatement(db, date),
      dayQueueStatement(db, date),
      ...scheduleStatements(db),
    ]);
    const [closed, queued, ...schedule] = beside;
    const closures = closureRows(closed?.results ?? []);
    const slots = deskDaySlots(scheduleFromResults(schedule), date, bookings, closures);
    // Each checked-in booking's token, for its card.
    const tokens = ((queued?.results ?? []) as QueueRow[])
      .filter((q) => q.appointment_id)
      .map((q) => ({ appointment_id: q.appointment_id, token: q.token, state: q.state }));
    return c.json({ success: true as const, date, today: clinicDate(), closures, slots, tokens });
  });
});

/** Search is a POST: what staff type (a name, a phone) never goes into a URL, where logs and history keep it. */
desk.post('/search', async (c) => {
  const { body } = await readJsonBody(c);
  const q = (typeof body.q === 'string' ? body.q : '').trim();
  if (q.length < 2 || q.length > 100) {
    return fail(c, 400, m.server_desk_search_too_short({}, { locale: langOf(c) }), { q: 'Too short.' });
  }
  return storage(c, async () =>
    c.json({ success: true as const, bookings: await searchBookings(c.env.DB, q, staff(c)) }),
  );
});

desk.post('/appointments/:id/status', async (c) => {
  const { body } = await readJsonBody(c);
  const parsed = parseWith(DeskStatusSchema, body);
  if (!parsed.success) return fail(c, 400, parsed.error, parsed.fields);
  const { status } = parsed.output;
  return storage(c, async () => {
    const id = c.req.param('id');
    const before = await bookingById(c.env.DB, id);
    if (!before || before.status === 'cancelled') return fail(c, 404, NO_SUCH_BOOKING_OR_CANCELLED);
    switch (await markAttendance(c, before, status, staff(c))) {
      case 'missing':
        return fail(c, 404, NO_SUCH_BOOKING_OR_CANCELLED);
      case 'later-day':
        return fail(c, 409, 'This appointment is on a later day: it can be marked arrived on the day.');
      case 'not-started':
        return fail(
          c,
          409,
          `This appointment has not started yet: it can be marked a no-show from ${before.appointment_time} on.`,
        );
      case 'full':
        return fail(
          c,
          409,
          'This slot is full now: its place was given to someone else after the no-show. Move the patient to another time instead.',
        );
      case 'changed':
        return c.json({ success: true as const, booking: await bookingById(c.env.DB, id) });
    }
  });
});

/**
 * Books for a patient who phoned or came to the desk: the same schema, capacity, closures and e-mails as any booking
 * (the patient gets the confirmation and manage link in the language staff chose), without the per-address limit
 * or the public window's far end; the audit row is written in the booking's own batch. An Idempotency-Key header
 * makes a double press book once.
 */
desk.post('/appointments', async (c) => {
  const { body } = await readJsonBody(c);
  // (The desk context is an AppEnv context with the staff member added.)
  const outcome = await bookAppointment(
    c as unknown as Context<AppEnv>,
    body,
    idempotencyKeyOf(c),
    DESK_BOOKING_ENDPOINT,
    {
      channel: 'desk',
      staff: staff(c),
    },
  );
  if (!outcome.ok) return answerJson(c, outcome);
  if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
  return storage(c, async () =>
    c.json({ success: true as const, booking: await bookingById(c.env.DB, outcome.body.id) }, outcome.status),
  );
});

/** Confirms a booking held unconfirmed, for a patient who phoned to confirm it (the clinic knows who they are). */
desk.post('/appointments/:id/confirm', async (c) => {
  return storage(c, async () => {
    const row = await appointmentById(c.env.DB, c.req.param('id'));
    if (row?.status !== 'booked') return fail(c, 404, NO_SUCH_BOOKING_OR_CANCELLED);
    return answer(c, await confirmBooking(c, row, { who: 'staff', staff: staff(c) }), 'confirmed');
  });
});

/** Cancels on the patient's behalf (or the clinic's): the patient gets the cancellation and its calendar update. */
desk.post('/appointments/:id/cancel', async (c) => {
  const { body } = await readJsonBody(c);
  const parsed = parseWith(DeskCancelSchema, body);
  if (!parsed.success) return fail(c, 400, parsed.error, parsed.fields);
  return storage(c, async () => {
    const row = await appointmentById(c.env.DB, c.req.param('id'));
    if (!row) return fail(c, 404, 'There is no such booking.');
    const o = await cancelBooking(c, row, parsed.output.reason, { who: 'staff', staff: staff(c) });
    return answer(c, o, 'cancelled');
  });
});

/** Moves a booking on the patient's behalf: the same capacity and closures as any booking; no cutoff for staff. */
desk.post('/appointments/:id/reschedule', async (c) => {
  const { body } = await readJsonBody(c);
  const parsed = parseWith(DeskRescheduleSchema, body);
  if (!parsed.success) return fail(c, 400, parsed.error, parsed.fields);
  const to = { date: parsed.output.appointment_date, time: parsed.output.appointment_time };
  return storage(c, async () => {
    const row = await appointmentById(c.env.DB, c.req.param('id'));
    if (!row) return fail(c, 404, 'There is no such booking.');
    return answer(c, await moveBooking(c, row, to, { who: 'staff', staff: staff(c) }, 'en'), 'moved');
  });
});

/** The answer to a staff change: the booking as the desk shows it, or why not, in the desk's words. */
async function answer(c: Context<DeskEnv>, o: ChangeOutcome, verb: 'cancelled' | 'moved' | 'confirmed') {
  switch (o.kind) {
    case 'done':
      return c.json({ success: true as const, booking: await bookingById(c.env.DB, o.row.id) });
    case 'gone':
    case 'blocked':
      return fail(c, 409, `Only a booking that is still booked can be ${verb}.`);
    case 'expired':
      return fail(c, 409, 'The time to confirm this booking has passed: its place is being released. Book it again.');
    case 'refused':
      return answerJson(c, o.refusal);
    case 'duplicate':
      return fail(c, 409, 'This patient already has an appointment at that time.', {
        appointment_time: 'The patient already has an appointment at this time.',
      });
    case 'conflict':
      return fail(c, 409, 'The booking changed meanwhile. Please reload the day.');
  }
}

/**
 * Erases one booking's personal fields, when the patient asks and the clinic has verified who they are (a patient
 * booked by a relative under the relative's address has no link of their own). The same erasure as a person's
 * request: only the date, time and status stay; a booking still ahead is cancelled and its place freed, without an
 * e-mail (there is no address left). The audit row is written by the same batch. Erasing an erased booking changes
 * nothing and answers as the first time.
 */
desk.post('/appointments/:id/erase', async (c) => {
  return storage(c, async () => {
    const id = c.req.param('id');
    const today = clinicDate();
    const result = await eraseBookingAtDesk(c.env.DB, id, today, staff(c));
    if (result.kind === 'missing') return fail(c, 404, 'There is no such booking.');
    if (result.kind === 'erased' && result.date >= today) await forgetAvailability(c, result.date);
    return c.json({ success: true as const, booking: await bookingById(c.env.DB, id) });
  });
});

/**
 * What went out about a booking, on every channel (its outbox rows: channel, kind, status, the provider's delivery
 * report, when), and its phone's state: the number, the opt-in, and whether the number said STOP. Audited.
 */
desk.get('/appointments/:id/messages', async (c) =>
  storage(c, async () => {
    const found = await bookingMessages(c.env.DB, c.req.param('id'), staff(c));
    if (!found) return fail(c, 404, 'There is no such booking.');
    return c.json({ success: true as const, ...found });
  }),
);

/** Why a resend was refused, for the desk (staff English). */
const RESEND_REFUSED: Record<Exclude<ResendResult['kind'], 'queued'>, [404 | 409, string]> = {
  missing: [404, 'There is no such message for this booking.'],
  not_failed: [409, 'Only the latest failed WhatsApp or SMS message of its kind can be sent again.'],
  stopped: [409, 'This number asked for no more messages (STOP): nothing is sent to it.'],
  booking_stopped: [409, 'Messages for this booking were stopped on its manage page: nothing is sent for it.'],
  no_opt_in: [409, 'This booking did not ask for messages to its phone.'],
};

/**
 * Sends a failed phone message again: a new outbox row with the same content (the failed one stays as it is), sent
 * by the outbox like any other, and an audit row. Never to a number that said STOP.
 */
desk.post('/appointments/:id/messages/:rowId/resend', async (c) =>
  storage(c, async () => {
    const r = await resendPhoneMessage(c.env.DB, c.req.param('id'), c.req.param('rowId'), staff(c));
    if (r.kind !== 'queued') {
      const [status, text] = RESEND_REFUSED[r.kind];
      return fail(c, status, text);
    }
    return c.json({ success: true as const, id: r.id }, 201);
  }),
);

/**
 * "Stop messages to this number": the person phoned the clinic and asked for no more WhatsApp or SMS. The booking's
 * number joins the opt-out list for every booking with it (only the number's own START lifts it); audited.
 */
desk.post('/appointments/:id/stop-phone', async (c) =>
  storage(c, async () => {
    const r = await stopNumberAtDesk(c.env.DB, c.req.param('id'), staff(c));
    if (r === 'missing') return fail(c, 404, 'There is no such booking.');
    if (r === 'no_number') return fail(c, 409, 'This booking has no phone number that messages could go to.');
    const found = await bookingMessages(c.env.DB, c.req.param('id'), staff(c));
    return c.json({ success: true as const, ...found });
  }),
);

desk.get('/messages', async (c) => {
  const status = c.req.query('status');
  if (status !== undefined && status !== 'new' && status !== 'handled') {
    return fail(c, 400, 'The status filter is new or handled.', { status: 'Invalid status.' });
  }
  return storage(c, async () =>
    c.json({ success: true as const, messages: await listMessages(c.env.DB, status, staff(c)) }),
  );
});

/**
 * A desk update of one row by its id: the body checked against `schema`, then `update`, which answers false when no
 * such row is there to change (a 404 with `missing`).
 */
function updateById<S extends v.GenericSchema>(
  schema: S,
  missing: string,
  update: (db: D1Database, id: string, input: v.InferOutput<S>, who: string) => Promise<boolean>,
) {
  return async (c: Context<DeskEnv>) => {
    const { body } = await readJsonBody(c);
    const parsed = parseWith(schema, body);
    if (!parsed.success) return fail(c, 400, parsed.error, parsed.fields);
    return storage(c, async () => {
      const ok = await update(c.env.DB, c.req.param('id') ?? '', parsed.output, staff(c));
      return ok ? c.json({ success: true as const }) : fail(c, 404, missing);
    });
  };
}

desk.post(
  '/messages/:id/status',
  updateById(MessageStatusSchema, 'There is no such message.', (db, id, input, who) =>
    setMessageStatus(db, id, input.status, who),
  ),
);

/** Closures from today on (or from `from`), with the bookings each still covers. */
desk.get('/closures', async (c) => {
  const from = dateParam(c, 'from', clinicDate());
  if (!from) return failInvalidDate(c, 'from', langOf(c));
  return storage(c, async () => {
    // Audited before the bookings are read: a view is never served without its row.
    await audit(c.env.DB, staff(c), 'view_closures', from);
    const closures = await closuresBetween(c.env.DB, from, addDays(from, 400));
    const withBookings = await Promise.all(
      closures.map(async (cl) => ({ ...cl, bookings: await bookingsInClosure(c.env.DB, cl) })),
    );
    return c.json({ success: true as const, closures: withBookings });
  });
});

/**
 * Closes a date, a range or some times. From this moment the availability API, both wizards and POST
 * /api/appointment refuse those times; bookings already there are listed for "cancel and notify".
 */
desk.post('/closures', async (c) => {
  const { body } = await readJsonBody(c);
  const parsed = parseWith(ClosureSchema, body);
  if (!parsed.success) return fail(c, 400, parsed.error, parsed.fields);
  const input = parsed.output;
  if (input.end_date < clinicDate()) return fail(c, 400, 'These dates have passed.', { end_date: 'In the past.' });
  return storage(c, async () => {
    const closure = await createClosure(c.env.DB, input, staff(c), (id) =>
      auditStatement(c.env.DB, staff(c), 'close', id, {
        from: input.start_date,
        to: input.end_date,
        slots: input.slots,
      }),
    );
    for (let d = input.start_date; d <= input.end_date; d = addDays(d, 1)) await forgetAvailability(c, d);
    const bookings: DeskBooking[] = await bookingsInClosure(c.env.DB, closure);
    return c.json({ success: true as const, closure, bookings }, 201);
  });
});

desk.post('/closures/:id/delete', async (c) => {
  return storage(c, async () => {
    const id = c.req.param('id');
    const [closure] = (await closuresBetween(c.env.DB, '0000-01-01', '9999-12-31')).filter((x) => x.id === id);
    if (!closure) return fail(c, 404, 'There is no such closure.');
    if (!(await deleteClosure(c.env.DB, id, staff(c)))) return fail(c, 404, 'There is no such closure.');
    for (let d = closure.start_date; d <= closure.end_date; d = addDays(d, 1)) await forgetAvailability(c, d);
    return c.json({ success: true as const });
  });
});

/** Bookings of a date range as CSV: UTF-8 with a BOM, so Excel opens Hindi names correctly. */
desk.get('/export.csv', async (c) => {
  const from = dateParam(c, 'from');
  const to = dateParam(c, 'to');
  if (!from || !to || to < from) {
    return fail(c, 400, 'Please give the dates to export as from=YYYY-MM-DD&to=YYYY-MM-DD.', {
      from: 'Invalid range.',
    });
  }
  if (to > addDays(from, 366))
    return fail(c, 400, m.server_desk_export_too_long({}, { locale: langOf(c) }), { to: 'Too long.' });
  return storage(c, async () => {
    const rows = await bookingsBetween(c.env.DB, from, to, staff(c));
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
    ];
    const lines = [
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
      ]),
    ];
    return csvResponse(lines, `bookings-${from}-to-${to}.csv`);
  });
});

/** Privacy requests (DPDP): open ones first, by due date. */
desk.get('/privacy', async (c) => {
  return storage(c, async () =>
    c.json({ success: true as const, requests: await listPrivacyRequests(c.env.DB, staff(c)) }),
  );
});

/** Closes an open privacy request (a correction made, a complaint answered) with what was done. */
desk.post(
  '/privacy/:id/done',
  updateById(PrivacyDoneSchema, 'There is no such open request.', (db, id, input, who) =>
    closePrivacyRequest(db, id, input.outcome, who),
  ),
);

/** The latest audit rows (no patient data in them): who did or saw what, when. */
desk.get('/audit', async (c) => {
  return storage(c, async () => {
    const { results } = await c.env.DB.prepare(
      'SELECT id, at, actor, action, target, detail FROM audit_log ORDER BY id DESC LIMIT 200',
    ).all();
    return c.json({ success: true as const, entries: results });
  });
});
