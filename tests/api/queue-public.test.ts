import { env } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clinicDate } from '../../common/booking/schedule';
import type { SessionKey } from '../../common/queue/rules';
import { appointmentById } from '../../functions/booking/db/appointments';
import { forgetClinicSnapshot } from '../../functions/clinic/actions/snapshot';
import { composeEmail, loadRecords } from '../../functions/notify/email/compose';
import { newId } from '../../functions/platform/db/ids';
import type { Env } from '../../functions/platform/env';
import { forgetSessionQueue } from '../../functions/queue/actions/cache';
import { type QueueChange, type QueueRow, queueChangeStatement, walkInStatement } from '../../functions/queue/db/queue';
import { statusCode, statusUrl } from '../../functions/queue/links';
import { deskCall, freshDesk, type SigningKey, signingKey } from './access-helpers';
import { addSession, call, clearSessions, ORIGIN, restoreSchedule } from './helpers';

const TODAY = clinicDate();
/** The secret the tests run with (wrangler.toml's development value or .dev.vars): codes are made under it. */
const ENV = env as unknown as Env;
/** A name no page, JSON or screen may ever show. */
const SECRET_NAME = 'Zorawar Secretname';
const BOOKED_NAME = 'Priyamvada Hiddenname';

let key: SigningKey;
let deskToken: string;

beforeAll(async () => {
  key = await signingKey('9c1d7e3f9a1b2c4d6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d');
  // Today has one session from 00:00 to 23:55 at the clinic, whatever the weekday and the hour the tests run at.
  await addSession({ date: TODAY, placeId: 'clinic', start: '00:00', end: '23:55', slotMinutes: 5, capacity: 4 });
});

afterAll(async () => {
  await restoreSchedule();
});

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM queue_entries'),
    env.DB.prepare('UPDATE clinic_settings SET screen_key_hash = NULL, walk_ins_per_hour = 2'),
  ]);
  ({ token: deskToken } = await freshDesk(() => [key]));
  await forgetClinicSnapshot({ req: new Request(ORIGIN) });
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A session of today of the test's own (each test its own start, so no copy of another's is ever read). */
function session(start: string): SessionKey {
  return { date: TODAY, placeId: 'clinic', start };
}

/** A booking stored as the API stores one (its random id), at `time` today unless `date` says otherwise. */
async function booking(o: { time?: string; date?: string; locale?: 'en' | 'hi'; status?: string } = {}) {
  const id = newId('apt');
  await env.DB.prepare(
    `INSERT INTO appointments (id, full_name, email, phone, appointment_date, appointment_time, selected_doctor,
       place_id, locale, status)
     VALUES (?1, ?2, 'priya@example.com', '+91 97777 55555', ?3, ?4, 'Dr. Rajiv Malhotra - Pulmonologist', 'clinic',
       ?5, ?6)`,
  )
    .bind(id, BOOKED_NAME, o.date ?? TODAY, o.time ?? '10:00 AM', o.locale ?? 'en', o.status ?? 'booked')
    .run();
  return id;
}

/** A walk-in with the session's next token. */
async function walkIn(s: SessionKey): Promise<QueueRow> {
  const row = await walkInStatement(env.DB, s, {
    name: SECRET_NAME,
    phone: '+91 97777 44444',
    age: 40,
    forOther: false,
    priority: false,
  }).first<QueueRow>();
  if (!row) throw new Error('no walk-in');
  return row;
}

/** A booking checked in with the session's next token. */
async function checkIn(s: SessionKey, appointmentId: string, slotStart: string): Promise<QueueRow> {
  const { checkInStatement } = await import('../../functions/queue/db/queue');
  const row = await checkInStatement(env.DB, s, appointmentId, slotStart).first<QueueRow>();
  if (!row) throw new Error('no check-in');
  return row;
}

async function change(row: QueueRow, c: QueueChange): Promise<QueueRow> {
  const current = await env.DB.prepare('SELECT version FROM queue_entries WHERE id = ?1')
    .bind(row.id)
    .first<{ version: number }>();
  const next = await queueChangeStatement(env.DB, row.id, current?.version ?? 0, c).first<QueueRow>();
  if (!next) throw new Error('change lost');
  return next;
}

