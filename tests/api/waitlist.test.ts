import { env } from 'cloudflare:test';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, slotStart, weekday } from '../../common/booking/schedule';
import type { Env } from '../../functions/platform/env';
import { issueFormToken } from '../../functions/platform/form-token';
import { manageToken } from '../../functions/platform/tokens';
import { offerToken, writeOffers } from '../../functions/waitlist/actions';
import {
  call,
  clearAll,
  ORIGIN,
  openDate,
  patient,
  postJson,
  restoreSchedule,
  runScheduler,
  setSlotCapacity,
  validAppointment,
} from './helpers';

/**
 * No empty chairs (issue 41, decision 030), against D1 in workerd: joining the waitlist without script, the offers a
 * freed place makes, the claim as one conditional write (raced 50 times), an expired offer, an earlier time that moves
 * the booking, and the erasure of entries after their last date.
 */

const TEST_ENV = env as unknown as Env;
const DATE = openDate(3);
const TIME = '10:00 AM';

/** A form post as a browser sends it from one of our pages. */
function form(path: string, fields: [string, string][] | Record<string, string>): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(fields as Record<string, string>).toString(),
  });
}

/** A waitlist form token issued ten seconds ago (a person takes longer than the minimum to fill the form). */
async function formToken(): Promise<string> {
  return (await issueFormToken(TEST_ENV, 'waitlist', Date.now() - 10_000)).token;
}

/** Joins the waitlist through the page's form, as a patient without JavaScript does. */
async function join(n: number, o: { date?: string; times?: string[]; email?: boolean } = {}): Promise<Response> {
  const p = patient(n, 'w');
  const fields: [string, string][] = [
    ['waitlist_step', 'join'],
    ['locale', 'en'],
    ['date', o.date ?? DATE],
    ['full_name', `Waiting Patient ${'ABCDEFGHIJKLMNOPQRST'[n % 20]}`],
    ['email', p.email],
    ['phone', p.phone],
    ['form_token', await formToken()],
    ...(o.email === false ? [] : ([['offers_email', 'on']] as [string, string][])),
    ...(o.times ?? [TIME]).map((t): [string, string] => ['times', t]),
  ];
  return call(form('/api/waitlist/join', fields));
}

/** Books `n` patients at the slot (JSON API), returning their ids. */
async function fill(n: number, from = 100, time = TIME, date = DATE): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await call(
      postJson(
        '/api/appointment',
        validAppointment({ ...patient(from + i), appointment_date: date, appointment_time: time }),
      ),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    ids.push((await res.json<{ id: string }>()).id);
  }
  return ids;
}

async function manageTokenOf(id: string): Promise<string> {
  const row = await env.DB.prepare('SELECT manage_nonce FROM appointments WHERE id = ?1')
    .bind(id)
    .first<{ manage_nonce: string }>();
  return manageToken(TEST_ENV, row?.manage_nonce ?? '');
}

async function cancelByLink(id: string): Promise<void> {
  const res = await call(postJson('/api/manage/cancel', { token: await manageTokenOf(id) }));
  expect(res.status, await res.clone().text()).toBe(200);
}

interface OfferRow {
  id: string;
  entry_id: string;
  status: string;
  appointment_date: string;
  appointment_time: string;
  expires_at: string;
  nonce: string;
  email: string;
}

async function offers(): Promise<OfferRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT o.id, o.entry_id, o.status, o.appointment_date, o.appointment_time, o.expires_at, w.nonce, w.email
     FROM waitlist_offers o JOIN waitlist w ON w.id = o.entry_id ORDER BY w.created_at`,
  ).all<OfferRow>();
  return results;
}

async function claim(o: { id: string; nonce: string }, token?: string): Promise<Response> {
  return call(form('/api/waitlist/offer', { o: o.id, t: token ?? (await offerToken(TEST_ENV, o.id, o.nonce)) }));
}

async function activeAt(date = DATE, time = TIME): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT COUNT(*) AS n FROM appointments WHERE appointment_date = ?1 AND appointment_time = ?2
       AND status IN ('booked', 'arrived')`,
  )
    .bind(date, time)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

