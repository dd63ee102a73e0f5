import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE, slotsOn } from '../../common/clinic-schedule';
import { TIME_SLOT_LABELS } from '../../common/schedule';
import { readSchedule } from '../../functions/db/schedule';

describe('the clinic schedule a new database starts with', () => {
  it('is the one common/clinic-schedule.ts builds the pages from', async () => {
    expect(await readSchedule(env.DB)).toEqual(DEFAULT_SCHEDULE);
  });

  it('offers the eight times of spec §9 from Monday to Saturday and nothing on Sunday', async () => {
    const schedule = await readSchedule(env.DB);
    // 2026-11-23 is a Monday.
    for (let d = 23; d <= 28; d++) {
      expect(slotsOn(schedule, `2026-11-${d}`).map((s) => s.time)).toEqual([...TIME_SLOT_LABELS]);
    }
    expect(slotsOn(schedule, '2026-11-29')).toEqual([]);
  });
});