/** `n` consultations of `minutes` each, finished today (the estimate's median reads them). */
async function consultations(s: SessionKey, n: number, minutes: number): Promise<QueueRow[]> {
  const rows: QueueRow[] = [];
  for (let i = 0; i < n; i++) {
    const r = await change(await walkIn(s), { state: 'done' });
    const done = new Date(Date.now() - (n - i) * 60_000);
    await env.DB.prepare('UPDATE queue_entries SET seen_at = ?2, done_at = ?3 WHERE id = ?1')
      .bind(r.id, new Date(done.getTime() - minutes * 60_000).toISOString(), done.toISOString())
      .run();
    rows.push(r);
  }
  return rows;
}

async function page(code: string, query = '', headers: Record<string, string> = {}) {
  const res = await call(new Request(`${ORIGIN}/api/q/${code}${query}`, { headers }));
  return { status: res.status, headers: res.headers, text: await res.text() };
}

async function json(code: string, query = '') {
  const res = await call(new Request(`${ORIGIN}/api/q/${code}/json${query}`));
  return { status: res.status, headers: res.headers, body: await res.json<Record<string, unknown>>() };
}

/** The page's visible lines (the live region's paragraphs). */
function lines(html: string): string[] {
  const live = /<div id="q-live"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  return [...live.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => m[1]);
}

/** Queue with a median of 10 minutes: three done, token 4 with the doctor, 5 and 6 waiting; then `subject` waits. */
async function busySession(s: SessionKey) {
  await consultations(s, 3, 10);
  const seeing = await change(await walkIn(s), { state: 'with_doctor' });
  await walkIn(s);
  await walkIn(s);
  await forgetSessionQueue(ORIGIN, s);
  return seeing;
}

describe('status codes (functions/queue/links.ts)', () => {
  it('are 29 characters, one per booking or queue entry, and lead to the page', async () => {
    const apt = await booking();
    const code = await statusCode(ENV, apt);
    expect(code).toMatch(/^b[0-9a-f]{16}[A-Za-z0-9_-]{12}$/);
    expect(code.slice(1, 17)).toBe(apt.slice(4, 20));
    const entry = await walkIn(session('01:00'));
    expect(await statusCode(ENV, entry.id)).toMatch(/^e[0-9a-f]{16}[A-Za-z0-9_-]{12}$/);
    expect(await statusUrl(ENV, apt)).toBe(`${(ENV.SITE_ORIGIN || '').replace(/\/$/, '')}/api/q/${code}`);
    expect(await statusUrl(ENV, apt, 'hi')).toMatch(/\?lang=hi$/);
    expect((await page(code)).status).toBe(200);
  });

  it('answers the same 404 to a forged code, a made-up one and a malformed one, without touching the cache', async () => {
    const apt = await booking();
    const code = await statusCode(ENV, apt);
    const forged = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    const otherKind = `e${code.slice(1)}`;
    const madeUp = `b${'0'.repeat(16)}${'A'.repeat(12)}`;
    const answers = await Promise.all([forged, otherKind, madeUp, 'x', `${code}x`].map((c) => page(c)));
    for (const a of answers) {
      expect(a.status).toBe(404);
      expect(a.headers.get('cache-control')).toBe('no-store');
      expect(a.text).toBe(answers[0].text);
      expect(a.text).toContain('This link does not work');
    }
    const j = await json(forged);
    expect(j.status).toBe(404);
    expect(j.body).toEqual({ success: false, error: 'This link does not work' });
  });

  it('compares MACs in constant time', async () => {
    const code = await statusCode(ENV, await booking());
    const safe = vi.spyOn(crypto.subtle, 'timingSafeEqual');
    await page(`${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`);
    expect(safe).toHaveBeenCalled();
  });

  it("shows only the holder's own token: another patient's code is another page, and no name anywhere", async () => {
    const s = session('02:00');
    await busySession(s);
    const mine = await walkIn(s);
    const other = await checkIn(s, await booking(), '23:50');
    await forgetSessionQueue(ORIGIN, s);
    const minePage = await page(await statusCode(ENV, mine.id));
    const otherPage = await page(await statusCode(ENV, other.id));
    expect(lines(minePage.text)[0]).toContain(`your token ${mine.token}`);
    expect(minePage.text).not.toContain(`your token ${other.token}`);
    expect(lines(otherPage.text)[0]).toContain(`your token ${other.token}`);
    for (const t of [
      minePage.text,
      otherPage.text,
      JSON.stringify((await json(await statusCode(ENV, mine.id))).body),
    ]) {
      expect(t).not.toContain(SECRET_NAME);
      expect(t).not.toContain(BOOKED_NAME);
      expect(t).not.toContain('97777');
      expect(t).not.toContain('que_');
      expect(t).not.toContain('apt_');
    }
  });
});

