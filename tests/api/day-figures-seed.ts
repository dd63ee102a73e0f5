/**
 * Several weeks of a plausible clinic, for the desk's figures (issue 27, item 6): bookings in the default schedule's
 * slots (some no-shows, some cancelled), and each session's queue — the booked patients who came, checked in a little
 * before their slot, walk-ins between them, one doctor seeing them one after another. Deterministic for a given seed.
 * Some Saturdays have bookings but no queue (a day the desk did not use it). Pure: tests/api/day-stats.test.ts inserts
 * the rows into the test's D1; scripts/seed-day-figures.ts into the local one.
 */

import { addDays, IST_OFFSET_MINUTES, slotStart } from '../../common/booking/schedule';
import { DEFAULT_SCHEDULE, minutesOf, sessionSlots, sessionsOn } from '../../common/clinic/schedule';

/** One row to insert: its table and its columns. */
export interface SeedRow {
  table: 'appointments' | 'queue_entries';
  row: Record<string, string | number | null>;
}

export interface DayFiguresSeed {
  from: string;
  to: string;
  rows: SeedRow[];
}

const NAMES = ['Asha Verma', 'Ravi Kumar', 'Sunita Sharma', 'Imran Khan', 'Meena Gupta', 'Harpreet Singh', 'Neha Jain'];

/** A small deterministic generator (mulberry32): the same seed gives the same weeks. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The ISO instant of a clinic date at `minutes` after its midnight (India time). */
function instant(date: string, minutes: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minutes - IST_OFFSET_MINUTES) * 60_000).toISOString();
}

/** Seeded rows' ids start with these, so a re-run can remove what the last one added. */
export const SEED_ID_PREFIXES = { appointments: 'apt_seed', queue_entries: 'que_5eed' } as const;
const seedId = (table: keyof typeof SEED_ID_PREFIXES, n: number) =>
  `${SEED_ID_PREFIXES[table]}${n.toString(16).padStart(28, '0')}`;

/** `weeks` weeks of bookings and queues ending on `to` (a past date: every visit of it is over). */
export function dayFiguresSeed(to: string, weeks = 4, seed = 27): DayFiguresSeed {
  const rand = random(seed);
  const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const from = addDays(to, 1 - weeks * 7);
  const rows: SeedRow[] = [];
  let n = 0;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const noQueue = new Date(`${date}T00:00:00Z`).getUTCDay() === 6 && Number(date.slice(8)) % 2 === 0;
    for (const session of sessionsOn(DEFAULT_SCHEDULE, date)) {
      type Arrival = { id: string; at: number; slotStart: string | null; name: string | null; phone: string | null };
      const arrivals: Arrival[] = [];
      for (const slot of sessionSlots(session)) {
        // Mornings and Mondays are busier.
        const busy = (slot.start < '12:00' ? 1 : 0) + (new Date(`${date}T00:00:00Z`).getUTCDay() === 1 ? 1 : 0);
        for (let i = between(0, slot.capacity - 2 + busy); i > 0; i--) {
          n += 1;
          const id = seedId('appointments', n);
          const roll = rand();
          const status = roll < 0.06 ? 'cancelled' : roll < 0.18 ? 'no_show' : 'arrived';
          rows.push({
            table: 'appointments',
            row: {
              id,
              full_name: NAMES[n % NAMES.length],
              email: `seed.patient${n}@example.com`,
              phone: `+91 97${String(n).padStart(8, '0')}`,
              appointment_date: date,
              appointment_time: slot.time,
              selected_doctor: 'Dr. Rajiv Malhotra - Pulmonologist',
              status,
              place_id: slot.placeId,
              created_at: instant(addDays(date, -between(1, 10)), between(480, 1200)),
              // A cancellation: by the patient or the desk, from three days to an hour before the visit (issue 41's
              // late cancellations are the patient's, under 24 hours before).
              // One in ten places taken from the waitlist (issue 41).
              ...(status !== 'cancelled' && rand() < 0.1 ? { refilled_at: instant(addDays(date, -1), 600) } : {}),
              ...(status === 'cancelled'
                ? {
                    status_by: rand() < 0.6 ? 'patient' : 'staff:reception@delhichestclinic.in',
                    updated_at: new Date(
                      slotStart(date, slot.time).getTime() - between(1, 72) * 3_600_000,
                    ).toISOString(),
                  }
                : {}),
            },
          });
          if (status === 'arrived' && !noQueue) {
            arrivals.push({
              id,
              at: minutesOf(slot.start) - between(0, 20),
              slotStart: slot.start,
              name: null,
              phone: null,
            });
          }
        }
      }
      if (noQueue) continue;
      for (let w = between(0, 3); w > 0; w--) {
        n += 1;
        const at = between(minutesOf(session.start), minutesOf(session.end) - 30);
        arrivals.push({
          id: '',
          at,
          slotStart: null,
          name: NAMES[n % NAMES.length],
          phone: `+91 98${String(n).padStart(8, '0')}`,
        });
      }
      // One doctor, in the order they checked in: each waits until the one before is done.
      arrivals.sort((a, b) => a.at - b.at);
      let free = minutesOf(session.start);
      arrivals.forEach((a, i) => {
        n += 1;
        const left = a.slotStart === null && rand() < 0.1;
        // A booked patient who came early goes in at their slot, not before.
        const from = Math.max(a.at, free, a.slotStart === null ? 0 : minutesOf(a.slotStart));
        const seen = left ? null : from + between(1, 4);
        const done = seen === null ? null : seen + between(6, 20);
        if (done !== null) free = done;
        rows.push({
          table: 'queue_entries',
          row: {
            id: seedId('queue_entries', n),
            visit_date: date,
            place_id: session.placeId,
            session_start: session.start,
            token: i + 1,
            appointment_id: a.slotStart === null ? null : a.id,
            walk_in_name: a.name,
            walk_in_phone: a.phone,
            slot_start: a.slotStart,
            state: left ? 'no_show' : 'done',
            checked_in_at: instant(date, a.at),
            called_at: seen === null ? null : instant(date, seen - 1),
            seen_at: seen === null ? null : instant(date, seen),
            done_at: done === null ? null : instant(date, done),
          },
        });
      });
    }
  }
  return { from, to, rows };
}

/** The rows as SQL INSERT statements with their values in order (for a prepared statement, or to be written out). */
export function seedStatements(seed: DayFiguresSeed): { sql: string; values: (string | number | null)[] }[] {
  return seed.rows.map(({ table, row }) => {
    const columns = Object.keys(row);
    return {
      sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `?${i + 1}`).join(', ')})`,
      values: Object.values(row),
    };
  });
}
