import type { Context, Next } from 'hono';
import { Hono } from 'hono';
import { addDays, clinicDate, isRealDate } from '../../../common/booking/schedule';
import {
  ClosureSchema,
  DeskCancelSchema,
  DeskRescheduleSchema,
  DeskSearchSchema,
  DeskStatusSchema,
  MessageStatusSchema,
  PrivacyDoneSchema,
} from '../../../common/desk/schema';
import { m } from '../../../common/paraglide/messages.js';
import { bookAppointment } from '../../booking/actions';
import { deskClinic } from '../../clinic/routes';
import { deskPayments } from '../../payments/routes';
import { type AccessResult, authenticateStaff, type StaffIdentity } from '../../platform/access';
import { csvResponse } from '../../platform/csv';
import type { AppEnv } from '../../platform/env';
import { fail, failInvalidDate, idempotencyKeyOf, readJsonBody } from '../../platform/http';
import { langOf } from '../../platform/locale';
import { answerJson } from '../../platform/outcome';
import { storage } from '../../platform/routes/storage';
import { json } from '../../platform/validate';
import { deskDayMessages, deskQueue, deskQueueLinks } from '../../queue/routes';
import { deskReports } from '../../reports/routes';
import { deskWaitlistRoutes } from '../../waitlist/routes';
import {
  type DeskChange,
  deskAttendance,
  deskAuditLog,
  deskBooking,
  deskBookingMessages,
  deskCancel,
  deskClose,
  deskClosePrivacyRequest,
  deskClosures,
  deskConfirm,
  deskDay,
  deskErase,
  deskMessageStatus,
  deskMessages,
  deskMove,
  deskPrivacyRequests,
  deskReopen,
  deskResend,
  deskStopNumber,
  exportRows,
  type ResendResult,
  searchDesk,
} from '../actions/desk';
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
  // A report's file says 'private, no-store' itself (reports/actions/desk.ts); every other answer is 'no-store'.
  if (!c.res.headers.get('Cache-Control')?.includes('no-store')) c.header('Cache-Control', 'no-store');
});

desk.route('/clinic', deskClinic);
desk.route('/queue', deskQueue);
desk.route('/queue-links', deskQueueLinks);
desk.route('/', deskDayMessages);
desk.route('/', deskStats);
desk.route('/', deskReports);
desk.route('/waitlist', deskWaitlistRoutes);
desk.route('/payments', deskPayments);

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
  return storage(c, async () =>
    c.json({ success: true as const, date, today: clinicDate(), ...(await deskDay(c, date, staff(c))) }),
  );
});

/** Search is a POST: what staff type (a name, a phone) never goes into a URL, where logs and history keep it. */
desk.post(
  '/search',
  json(DeskSearchSchema, {
    // Too short or too long is the desk's own sentence, whatever else the body holds.
    before: (c, body) => {
      const q = (typeof body.q === 'string' ? body.q : '').trim();
      return q.length < 2 || q.length > 100
        ? fail(c, 400, m.server_desk_search_too_short({}, { locale: langOf(c) }), { q: 'Too short.' })
        : undefined;
    },
  }),
  (c) =>
    storage(c, async () =>
      c.json({ success: true as const, bookings: await searchDesk(c, c.req.valid('json').q, staff(c)) }),
    ),
);

desk.post('/appointments/:id/status', json(DeskStatusSchema), (c) =>
  storage(c, async () => {
    const o = await deskAttendance(c, c.req.param('id'), c.req.valid('json').status, staff(c));
    switch (o.kind) {
      case 'missing':
        return fail(c, 404, NO_SUCH_BOOKING_OR_CANCELLED);
      case 'later-day':
        return fail(c, 409, 'This appointment is on a later day: it can be marked arrived on the day.');
      case 'not-started':
        return fail(
          c,
          409,
          `This appointment has not started yet: it can be marked a no-show from ${o.before.appointment_time} on.`,
        );
      case 'full':
        return fail(
          c,
          409,
          'This slot is full now: its place was given to someone else after the no-show. Move the patient to another time instead.',
        );
      case 'changed':
        return c.json({ success: true as const, booking: o.booking });
    }
  }),
);

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
    c.json({ success: true as const, booking: await deskBooking(c, outcome.body.id) }, outcome.status),
  );
});

/** Confirms a booking held unconfirmed, for a patient who phoned to confirm it (the clinic knows who they are). */
desk.post('/appointments/:id/confirm', (c) =>
  storage(c, async () =>
    answer(c, await deskConfirm(c, c.req.param('id'), staff(c)), 'confirmed', NO_SUCH_BOOKING_OR_CANCELLED),
  ),
);

/** Cancels on the patient's behalf (or the clinic's): the patient gets the cancellation and its calendar update. */
desk.post('/appointments/:id/cancel', json(DeskCancelSchema), (c) =>
  storage(c, async () =>
    answer(c, await deskCancel(c, c.req.param('id'), c.req.valid('json').reason, staff(c)), 'cancelled'),
  ),
);