describe('GET /api/q/<code>: the patient’s status page', () => {
  it('says where the patient stands, in English: now seeing, token, how many ahead, about how long', async () => {
    const s = session('03:00');
    const seeing = await busySession(s);
    const mine = await walkIn(s);
    const res = await page(await statusCode(ENV, mine.id));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text).toContain('<html lang="en-IN">');
    expect(lines(res.text)).toEqual([
      `Now seeing ${seeing.token} · your token ${mine.token} · 2 ahead · a wait of about 20 minutes`,
    ]);
    expect(res.text).toContain('Your place in the queue');
  });

  it('says it in Hindi for ?lang=hi', async () => {
    const s = session('04:00');
    const seeing = await busySession(s);
    const mine = await walkIn(s);
    const res = await page(await statusCode(ENV, mine.id), '?lang=hi');
    expect(res.text).toContain('<html lang="hi">');
    expect(lines(res.text)).toEqual([
      `अभी डॉक्टर के पास टोकन ${seeing.token} · आपका टोकन ${mine.token} · आपसे पहले 2 मरीज़ · लगभग 20 मिनट का इंतज़ार`,
    ]);
    expect(res.text).toContain('English में देखें');
  });

  it("is in the booking's own language without ?lang", async () => {
    const s = session('05:00');
    await busySession(s);
    const entry = await checkIn(s, await booking({ locale: 'hi' }), '23:50');
    await forgetSessionQueue(ORIGIN, s);
    const res = await page(await statusCode(ENV, entry.appointment_id ?? ''));
    expect(res.text).toContain('<html lang="hi">');
    expect(lines(res.text)[0]).toContain(`आपका टोकन ${entry.token}`);
  });

  it('says when too few visits have ended to estimate', async () => {
    const s = session('06:00');
    await consultations(s, 2, 10);
    await walkIn(s);
    const mine = await walkIn(s);
    await forgetSessionQueue(ORIGIN, s);
    const code = await statusCode(ENV, mine.id);
    expect(lines((await page(code)).text)).toEqual([
      `Your token ${mine.token} · 1 ahead`,
      'Too few visits yet to estimate the wait.',
    ]);
    expect(lines((await page(code, '?lang=hi')).text)[1]).toBe('अभी इतने मरीज़ नहीं देखे गए कि इंतज़ार के समय का अंदाज़ा लग सके।');
  });

  it('gives a booking its time before check-in, and its state after: called, with the doctor, done, missed', async () => {
    const s = session('00:00');
    const apt = await booking({ time: '10:00 AM' });
    const code = await statusCode(ENV, apt);
    await forgetSessionQueue(ORIGIN, s);
    expect(lines((await page(code)).text)).toEqual(['Your time 10:00 AM; check in at the desk when you arrive.']);
    expect(lines((await page(code, '?lang=hi')).text)).toEqual([
      'आपका समय सुबह 10:00; क्लिनिक पहुँचकर डेस्क पर चेक-इन कराइए।',
    ]);
    const entry = await checkIn(s, apt, '10:00');
    const said: Record<string, string[]> = {};
    for (const state of ['called', 'with_doctor', 'done', 'no_show'] as const) {
      await change(entry, { state });
      await forgetSessionQueue(ORIGIN, s);
      said[state] = lines((await page(code)).text);
    }
    expect(said.called).toEqual([`Your token ${entry.token}`, 'It is your turn: please go in to the doctor.']);
    expect(said.with_doctor[1]).toBe('You are with the doctor.');
    expect(said.done[1]).toBe('Your visit with the doctor is over. Thank you for coming.');
    expect(said.no_show.at(-1)).toBe(
      'Missed: your token was called when you were not there. Please speak to the desk.',
    );
  });

  it('names the date of a booking on a later day, and says a cancelled one is cancelled', async () => {
    const later = await booking({ date: '2099-01-05', time: '05:00 PM' });
    expect(lines((await page(await statusCode(ENV, later))).text)).toEqual([
      'Your appointment: Monday, 5 January 2099',
      'Your time 05:00 PM; check in at the desk when you arrive.',
    ]);
    const cancelled = await booking({ status: 'cancelled' });
    expect(lines((await page(await statusCode(ENV, cancelled))).text)).toEqual(['This appointment is cancelled.']);
  });

  it('refreshes itself every 30 s without JavaScript, and with it updates in place from its JSON', async () => {
    const s = session('07:00');
    await busySession(s);
    const mine = await walkIn(s);
    const code = await statusCode(ENV, mine.id);
    const res = await page(code);
    // Inside <noscript>: a browser running the script does not reload the page under it.
    expect(res.text).toMatch(/<noscript><meta http-equiv="refresh" content="30"><\/noscript>/);
    const script = /<script>([\s\S]*?)<\/script>/.exec(res.text)?.[1] ?? '';
    expect(script).toContain("location.pathname+'/json'");
    expect(script).toContain('30000');
    expect(script.length).toBeLessThan(700);
    // The script runs under the page's CSP because its hash is there, and nothing else may run.
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-inline');

    const j = await json(code);
    expect(j.status).toBe(200);
    expect(j.headers.get('cache-control')).toBe('no-store');
    expect(j.body).toMatchObject({ success: true, state: 'waiting', token: mine.token, ahead: 2, minutes: 20 });
    expect(j.body.lines).toEqual(lines(res.text));
    expect(j.body.updated).toMatch(/^Updated at .* · this page refreshes every 30 seconds\.$/);
  });

  it('has no form, so its skip link goes to the main content, in either language; so does the page of a wrong code', async () => {
    const mine = await walkIn(session('09:00'));
    const code = await statusCode(ENV, mine.id);
    const pages = [
      [await page(code), 'Skip to main content'],
      [await page(code, '?lang=hi'), 'मुख्य सामग्री पर जाएँ'],
      [await page(`e${'0'.repeat(28)}`), 'Skip to main content'],
    ] as const;
    for (const [res, words] of pages) {
      expect(res.text).not.toMatch(/<form/);
      expect(res.text).not.toMatch(/Skip to the form|फ़ॉर्म पर जाएँ/);
      const skip = [...res.text.matchAll(/<a class="skip" href="#([^"]+)">([^<]*)<\/a>/g)];
      expect(skip.map((m) => m[2])).toEqual([words]);
      // It leads somewhere on the page: the main content, which holds the page's heading.
      expect(res.text).toMatch(new RegExp(`<main id="${skip[0]?.[1]}"><div class="card">\\s*<h1>`));
    }
  });
});