beforeEach(async () => {
  await clearAll();
  await setSlotCapacity(2);
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await clearAll();
  await restoreSchedule();
});

describe('POST /api/waitlist/join (the page without JavaScript)', () => {
  it('puts a patient on the list for a full date, with the times and channels chosen, and says what happens', async () => {
    await fill(2);
    const res = await join(1);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('You are on the waitlist');
    expect(page).toContain('You are not booked yet');
    const row = await env.DB.prepare('SELECT * FROM waitlist').first<Record<string, unknown>>();
    expect(row).toMatchObject({ kind: 'new', date_from: DATE, date_to: DATE, times: JSON.stringify([TIME]) });
    expect(row?.offers_email_at).toBeTruthy();
    expect(row?.offers_whatsapp_at).toBeNull();
    // Full: nothing to offer yet.
    expect(await offers()).toEqual([]);
  });

  it('refuses without a channel, a time the date does not offer, or a past date, storing nothing', async () => {
    const none = await join(1, { email: false });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain('Choose how we should tell you');
    const odd = await join(2, { times: ['03:17 AM'] });
    expect(odd.status).toBe(400);
    const past = await join(3, { date: addDays(DATE, -30) });
    expect(past.status).toBe(400);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM waitlist').first<{ n: number }>())?.n).toBe(0);
  });

  it('answers the same for an address already waiting for that date, and keeps one entry', async () => {
    const first = await (await join(1)).text();
    const again = await (await join(1, { times: ['11:00 AM'] })).text();
    expect(again).toContain('You are on the waitlist');
    expect(first).toContain('You are on the waitlist');
    const { results } = await env.DB.prepare('SELECT times FROM waitlist').all<{ times: string }>();
    expect(results).toEqual([{ times: JSON.stringify([TIME]) }]);
  });

  it('refuses a fourth date for one address with the clinic’s phone, storing nothing', async () => {
    const p = patient(9, 'w');
    for (const d of [DATE, addDays(DATE, 7), addDays(DATE, 14)]) {
      const date = weekday(d) === 0 ? addDays(d, 1) : d;
      expect((await join(9, { date })).status).toBe(200);
    }
    const fourth = weekday(addDays(DATE, 21)) === 0 ? addDays(DATE, 22) : addDays(DATE, 21);
    const res = await join(9, { date: fourth });
    expect(res.status).toBe(409);
    expect(await res.text()).toMatch(/call us on [+\d]/);
    const n = await env.DB.prepare('SELECT COUNT(*) AS n FROM waitlist WHERE email = ?1')
      .bind(p.email)
      .first<{ n: number }>();
    expect(n?.n).toBe(3);
  });

  it('draws the form filled in from a booking form’s details (step start), storing nothing', async () => {
    const res = await call(
      form('/api/waitlist/join', {
        waitlist_step: 'start',
        locale: 'hi',
        date: DATE,
        full_name: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone: '+91 98110 55555',
        appointment_time: TIME,
      }),
    );
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('lang="hi"');
    expect(page).toContain('value="Ravi Kumar"');
    expect(page).toMatch(new RegExp(`name="times" value="${TIME}" checked`));
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM waitlist').first<{ n: number }>())?.n).toBe(0);
  });
});

