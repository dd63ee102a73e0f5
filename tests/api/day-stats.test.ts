import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, clinicDate, slotStart } from '../../common/booking/schedule';
import { DAY_COLUMNS } from '../../common/queue/figures';
import { auditRows, deskCall, deskSession } from './access-helpers';
import { csvDownload } from './csv-helpers';
import { type DayFiguresSeed, dayFiguresSeed, seedStatements } from './day-figures-seed';

const session = deskSession('5e7a1c0d9b8f4a3e2d1c0b9a8f7e6d5c4b3a29180f7e6d5c4b3a2918f0e1d2c3');

afterEach(async () => {
  // The queue points at bookings: it goes first, before the next test's clearAll empties the bookings.
  await env.DB.prepare('DELETE FROM queue_entries').run();
});

async function seed(to: string, weeks = 4): Promise<DayFiguresSeed> {
  const s = dayFiguresSeed(to, weeks);
  const statements = seedStatements(s).map((st) => env.DB.prepare(st.sql).bind(...st.values));
  for (let i = 0; i < statements.length; i += 200) await env.DB.batch(statements.slice(i, i + 200));
  return s;
}

const desk = (path: string) => deskCall(path, { token: session.token() });

// ── the figures as the test computes them from the seeded rows, on its own ─────────────────────────────────────

type Row = Record<string, string | number | null>;

function middle(xs: number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const h = s.length >> 1;
  return s.length % 2 === 1 ? s[h] : (s[h - 1] + s[h]) / 2;
}

const oneDecimal = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);
const minutes = (a: Row, from: string, to: string) =>
  (Date.parse(String(a[to])) - Date.parse(String(a[from]))) / 60_000;

function expected(bookings: Row[], queue: Row[]) {
  const kept = bookings.filter((b) => b.status !== 'cancelled');
  const noShows = kept.filter((b) => b.status === 'no_show').length;
  return {
    bookings: kept.length,
    walkIns: queue.filter((q) => q.appointment_id === null).length,
    noShows,
    noShowRate: kept.length ? oneDecimal((noShows * 100) / kept.length) : null,
    medianWait: oneDecimal(middle(queue.filter((q) => q.seen_at).map((q) => minutes(q, 'checked_in_at', 'seen_at')))),
    medianConsultation: oneDecimal(middle(queue.filter((q) => q.done_at).map((q) => minutes(q, 'seen_at', 'done_at')))),
    refilled: kept.filter((b) => b.refilled_at).length,
    // The patient's own cancellations under 24 hours before the visit (issue 41).
    lateCancellations: bookings.filter(
      (b) =>
        b.status === 'cancelled' &&
        b.status_by === 'patient' &&
        slotStart(String(b.appointment_date), String(b.appointment_time)).getTime() -
          Date.parse(String(b.cancelled_at)) <
          24 * 3_600_000,
    ).length,
  };
}

function tables(s: DayFiguresSeed) {
  const of = (t: string) => s.rows.filter((r) => r.table === t).map((r) => r.row);
  return { bookings: of('appointments'), queue: of('queue_entries') };
}

interface Answer {
  success: true;
  from: string;
  to: string;
  days: ({ date: string } & ReturnType<typeof expected>)[];
  total: ReturnType<typeof expected>;
  weekdays: number[];
  slots: { time: string; counts: number[]; total: number }[];
}