describe('load: the public views read a session through its five-second copy', () => {
  it('costs D1 one read of the session for 40 status requests, and a desk action’s forget makes the next read fresh', async () => {
    const s = session('08:00');
    await busySession(s);
    const mine = await walkIn(s);
    const codes = [await statusCode(ENV, mine.id)];
    await forgetSessionQueue(ORIGIN, s);
    const batch = vi.spyOn(env.DB, 'batch');
    const first = await json(codes[0]);
    const answers = await Promise.all(Array.from({ length: 39 }, () => json(codes[0])));
    const sessionReads = () => batch.mock.calls.filter(([statements]) => statements.length === 3).length;
    expect(sessionReads()).toBe(1);
    // The same answer each time, but for its "Updated at" line: that is the minute of the request, which may turn
    // between the first answer and the last.
    const withoutMinute = ({ updated, ...rest }: Record<string, unknown>) => {
      expect(updated).toMatch(/^Updated at /);
      return rest;
    };
    for (const a of answers) expect(withoutMinute(a.body)).toEqual(withoutMinute(first.body));

    // The desk calls the next patient; without the forget, the copy still says what it said.
    const [seeing] = (await env.DB.prepare("SELECT * FROM queue_entries WHERE state = 'with_doctor'").all<QueueRow>())
      .results;
    await change(seeing, { state: 'done' });
    expect((await json(codes[0])).body.now_seeing).toBe(first.body.now_seeing);
    expect(sessionReads()).toBe(1);
    await forgetSessionQueue(ORIGIN, s);
    const fresh = await json(codes[0]);
    expect(sessionReads()).toBe(2);
    expect(fresh.body.now_seeing).toBeNull();
    expect(fresh.body.ahead).toBe(2);
  });
});