/** Moves a booking on the patient's behalf: the same capacity and closures as any booking; no cutoff for staff. */
desk.post('/appointments/:id/reschedule', json(DeskRescheduleSchema), (c) => {
  const b = c.req.valid('json');
  const to = { date: b.appointment_date, time: b.appointment_time };
  return storage(c, async () => answer(c, await deskMove(c, c.req.param('id'), to, staff(c)), 'moved'));
});

/** The answer to a staff change: the booking as the desk shows it, or why not, in the desk's words. */
function answer(
  c: Context<DeskEnv>,
  change: DeskChange,
  verb: 'cancelled' | 'moved' | 'confirmed',
  missing = 'There is no such booking.',
) {
  const o = change.outcome;
  switch (o.kind) {
    case 'missing':
      return fail(c, 404, missing);
    case 'done':
      return c.json({ success: true as const, booking: 'booking' in change ? change.booking : null });
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
desk.post('/appointments/:id/erase', (c) =>
  storage(c, async () => {
    const booking = await deskErase(c, c.req.param('id'), staff(c));
    return booking ? c.json({ success: true as const, booking }) : fail(c, 404, 'There is no such booking.');
  }),
);

/**
 * What went out about a booking, on every channel (its outbox rows: channel, kind, status, the provider's delivery
 * report, when), and its phone's state: the number, the opt-in, and whether the number said STOP. Audited.
 */
desk.get('/appointments/:id/messages', async (c) =>
  storage(c, async () => {
    const found = await deskBookingMessages(c, c.req.param('id'), staff(c));
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
    const r = await deskResend(c, c.req.param('id'), c.req.param('rowId'), staff(c));
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
    const r = await deskStopNumber(c, c.req.param('id'), staff(c));
    if (r.kind === 'missing') return fail(c, 404, 'There is no such booking.');
    if (r.kind === 'no_number') return fail(c, 409, 'This booking has no phone number that messages could go to.');
    return c.json({ success: true as const, ...r.messages });
  }),
);

desk.get('/messages', async (c) => {
  const status = c.req.query('status');
  if (status !== undefined && status !== 'new' && status !== 'handled') {
    return fail(c, 400, 'The status filter is new or handled.', { status: 'Invalid status.' });
  }
  return storage(c, async () => c.json({ success: true as const, messages: await deskMessages(c, status, staff(c)) }));
});

desk.post('/messages/:id/status', json(MessageStatusSchema), (c) =>
  storage(c, async () =>
    (await deskMessageStatus(c, c.req.param('id'), c.req.valid('json').status, staff(c)))
      ? c.json({ success: true as const })
      : fail(c, 404, 'There is no such message.'),
  ),
);

/** Closures from today on (or from `from`), with the bookings each still covers. */
desk.get('/closures', async (c) => {
  const from = dateParam(c, 'from', clinicDate());
  if (!from) return failInvalidDate(c, 'from', langOf(c));
  return storage(c, async () => c.json({ success: true as const, closures: await deskClosures(c, from, staff(c)) }));
});

/**
 * Closes a date, a range or some times. From this moment the availability API, both wizards and POST
 * /api/appointment refuse those times; bookings already there are listed for "cancel and notify".
 */
desk.post('/closures', json(ClosureSchema), async (c) => {
  const input = c.req.valid('json');
  if (input.end_date < clinicDate()) return fail(c, 400, 'These dates have passed.', { end_date: 'In the past.' });
  return storage(c, async () => c.json({ success: true as const, ...(await deskClose(c, input, staff(c))) }, 201));
});

desk.post('/closures/:id/delete', (c) =>
  storage(c, async () =>
    (await deskReopen(c, c.req.param('id'), staff(c)))
      ? c.json({ success: true as const })
      : fail(c, 404, 'There is no such closure.'),
  ),
);

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
  return storage(c, async () => csvResponse(await exportRows(c, from, to, staff(c)), `bookings-${from}-to-${to}.csv`));
});

/** Privacy requests (DPDP): open ones first, by due date. */
desk.get('/privacy', (c) =>
  storage(c, async () => c.json({ success: true as const, requests: await deskPrivacyRequests(c, staff(c)) })),
);

/** Closes an open privacy request (a correction made, a complaint answered) with what was done. */
desk.post('/privacy/:id/done', json(PrivacyDoneSchema), (c) =>
  storage(c, async () =>
    (await deskClosePrivacyRequest(c, c.req.param('id'), c.req.valid('json').outcome, staff(c)))
      ? c.json({ success: true as const })
      : fail(c, 404, 'There is no such open request.'),
  ),
);

/** The latest audit rows (no patient data in them): who did or saw what, when. */
desk.get('/audit', (c) => storage(c, async () => c.json({ success: true as const, entries: await deskAuditLog(c) })));