describe('GET /api/desk/stats', () => {
  it('answers the seeded weeks with the figures computed from the seeded rows', async () => {
    const to = addDays(clinicDate(), -1);
    const s = await seed(to);
    const { bookings, queue } = tables(s);
    const res = await desk(`/api/desk/stats?from=${s.from}&to=${s.to}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(body.success).toBe(true);
    expect([body.from, body.to]).toEqual([s.from, s.to]);
    expect(body.days).toHaveLength(28);

    for (const day of body.days) {
      const want = expected(
        bookings.filter((b) => b.appointment_date === day.date),
        queue.filter((q) => q.visit_date === day.date),
      );
      expect(day, day.date).toEqual({ date: day.date, ...want });
    }
    expect(body.total).toEqual(expected(bookings, queue));
    // The seed is busy enough to say something: every figure of the range is there.
    for (const v of Object.values(body.total)) expect(v).not.toBeNull();
    expect(body.total.walkIns).toBeGreaterThan(0);
    expect(body.total.noShows).toBeGreaterThan(0);

    // A day with no queue at all still has its bookings and its no-shows, and no times.
    const queueDays = new Set(queue.map((q) => q.visit_date));
    const quiet = body.days.filter((d) => d.bookings > 0 && !queueDays.has(d.date));
    expect(quiet.length).toBeGreaterThan(0);
    for (const d of quiet) expect([d.walkIns, d.medianWait, d.medianConsultation]).toEqual([0, null, null]);
    expect(quiet.some((d) => d.noShows > 0)).toBe(true);

    // The busiest slots: bookings (not cancelled) per weekday and slot label, Monday first, by the clock.
    expect(body.weekdays).toEqual([1, 2, 3, 4, 5, 6]);
    const kept = bookings.filter((b) => b.status !== 'cancelled');
    const times = ['09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '02:00 PM', '03:00 PM', '04:00 PM', '05:00 PM'];
    expect(body.slots.map((r) => r.time)).toEqual(times.filter((t) => kept.some((b) => b.appointment_time === t)));
    for (const slot of body.slots) {
      const counts = body.weekdays.map(
        (wd) =>
          kept.filter(
            (b) => b.appointment_time === slot.time && new Date(`${b.appointment_date}T00:00:00Z`).getUTCDay() === wd,
          ).length,
      );
      expect(slot, slot.time).toEqual({ time: slot.time, counts, total: counts.reduce((a, b) => a + b, 0) });
    }
  });

  it('covers the last four weeks, today included, when no dates are given', async () => {
    const res = await desk('/api/desk/stats');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect([body.from, body.to]).toEqual([addDays(clinicDate(), -27), clinicDate()]);
    expect(body.days.map((d) => d.bookings)).toEqual(Array(28).fill(0));
    expect(body.total).toMatchObject({ bookings: 0, noShowRate: null, medianWait: null });
    expect(body.slots).toEqual([]);
  });

  it('refuses dates that are not real, out of order or more than 366 days apart, and audits nothing then', async () => {
    const from = '2026-01-01';
    for (const q of [
      '?from=2026-02-30&to=2026-03-01',
      '?from=yesterday&to=2026-03-01',
      `?from=${from}&to=2025-12-31`,
      `?from=${from}&to=${addDays(from, 366)}`,
      `?from=${from}&to=2026-1-5`,
    ]) {
      for (const path of ['/api/desk/stats', '/api/desk/stats.csv']) {
        const res = await desk(`${path}${q}`);
        expect(res.status, path + q).toBe(400);
        expect(await res.json()).toMatchObject({ success: false, error: expect.any(String) });
      }
    }
    expect(await auditRows()).toEqual([]);
    const year = await desk(`/api/desk/stats?from=${from}&to=${addDays(from, 365)}`);
    expect(year.status).toBe(200);
    expect(((await year.json()) as Answer).days).toHaveLength(366);
  });

  it('is for the desk only', async () => {
    const res = await deskCall('/api/desk/stats');
    expect(res.status).toBe(401);
    expect(await auditRows()).toEqual([]);
  });
});

/** The CSV's rows (every cell quoted, CRLF; an empty line is an empty row). */
function parseCsv(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => (line === '' ? [] : line.slice(1, -1).split('","')));
}

describe('GET /api/desk/stats.csv', () => {
  it('has the same figures as the JSON, as the export writes a CSV, both reads audited', async () => {
    const s = await seed(addDays(clinicDate(), -3), 3);
    const range = `from=${s.from}&to=${s.to}`;
    const json = (await (await desk(`/api/desk/stats?${range}`)).json()) as Answer;
    const res = await desk(`/api/desk/stats.csv?${range}`);
    const { text } = await csvDownload(res, `figures-${s.from}-to-${s.to}.csv`);
    // Counts and times only: no seeded name or phone in the file.
    for (const r of tables(s).queue.filter((q) => q.walk_in_name)) expect(text).not.toContain(r.walk_in_name);
    expect(text).not.toContain('+91');

    const rows = parseCsv(text);
    const cell = (x: number | null, decimals: number) => (x === null ? '' : x.toFixed(decimals));
    const line = (f: ReturnType<typeof expected>) => [
      cell(f.bookings, 0),
      cell(f.walkIns, 0),
      cell(f.noShows, 0),
      cell(f.noShowRate, 1),
      cell(f.medianWait, 1),
      cell(f.medianConsultation, 1),
      cell(f.refilled, 0),
      cell(f.lateCancellations, 0),
    ];
    // The table's own headers (tests/unit/day-figures.test.ts spells them out).
    expect(rows[0]).toEqual(['Date', ...DAY_COLUMNS.map((c) => c.header({ locale: 'en' }))]);
    expect(rows.slice(1, 22)).toEqual(json.days.map((d) => [d.date, ...line(d)]));
    expect(rows[22]).toEqual(['Total', ...line(json.total)]);
    expect(rows[23]).toEqual([]);
    expect(rows[24]).toEqual(['Slot', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Total']);
    const slotsEnd = 25 + json.slots.length;
    expect(rows.slice(25, slotsEnd)).toEqual(json.slots.map((r) => [r.time, ...r.counts.map(String), String(r.total)]));
    // Then the fees (none paid here; tests/api/desk-payments.test.ts has some).
    expect(rows.slice(slotsEnd)).toEqual([
      [],
      ['Fees', 'Amount (₹)', 'Count'],
      ['Fees collected', '0', '0'],
      ['Fees refunded', '0', '0'],
    ]);

    const audit = (await auditRows()).map((r) => [r.action, r.target]);
    expect(audit).toEqual([
      ['view_figures', `${s.from}..${s.to}`],
      ['export_figures_csv', `${s.from}..${s.to}`],
    ]);
  });
});