describe('the waiting-room screen', () => {
  async function makeKey(): Promise<string> {
    const res = await deskCall('/api/desk/queue-links/screen-key', { token: deskToken, method: 'POST', body: {} });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json<{ success: true; url: string }>();
    expect(body.url).toMatch(/\/api\/screen\/[A-Za-z0-9_-]{43}$/);
    return new URL(body.url).pathname;
  }

  const screen = (path: string) => call(new Request(`${ORIGIN}${path}`));

  it('is 404 until the desk makes a key, and for any wrong key alike', async () => {
    const none = await screen(`/api/screen/${'A'.repeat(43)}`);
    expect(none.status).toBe(404);
    const path = await makeKey();
    const wrong = await Promise.all(
      [`/api/screen/${'A'.repeat(43)}`, '/api/screen/short', `${path}x`].map(async (p) => {
        const r = await screen(p);
        return { status: r.status, text: await r.text() };
      }),
    );
    for (const w of wrong) expect(w).toEqual(wrong[0]);
    expect(wrong[0].status).toBe(404);
    expect((await screen(`${path.replace('/api/screen/', '/api/screen/')}/json`)).status).toBe(200);
  });

  it('says the clinic is closed today on a day without any session (a Sunday), never a blank board', async () => {
    await clearSessions();
    try {
      await forgetClinicSnapshot({ req: new Request(ORIGIN) });
      const path = await makeKey();
      const res = await screen(path);
      expect(res.status).toBe(200);
      // The board as drawn (the words for the script to draw it again follow it, every sentence in them).
      const board = /<main id="board">([\s\S]*?)<\/main>/.exec(await res.text())?.[1] ?? '';
      expect(board.match(/<section class="panel">/g)).toHaveLength(1);
      expect(board).toContain(
        '<p class="note none"><span>No sessions today</span><span lang="hi">आज ओपीडी नहीं है</span></p>',
      );
      expect(board).not.toContain('No more sessions today');
      const body = await (await screen(`${path}/json`)).json<{ panels: unknown[] }>();
      expect(body.panels).toEqual([{ place: '', session: null, closed: true, now_seeing: null, next: [] }]);
    } finally {
      await restoreSchedule();
      await addSession({ date: TODAY, placeId: 'clinic', start: '00:00', end: '23:55', slotMinutes: 5, capacity: 4 });
      await forgetClinicSnapshot({ req: new Request(ORIGIN) });
    }
  });

  it('shows the token being seen and the next few, in both scripts, with no names; polls its JSON', async () => {
    const s = session('00:00');
    await consultations(s, 1, 10);
    const seeing = await change(await walkIn(s), { state: 'with_doctor' });
    const next = [await walkIn(s), await walkIn(s)];
    const booked = await checkIn(s, await booking(), '23:50');
    await forgetSessionQueue(ORIGIN, s);
    const path = await makeKey();
    const res = await screen(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).toContain('Now seeing · अभी डॉक्टर के पास');
    expect(text).toContain('Next · इसके बाद');
    expect(text).toContain(`<p class="now">${seeing.token}</p>`);
    for (const n of next) expect(text).toContain(`<li>${n.token}</li>`);
    expect(text).toContain('Reconnecting… · फिर से जुड़ रहा है…');
    expect(text).not.toContain(SECRET_NAME);
    expect(text).not.toContain(BOOKED_NAME);
    const script = [...text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(script).toHaveLength(1);
    expect(script[0]).toContain("location.pathname+'/json'");
    expect(script[0]).toContain("classList.add('offline')");
    expect(script[0]).toContain("classList.remove('offline')");

    const j = await screen(`${path}/json`);
    const body = await j.json<{ success: true; panels: { now_seeing: number; next: number[] }[] }>();
    expect(j.headers.get('cache-control')).toBe('no-store');
    expect(body.panels).toHaveLength(1);
    expect(body.panels[0].now_seeing).toBe(seeing.token);
    // Next: the two walk-ins and the booking checked in for 23:50, in the queue's order (the booking comes first once
    // its slot has come, from 23:50 in Delhi; its place is the rules' to decide, tested in tests/unit/queue.test.ts).
    expect([...body.panels[0].next.slice(0, 3)].sort((a, b) => a - b)).toEqual(
      [...next.map((n) => n.token), booked.token].sort((a, b) => a - b),
    );
    expect(JSON.stringify(body)).not.toMatch(/Zorawar|Priyamvada|97777|que_|apt_/);
  });

  it('says in words, in both scripts, that nobody is with the doctor yet, and then that nobody else waits: never a dash', async () => {
    const s = session('00:00');
    const first = await walkIn(s);
    await forgetSessionQueue(ORIGIN, s);
    const path = await makeKey();
    const idle = await (await screen(path)).text();
    expect(idle).not.toContain('class="now"');
    expect(idle).toContain(
      '<div class="seeing idle"><p class="note wait"><span>Please wait to be called.</span><span lang="hi">कृपया अपनी बारी का इंतज़ार करें।</span></p></div>',
    );
    expect(idle).toContain(`<ul class="next"><li>${first.token}</li></ul>`);
    expect(idle).not.toMatch(/>[–—-]</);

    await change(first, { state: 'with_doctor' });
    await forgetSessionQueue(ORIGIN, s);
    const seeing = await (await screen(path)).text();
    expect(seeing).toContain(
      `<div class="seeing"><p class="label">Now seeing · अभी डॉक्टर के पास</p><p class="now">${first.token}</p></div>`,
    );
    expect(seeing).toContain(
      '<p class="note"><span>No one else is waiting.</span><span lang="hi">अभी और कोई इंतज़ार में नहीं है।</span></p>',
    );
    // The script draws the same words from the page's own copy of them.
    const words = JSON.parse(
      /<script type="application\/json" id="words">([\s\S]*?)<\/script>/.exec(seeing)?.[1] ?? '{}',
    );
    expect(words.wait).toEqual({ en: 'Please wait to be called.', hi: 'कृपया अपनी बारी का इंतज़ार करें।' });
    expect(words.nextNone).toEqual({ en: 'No one else is waiting.', hi: 'अभी और कोई इंतज़ार में नहीं है।' });
  });

  it('rotates: a new key ends the old one at once; the key is stored only as its SHA-256 and checked in constant time', async () => {
    const old = await makeKey();
    expect((await screen(old)).status).toBe(200);
    const current = await makeKey();
    expect((await screen(old)).status).toBe(404);
    expect((await screen(`${old}/json`)).status).toBe(404);
    const safe = vi.spyOn(crypto.subtle, 'timingSafeEqual');
    expect((await screen(current)).status).toBe(200);
    expect(safe).toHaveBeenCalled();
    const stored = await env.DB.prepare('SELECT screen_key_hash FROM clinic_settings').first<{
      screen_key_hash: string;
    }>();
    const key = current.split('/').at(-1) ?? '';
    expect(stored?.screen_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.screen_key_hash).not.toContain(key);
    const audit = await env.DB.prepare("SELECT actor FROM audit_log WHERE action = 'screen_key_made'").all();
    expect(audit.results).toHaveLength(2);
  });

  it('makes a key only for the desk', async () => {
    const res = await deskCall('/api/desk/queue-links/screen-key', { method: 'POST', body: {} });
    expect(res.status).toBeGreaterThanOrEqual(401);
    expect(res.status).toBeLessThan(404);
    const stored = await env.DB.prepare('SELECT screen_key_hash FROM clinic_settings').first<{
      screen_key_hash: null;
    }>();
    expect(stored?.screen_key_hash).toBeNull();
  });
});

describe('giving patients the link', () => {
  it("the desk's slip: the token, the session, and the status link in the booking's language", async () => {
    const s = session('00:00');
    const entry = await checkIn(s, await booking({ locale: 'hi' }), '10:00');
    const res = await deskCall(`/api/desk/queue-links/slip/${entry.id}`, { token: deskToken });
    expect(res.status).toBe(200);
    const { slip } = await res.json<{ slip: { token: number; url: string; locale: string; start: string } }>();
    expect(slip).toMatchObject({ token: entry.token, locale: 'hi', start: '00:00' });
    expect(slip.url).toBe(await statusUrl(ENV, entry.id, 'hi'));
    const shown = await page(new URL(slip.url).pathname.split('/').at(-1) ?? '', '?lang=hi');
    expect(lines(shown.text)[0]).toContain(`आपका टोकन ${entry.token}`);
    expect((await deskCall(`/api/desk/queue-links/slip/que_${'0'.repeat(32)}`, { token: deskToken })).status).toBe(404);
    expect((await deskCall(`/api/desk/queue-links/slip/${entry.id}`)).status).toBeLessThan(404);
  });

  it('the reminder e-mail (the evening before) carries the status link', async () => {
    const apt = await booking({ date: '2099-01-05', locale: 'hi' });
    const a = await appointmentById(env.DB, apt);
    if (!a) throw new Error('no booking');
    const row = {
      id: newId('eml'),
      kind: 'reminder_patient',
      ref_id: apt,
      detail: JSON.stringify({ sequence: 0 }),
      created_at: new Date().toISOString(),
    } as unknown as Parameters<typeof composeEmail>[1];
    const records = await loadRecords(env.DB, [row]);
    const email = await composeEmail(ENV, row, records);
    if (!email || email === 'skip') throw new Error('no e-mail');
    const url = await statusUrl(ENV, apt, 'hi');
    expect(email.text).toContain(url);
    expect(email.html).toContain(url.replace(/&/g, '&amp;'));
    expect(email.text).toContain('अपॉइंटमेंट वाले दिन लाइन का हाल यहाँ देखें');
  });
});
