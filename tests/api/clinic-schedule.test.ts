import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_SLOT_LABELS } from '../../common/booking/schedule';
import { DEFAULT_SCHEDULE, slotsOn } from '../../common/clinic/schedule';
import { readSchedule } from '../../functions/clinic/db/schedule';
import { call, clearAll, interceptResend, openDate, postJson, SENDING, validAppointment } from './helpers';

describe('the clinic schedule a new database starts with', () => {
  it('is the one common/clinic/schedule.ts builds the pages from', async () => {
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

describe("the clinic's phone in the e-mails", () => {
  const NEW_LINE = { label: 'Mobile', display: '+91 98765 43210', e164: '+919876543210' };

  afterEach(async () => {
    vi.restoreAllMocks();
    await env.DB.prepare('UPDATE clinic_settings SET phones = ?1 WHERE id = 1')
      .bind(JSON.stringify(DEFAULT_SCHEDULE.settings.phones))
      .run();
    await clearAll();
  });

  it("is the desk's first line as stored, in the footer and in the call-us link, in HTML and text", async () => {
    await env.DB.prepare('UPDATE clinic_settings SET phones = ?1, version = version + 1 WHERE id = 1')
      .bind(JSON.stringify([NEW_LINE, ...DEFAULT_SCHEDULE.settings.phones]))
      .run();
    const { calls } = interceptResend();
    const res = await call(
      postJson('/api/appointment', validAppointment({ appointment_date: openDate(3), appointment_time: '10:00 AM' })),
      SENDING,
    );
    expect(res.status).toBe(201);
    const mails = calls.filter((c) => c.url.endsWith('/emails'));
    const patientMail = mails.find((c) => [c.body.to].flat().includes(validAppointment().email));
    expect(patientMail, 'the patient e-mail').toBeDefined();
    for (const mail of mails) {
      expect(mail.body.html).toContain(NEW_LINE.display);
      expect(mail.body.text).toContain(NEW_LINE.display);
      expect(mail.body.html).not.toContain(DEFAULT_SCHEDULE.settings.phones[0].display);
    }
    expect(patientMail?.body.html).toContain(`href="tel:${NEW_LINE.e164}"`);
  });
});