describe('offers when a place frees', () => {
  it('offers a cancelled place to the waiting patients (e-mail queued), once per place', async () => {
    const [a] = await fill(2);
    await join(1);
    await join(2);
    await cancelByLink(a);
    const made = await offers();
    expect(made.map((o) => [o.email, o.status, o.appointment_time])).toEqual([
      [patient(1, 'w').email, 'open', TIME],
      [patient(2, 'w').email, 'open', TIME],
    ]);
    const { results: mails } = await env.DB.prepare(
      `SELECT ref_id, channel FROM outbox WHERE kind = 'waitlist_offer' ORDER BY created_at`,
    ).all<{ ref_id: string; channel: string }>();
    expect(mails.map((m) => m.ref_id).sort()).toEqual(made.map((o) => o.id).sort());
    expect(mails.every((m) => m.channel === 'email')).toBe(true);
    // The scheduler's round finds nothing new: an open offer is not made again.
    await runScheduler();
    expect(await offers()).toHaveLength(2);
  });

  it('offers nothing for a time the entry did not choose', async () => {
    const [a] = await fill(2);
    await fill(2, 200, '11:00 AM');
    await join(1, { times: ['11:00 AM'] });
    await cancelByLink(a);
    expect(await offers()).toEqual([]);
  });

  it('holds an entry to one offer at a time, however many places are free', async () => {
    const [a] = await fill(2);
    // Any time of a date with free times: one offer (the earliest), not one per free time.
    await join(1, { times: [] });
    expect(await offers()).toHaveLength(1);
    await cancelByLink(a);
    await runScheduler();
    expect(await offers()).toHaveLength(1);
  });

  it('offers one free place to five entries in all, across rounds, first joined first', async () => {
    const [a] = await fill(2);
    for (let i = 1; i <= 7; i++) await join(i);
    await cancelByLink(a);
    await runScheduler();
    await runScheduler();
    const made = await offers();
    expect(made.map((o) => o.email)).toEqual([1, 2, 3, 4, 5].map((i) => patient(i, 'w').email));
  });

  it('offers nothing to an entry whose address booked that date another way', async () => {
    const [a] = await fill(2);
    await join(1);
    // The same address books another time that day (the wizard, the desk).
    await fill(1, 300, '11:00 AM').then(() => undefined);
    await env.DB.prepare("UPDATE appointments SET email = ?1, email_key = ?1 WHERE email = 'p300@example.com'")
      .bind(patient(1, 'w').email)
      .run();
    await cancelByLink(a);
    expect(await offers()).toEqual([]);
  });

  it('keeps a STOP its number left as a fingerprint: no WhatsApp offer to a number that said STOP', async () => {
    const { fingerprintOf } = await import('../../functions/notify/db');
    const e164 = '+919700000001';
    await env.DB.prepare(
      "INSERT INTO phone_opt_out_fingerprints (fingerprint, source, at) VALUES (?1, 'whatsapp_stop', '2026-01-01T00:00:00.000Z')",
    )
      .bind(await fingerprintOf(e164))
      .run();
    const [a] = await fill(2);
    const res = await call(
      form('/api/waitlist/join', [
        ['waitlist_step', 'join'],
        ['locale', 'en'],
        ['date', DATE],
        ['full_name', 'Stopped Patient'],
        ['email', 'stopped@example.com'],
        ['phone', e164],
        ['form_token', await formToken()],
        ['offers_whatsapp', 'on'],
        ['offers_email', 'on'],
        ['times', TIME],
      ]),
      { WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1', WHATSAPP_APP_SECRET: 's', WHATSAPP_VERIFY_TOKEN: 'v' },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(
      (await env.DB.prepare('SELECT phone_e164 FROM phone_opt_outs').all<{ phone_e164: string }>()).results,
    ).toEqual([{ phone_e164: e164 }]);
    await call(postJson('/api/manage/cancel', { token: await manageTokenOf(a) }), {
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      WHATSAPP_APP_SECRET: 's',
      WHATSAPP_VERIFY_TOKEN: 'v',
    });
    const { results } = await env.DB.prepare(
      "SELECT channel FROM outbox WHERE kind = 'waitlist_offer' ORDER BY channel",
    ).all<{ channel: string }>();
    expect(results).toEqual([{ channel: 'email' }]);
    await env.DB.prepare('DELETE FROM phone_opt_outs').run();
  });

  it('offers a place a raised capacity opens (the scheduler’s round)', async () => {
    await fill(2);
    await join(1);
    await setSlotCapacity(3);
    await runScheduler();
    expect((await offers()).map((o) => o.status)).toEqual(['open']);
  });
});

describe('POST /api/waitlist/offer (the claim)', () => {
  it('books the place for the first claim; a GET only shows it', async () => {
    const [a] = await fill(2);
    await join(1);
    await cancelByLink(a);
    const [o] = await offers();
    const shown = await call(
      new Request(`${ORIGIN}/api/waitlist/offer?o=${o.id}&t=${await offerToken(TEST_ENV, o.id, o.nonce)}`),
    );
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('Book this place');
    expect(await activeAt()).toBe(1);
    const res = await claim(o);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Your appointment is booked');
    expect(await activeAt()).toBe(2);
    const booked = await env.DB.prepare(
      `SELECT a.email, a.status, w.status AS entry, o.status AS offer FROM appointments a
       JOIN waitlist_offers o ON o.appointment_id = a.id JOIN waitlist w ON w.id = o.entry_id`,
    ).first();
    expect(booked).toEqual({ email: patient(1, 'w').email, status: 'booked', entry: 'booked', offer: 'claimed' });
    // Its confirmation is queued as any booking's.
    const kinds = await env.DB.prepare(
      `SELECT kind FROM outbox WHERE ref_id = (SELECT appointment_id FROM waitlist_offers WHERE id = ?1) ORDER BY kind`,
    )
      .bind(o.id)
      .all<{ kind: string }>();
    expect(kinds.results.map((k) => k.kind)).toEqual(['appointment_clinic', 'appointment_patient', 'reminder_patient']);
    // Pressed again: the same booking, nothing more.
    const again = await claim(o);
    expect(await again.text()).toContain('You have already taken this place');
    expect(await activeAt()).toBe(2);
  });

  it('refuses a wrong token as an unknown offer, changing nothing', async () => {
    const [a] = await fill(2);
    await join(1);
    await cancelByLink(a);
    const [o] = await offers();
    const res = await claim(o, 'x'.repeat(43));
    expect(res.status).toBe(404);
    expect(await activeAt()).toBe(1);
  });

  it('refuses an expired offer', async () => {
    const [a] = await fill(2);
    await join(1);
    await cancelByLink(a);
    const [o] = await offers();
    await env.DB.prepare("UPDATE waitlist_offers SET expires_at = '2000-01-01T00:00:00.000Z' WHERE id = ?1")
      .bind(o.id)
      .run();
    const res = await claim(o);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('This offer has ended');
    expect(await activeAt()).toBe(1);
  });

  it('gives one booking and 49 calm "just taken" pages when 50 claims race for the last place', async () => {
    await setSlotCapacity(1);
    const [a] = await fill(1);
    for (let i = 0; i < 50; i++) {
      await env.DB.prepare(
        `INSERT INTO waitlist (id, kind, full_name, email, email_key, phone, locale, date_from, date_to, times,
           offers_email_at, nonce)
         VALUES (?1, 'new', ?2, ?3, ?3, ?4, 'en', ?5, ?5, '[]', '2026-01-01T00:00:00.000Z', ?6)`,
      )
        .bind(
          `wtl_${String(i).padStart(32, '0')}`,
          `Racer ${i}`,
          `racer${i}@example.com`,
          patient(i, 'r').phone,
          DATE,
          String(i).padStart(32, 'a'),
        )
        .run();
    }
    // Each racer holds an offer of the one place (by hand, as the desk can, without messages).
    const expiresAt = new Date(slotStart(DATE, TIME).getTime() - 2 * 3_600_000).toISOString();
    const written = await writeOffers(
      TEST_ENV,
      Array.from({ length: 50 }, (_, i) => ({
        id: `wof_${String(i).padStart(32, '0')}`,
        entryId: `wtl_${String(i).padStart(32, '0')}`,
        date: DATE,
        time: TIME,
        placeId: 'clinic',
        expiresAt,
        offeredBy: 'staff:test',
      })),
      new Date(),
      { messages: false },
    );
    expect(written).toBe(50);
    await cancelByLink(a);
    const all = await offers();
    const answers = await Promise.all(all.filter((o) => o.id.startsWith('wof_000')).map((o) => claim(o)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const taken = await Promise.all(answers.filter((r) => r.status === 409).map((r) => r.text()));
    expect(taken.every((t) => t.includes('This place has just been taken'))).toBe(true);
    expect(await activeAt()).toBe(1);
    const claimed = await env.DB.prepare("SELECT COUNT(*) AS n FROM waitlist_offers WHERE status = 'claimed'").first<{
      n: number;
    }>();
    expect(claimed?.n).toBe(1);
  });
});

describe('the claim’s own write (decided by D1, not by the page’s first look)', () => {
  async function staleOffer(): Promise<import('../../functions/waitlist/db').OfferWithEntry> {
    const [a] = await fill(2);
    await join(1);
    await cancelByLink(a);
    const [o] = await offers();
    const { offerById } = await import('../../functions/waitlist/db');
    return (await offerById(env.DB, o.id)) as import('../../functions/waitlist/db').OfferWithEntry;
  }
  async function write(o: import('../../functions/waitlist/db').OfferWithEntry, now = new Date()) {
    const { claimAsBooking } = await import('../../functions/waitlist/db');
    return claimAsBooking(env.DB, o, {
      id: `apt_${crypto.randomUUID().replaceAll('-', '')}`,
      change: crypto.randomUUID().replaceAll('-', ''),
      nonce: 'a'.repeat(32),
      hash: crypto.randomUUID().replaceAll('-', '').repeat(2),
      doctor: 'Dr. Rajiv Malhotra - Pulmonologist',
      emails: [],
      emailState: 'pending',
      now: now.toISOString(),
      today: DATE,
      maxUpcoming: 2,
    });
  }

  it('refuses an offer past its time, read as open a moment before', async () => {
    const o = await staleOffer();
    await env.DB.prepare("UPDATE waitlist_offers SET expires_at = '2000-01-01T00:00:00.000Z' WHERE id = ?1")
      .bind(o.id)
      .run();
    expect(await write(o)).toBe(false);
    expect(await activeAt()).toBe(1);
  });

  it('refuses an offer whose entry left the list after it was read', async () => {
    const o = await staleOffer();
    await env.DB.prepare("UPDATE waitlist SET status = 'left' WHERE id = ?1").bind(o.entry_id).run();
    expect(await write(o)).toBe(false);
    expect(await activeAt()).toBe(1);
  });

  it('books once when two writes of one stale offer race for the last place', async () => {
    const o = await staleOffer();
    const won = await Promise.all([write(o), write(o)]);
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await activeAt()).toBe(2);
  });
});

describe('leaving the list (the offer’s link)', () => {
  it('asks on GET, leaves on POST; an entry that took a place is told it is no longer waiting', async () => {
    const [a] = await fill(2);
    await join(1);
    await join(2);
    await cancelByLink(a);
    const [first, second] = await offers();
    const { leaveToken } = await import('../../functions/waitlist/actions/links');
    const leave = async (o: OfferRow) => ({ e: o.entry_id, t: await leaveToken(TEST_ENV, o.entry_id, o.nonce) });
    const l2 = await leave(second);
    const asked = await call(new Request(`${ORIGIN}/api/waitlist/leave?e=${l2.e}&t=${l2.t}`));
    expect(await asked.text()).toContain('Stop offers of a place on');
    expect((await env.DB.prepare('SELECT status FROM waitlist WHERE id = ?1').bind(l2.e).first())?.status).toBe(
      'waiting',
    );
    expect(await (await call(form('/api/waitlist/leave', l2))).text()).toContain('You have left the waitlist');
    expect((await env.DB.prepare('SELECT status FROM waitlist WHERE id = ?1').bind(l2.e).first())?.status).toBe('left');
    expect((await claim(first)).status).toBe(200);
    const l1 = await leave(first);
    const booked = await (await call(new Request(`${ORIGIN}/api/waitlist/leave?e=${l1.e}&t=${l1.t}`))).text();
    expect(booked).toContain('You are no longer waiting for this date');
    expect(booked).not.toContain('You have left the waitlist');
  });
});

describe('erasure', () => {
  it('erases the entry a booking was made from when the desk erases the booking', async () => {
    const [a] = await fill(2);
    await join(1);
    await cancelByLink(a);
    const [o] = await offers();
    expect((await claim(o)).status).toBe(200);
    const booked = await env.DB.prepare('SELECT booked_id FROM waitlist').first<{ booked_id: string }>();
    const { eraseBookingAtDesk } = await import('../../functions/privacy/db');
    const erased = await eraseBookingAtDesk(env.DB, booked?.booked_id ?? '', DATE, 'staff@test');
    expect(erased.kind).toBe('erased');
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM waitlist').first<{ n: number }>())?.n).toBe(0);
    // The figures keep that the place was refilled (it identifies nobody).
    const row = await env.DB.prepare('SELECT refilled_at FROM appointments WHERE id = ?1')
      .bind(booked?.booked_id)
      .first<{ refilled_at: string | null }>();
    expect(row?.refilled_at).toBeTruthy();
  });
});

describe('an earlier time (the manage page)', () => {
  it('moves the existing booking when its offer is claimed, never making a second one', async () => {
    // Booked at the same time on the next clinic day; the earlier time it asks for is this slot, now full.
    const later = weekday(addDays(DATE, 1)) === 0 ? addDays(DATE, 2) : addDays(DATE, 1);
    const mine = (await fill(1, 500, TIME, later))[0];
    const [a] = await fill(2);
    const token = await manageTokenOf(mine);
    const asked = await call(
      postJson('/api/manage/earlier', { token, from: DATE, times: [TIME], offers_email: true, offers_whatsapp: false }),
    );
    expect(asked.status, await asked.clone().text()).toBe(200);
    expect((await asked.json<{ booking: { earlier: { asked: { from: string } } } }>()).booking.earlier.asked.from).toBe(
      DATE,
    );
    expect(await offers()).toEqual([]);
    await cancelByLink(a);
    const [o] = await offers();
    expect(o).toMatchObject({ appointment_date: DATE, appointment_time: TIME });
    const res = await claim(o);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Your appointment has moved');
    const { results } = await env.DB.prepare(
      "SELECT id, appointment_date, appointment_time, status FROM appointments WHERE email = 'p500@example.com'",
    ).all();
    expect(results).toEqual([{ id: mine, appointment_date: DATE, appointment_time: TIME, status: 'booked' }]);
    expect(await activeAt()).toBe(2);
  });

  it('takes the request off the list once its booking is cancelled (the desk no longer shows it waiting)', async () => {
    const later = weekday(addDays(DATE, 1)) === 0 ? addDays(DATE, 2) : addDays(DATE, 1);
    const mine = (await fill(1, 700, TIME, later))[0];
    const asked = await call(
      postJson('/api/manage/earlier', {
        token: await manageTokenOf(mine),
        from: DATE,
        times: [TIME],
        offers_email: true,
      }),
    );
    expect(asked.status).toBe(200);
    expect((await env.DB.prepare('SELECT status FROM waitlist').first<{ status: string }>())?.status).toBe('waiting');
    await cancelByLink(mine);
    expect((await env.DB.prepare('SELECT status FROM waitlist').first<{ status: string }>())?.status).toBe('left');
  });

  it('refuses a start after the booking’s date', async () => {
    const mine = (await fill(1, 600))[0];
    const res = await call(
      postJson('/api/manage/earlier', {
        token: await manageTokenOf(mine),
        from: addDays(DATE, 1),
        offers_email: true,
      }),
    );
    expect(res.status).toBe(400);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM waitlist').first<{ n: number }>())?.n).toBe(0);
  });
});

describe('retention', () => {
  it('erases every entry, and its offers, once its last date has passed', async () => {
    const [a] = await fill(2);
    await join(1);
    await cancelByLink(a);
    expect(await offers()).toHaveLength(1);
    await runScheduler({}, new Date(slotStart(addDays(DATE, 1), '11:00 PM').getTime()));
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM waitlist').first<{ n: number }>())?.n).toBe(0);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM waitlist_offers').first<{ n: number }>())?.n).toBe(0);
  });
});
