import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIMARY_PHONE } from '../../common/clinic/facts';
import { HONEYPOT_FIELD, HONEYPOT_MESSAGE } from '../../common/platform/fields';
import type { Env } from '../../functions/platform/env';
import { clientPrefix } from '../../functions/platform/rate-limit';
import {
  call,
  clearAll,
  count,
  emailsButReminders,
  interceptResend,
  NOT_REMINDERS,
  openDate,
  patient,
  postJson,
  runScheduler,
  SENDING,
  validAppointment,
} from './helpers';

beforeEach(clearAll);
afterEach(() => vi.restoreAllMocks());

const fromClient = (ip: string) => ({ 'CF-Connecting-IP': ip });

/** Books through the API from the client at `ip`, `fields` changed from a valid booking. */
const bookFrom = (ip: string, fields: Record<string, unknown>) =>
  call(postJson('/api/appointment', validAppointment(fields), fromClient(ip)));

const message = { name: 'Vikram Rao', email: 'vikram@example.com', phone: '', subject: '', message: 'Hello there.' };

describe('bots', () => {
  const refused = { success: false, error: HONEYPOT_MESSAGE, fields: { [HONEYPOT_FIELD]: HONEYPOT_MESSAGE } };

  it('refuses a filled honeypot on /api/appointment with 400 naming the field, and stores nothing', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const body = { ...validAppointment(), [HONEYPOT_FIELD]: 'http://spam.example' };
    const res = await call(postJson('/api/appointment', body, { 'Idempotency-Key': 'honeypot-then-person' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(refused);
    expect(await count('appointments')).toBe(0);
    expect(await count('outbox')).toBe(0);
    // The log line says what happened without any of the patient's details.
    const logged = log.mock.calls.flat().join('\n');
    expect(logged).toContain('honeypot');
    expect(logged).not.toContain('asha');
    expect(logged).not.toContain('spam.example');
    // The person whose browser filled it presses again with the field emptied: the booking goes through.
    const again = await call(
      postJson('/api/appointment', validAppointment(), { 'Idempotency-Key': 'honeypot-then-person' }),
    );
    expect(again.status).toBe(201);
    expect(await count('appointments')).toBe(1);
  });

  it('refuses a filled honeypot on /api/contact with 400 naming the field, and stores nothing', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const res = await call(postJson('/api/contact', { ...message, [HONEYPOT_FIELD]: 'x' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(refused);
    expect(await count('contact_messages')).toBe(0);
    expect(await count('outbox')).toBe(0);
  });

  it('treats an empty honeypot as a person', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const res = await call(postJson('/api/contact', { ...message, [HONEYPOT_FIELD]: '' }));
    expect(res.status).toBe(201);
    expect(await count('contact_messages')).toBe(1);
  });

  it('no longer treats "website" (a name browsers autofill) as the honeypot', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const res = await call(postJson('/api/contact', { ...message, website: 'https://example.com' }));
    expect(res.status).toBe(201);
    expect(await count('contact_messages')).toBe(1);
  });

  it('no longer reads "website", a name browsers autofill: a filled website field books as usual', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const res = await call(postJson('/api/appointment', { ...validAppointment(), website: 'https://asha.example' }));
    expect(res.status).toBe(201);
  });
});

describe('rate limit', () => {
  it('answers the 6th booking from one client in 10 minutes with 429 and Retry-After', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const date = openDate(7);
    const slots = ['09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '02:00 PM', '03:00 PM'];
    const statuses: number[] = [];
    let last: Response | undefined;
    for (const [i, slot] of slots.entries()) {
      last = await bookFrom('203.0.113.7', { appointment_date: date, appointment_time: slot, ...patient(i) });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last?.json()).toMatchObject({
      success: false,
      error: expect.stringContaining('Too many booking requests'),
    });
    expect(await count('appointments')).toBe(5);
    // Another client is not affected.
    const other = await bookFrom('198.51.100.1', { appointment_date: date, ...patient(9, 'q') });
    expect(other.status).toBe(201);
  });

  it('allows 10 messages per client and refuses the 11th', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await call(postJson('/api/contact', message, fromClient('203.0.113.9')))).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await count('contact_messages')).toBe(10);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it does not escape the limit', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const date = openDate(8);
    const slots = ['09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '02:00 PM', '03:00 PM'];
    const statuses: number[] = [];
    for (const [i, slot] of slots.entries()) {
      const res = await bookFrom(`2001:db8:abcd:12::${(i + 1).toString(16)}:${i}`, {
        appointment_date: date,
        appointment_time: slot,
        ...patient(i, 'v6-'),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const neighbour = await bookFrom('2001:db8:abcd:13::1', { appointment_date: date, ...patient(7, 'v6-') });
    expect(neighbour.status).toBe(201);
  });

  it('holds when one /64 sends 10 bookings at once from 10 addresses: exactly the limit gets through', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const date = openDate(9);
    const slots = ['09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '02:00 PM', '03:00 PM', '04:00 PM', '05:00 PM'];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        bookFrom(`2001:db8:77:1:${i}::${i + 1}`, {
          appointment_date: i < 8 ? date : openDate(10),
          appointment_time: slots[i % 8],
          ...patient(i, 'race6-'),
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(5);
    expect(await count('appointments')).toBe(5);
  });

  // One client per /64 (IPv6) or per address (IPv4, also IPv4-mapped).
  it.each(
    Object.entries({
      '2001:db8:abcd:12::/64': ['2001:db8:abcd:12:1:2:3:4', '2001:DB8:ABCD:0012::9'],
      '2001:db8:0:0::/64': ['2001:db8::1'],
      '0:0:0:0::/64': ['::1'],
      '203.0.113.7': ['::ffff:203.0.113.7', '203.0.113.7'],
    }).flatMap(([client, addresses]) => addresses.map((address) => [address, client])),
  )('reads the address %s as the client %s', (address, client) => {
    expect(clientPrefix(address)).toBe(client);
  });

  it('stores a salted hash of the client, never its address', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await call(postJson('/api/contact', message, fromClient('203.0.113.10')));
    const rows = await env.DB.prepare('SELECT key FROM rate_limits').all<{ key: string }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0].key).toMatch(/^contact:[0-9a-f]{32}:\d+$/);
    expect(JSON.stringify(rows.results)).not.toContain('203.0.113.10');
  });
});

describe('mail outage', () => {
  /** Resend answering every send with 500, the logs quiet; `sending` sends with each retry due at once. */
  function resendDown() {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = interceptResend(() => new Response('nope', { status: 500 }));
    return { calls, sending: { ...SENDING, EMAIL_RETRY_BASE_SECONDS: '0' } as Partial<Env> };
  }

  it('the scheduler retries failed e-mails once due, until Resend is back, sending each exactly once', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let resendUp = false;
    const delivered = new Map<string, number>();
    interceptResend((c) => {
      if (!resendUp)
        return Response.json({ statusCode: 503, name: 'service_unavailable', message: 'down' }, { status: 503 });
      const key = c.headers['idempotency-key'];
      delivered.set(key, (delivered.get(key) ?? 0) + 1);
      return Response.json({ id: `re_${key}` });
    });
    const sending = { ...SENDING, EMAIL_RETRY_BASE_SECONDS: '0' } as Partial<Env>;

    for (let i = 0; i < 3; i++) {
      const r = await call(postJson('/api/appointment', validAppointment(patient(i, 'o'))), sending);
      expect(r.status).toBe(201);
    }
    const failed = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE status = 'failed'").first<{
      n: number;
    }>();
    expect(failed?.n).toBe(6);
    // Still down: a run tries them again and they stay failed, with their attempts counted.
    await runScheduler(sending);
    expect(delivered.size).toBe(0);

    resendUp = true;
    await runScheduler(sending);
    await runScheduler(sending);
    const rows = await emailsButReminders<{ id: string; status: string; provider_id: string; attempts: number }>(
      'id, status, provider_id, attempts',
    );
    expect(rows).toHaveLength(6);
    for (const r of rows) {
      expect(r.status).toBe('sent');
      expect(r.provider_id).toBe(`re_${r.id}`);
      expect(r.attempts).toBe(3);
      expect(delivered.get(r.id)).toBe(1);
    }
    expect(await count('appointments')).toBe(3);
  });

  it('stops after 5 attempts and leaves the e-mail failed for a person to see', async () => {
    const { calls, sending } = resendDown();
    await call(postJson('/api/contact', message), sending);
    for (let i = 0; i < 8; i++) await runScheduler(sending);
    const row = await env.DB.prepare('SELECT status, attempts, next_attempt_at FROM outbox').first();
    expect(row).toEqual({ status: 'failed', attempts: 5, next_attempt_at: null });
    expect(calls).toHaveLength(5);
  });

  it('the health check never sends or claims e-mails: anonymous load does not reach the outbox', async () => {
    const { calls, sending } = resendDown();
    await call(postJson('/api/contact', message), sending);
    const before = await env.DB.prepare('SELECT status, attempts, updated_at FROM outbox').first();
    for (let i = 0; i < 5; i++)
      expect((await call(new Request('http://127.0.0.1/api/health'), sending)).status).toBe(200);
    expect(await env.DB.prepare('SELECT status, attempts, updated_at FROM outbox').first()).toEqual(before);
    expect(calls).toHaveLength(1);
  });
});

describe('storage outage', () => {
  const brokenDb = {
    prepare() {
      throw new Error('D1_ERROR: database unavailable');
    },
    batch() {
      return Promise.reject(new Error('D1_ERROR: database unavailable'));
    },
  } as unknown as D1Database;

  for (const [path, body] of [
    ['/api/appointment', validAppointment()],
    ['/api/contact', message],
  ] as const) {
    it(`answers ${path} with 503 and the clinic's phone number when D1 fails`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const res = await call(postJson(path, body), { DB: brokenDb });
      expect(res.status).toBe(503);
      const json = await res.json<{ success: boolean; error: string }>();
      expect(json.success).toBe(false);
      expect(json.error).toContain(PRIMARY_PHONE.display);
      expect(res.headers.get('retry-after')).toBe('60');
    });
  }

  it('reports the database down on /api/health with 503', async () => {
    const res = await call(new Request('http://127.0.0.1/api/health'), { DB: brokenDb });
    expect(res.status).toBe(503);
  });
});

describe('mail safety', () => {
  const hostile = '<b onclick="x()">Bold</b>\r\nBcc: victim@example.com';
  it('keeps CR, LF and HTML of every field out of headers and escaped in the HTML', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { calls } = interceptResend();
    // Single-line fields refuse CR/LF outright…
    for (const field of ['full_name', 'phone', 'selected_doctor', 'email']) {
      const r = await call(postJson('/api/appointment', validAppointment({ [field]: hostile })), SENDING);
      expect(r.status, field).toBe(400);
    }
    const c = await call(postJson('/api/contact', { ...message, subject: hostile }), SENDING);
    expect(c.status).toBe(400);
    // …and what multi-line fields carry reaches only the body, escaped.
    const ok = await call(
      postJson('/api/appointment', validAppointment({ message: `<i>Asha</i> "Q" & Co ${hostile}` })),
      SENDING,
    );
    expect(ok.status).toBe(201);
    expect(calls).toHaveLength(2);
    for (const sent of calls) {
      for (const header of [sent.body.subject, sent.body.to, sent.body.reply_to, sent.body.from].flat()) {
        expect(String(header ?? '')).not.toMatch(/[\r\n]/);
      }
      expect(sent.body.html).not.toContain('<b onclick');
      expect(sent.body.html).not.toContain('<i>Asha</i>');
    }
    const clinic = calls.find((x) => x.body.to === env.CLINIC_INBOX);
    expect(clinic?.body.html).toContain('&lt;b onclick=&quot;x()&quot;&gt;Bold&lt;/b&gt;');
  });

  it('fills each value in once: a value that looks like a template placeholder stays literal', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { calls } = interceptResend();
    await call(postJson('/api/appointment', validAppointment({ message: 'ZQidQZ and ZQemailQZ' })), SENDING);
    const clinic = calls.find((x) => x.body.to === env.CLINIC_INBOX);
    expect(clinic?.body.html).toContain('ZQidQZ and ZQemailQZ');
    expect(clinic?.body.text).toContain('ZQidQZ and ZQemailQZ');
  });
});

describe('privacy', () => {
  it('logs ids only, never personal data, on the happy paths and on failures', async () => {
    const lines: string[] = [];
    const record = (...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    };
    vi.spyOn(console, 'log').mockImplementation(record);
    vi.spyOn(console, 'error').mockImplementation(record);
    vi.spyOn(console, 'warn').mockImplementation(record);
    vi.spyOn(console, 'info').mockImplementation(record);
    const kavita = validAppointment({
      full_name: 'Kavita Privatename',
      email: 'kavita.private@example.com',
      phone: '+91 99999 77777',
      message: 'Asthma since childhood',
    });
    interceptResend();
    await call(postJson('/api/appointment', kavita, fromClient('203.0.113.55')), SENDING);
    await call(
      postJson('/api/contact', { ...message, name: 'Kavita Privatename', email: 'kavita.private@example.com' }),
      SENDING,
    );
    vi.restoreAllMocks();
    vi.spyOn(console, 'log').mockImplementation(record);
    vi.spyOn(console, 'error').mockImplementation(record);
    interceptResend(() =>
      Response.json(
        { statusCode: 422, name: 'validation_error', message: 'Invalid `to`: kavita.private@example.com' },
        { status: 422 },
      ),
    );
    await call(
      postJson('/api/appointment', { ...kavita, appointment_time: '11:00 AM' }, fromClient('203.0.113.55')),
      SENDING,
    );
    // The scheduler's retry of those failures, and a reminder, log ids only too.
    await runScheduler({ ...SENDING, EMAIL_RETRY_BASE_SECONDS: '0' });
    await env.DB.prepare(
      "UPDATE outbox SET next_attempt_at = '2000-01-01T00:00:00.000Z' WHERE kind = 'reminder_patient'",
    ).run();
    await runScheduler(SENDING);

    expect(lines.length).toBeGreaterThan(0);
    const all = lines.join('\n');
    for (const secret of ['Privatename', 'kavita.private', '99999', 'Asthma since', '203.0.113.55']) {
      expect(all).not.toContain(secret);
    }
  });
});

describe('paused sending', () => {
  it('holds e-mails as pending while paused and the scheduler sends them once unpaused', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { calls } = interceptResend();
    const paused = { ...SENDING, EMAIL_SENDING_PAUSED: 'true' } as Partial<Env>;
    const res = await call(postJson('/api/appointment', validAppointment()), paused);
    expect(res.status).toBe(201);
    await runScheduler(paused);
    expect(calls).toHaveLength(0);
    const pending = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending' AND ${NOT_REMINDERS}`,
    ).first<{ n: number }>();
    expect(pending?.n).toBe(2);
    await runScheduler(SENDING);
    expect(calls).toHaveLength(2);
    const sent = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE status = 'sent'").first<{
      n: number;
    }>();
    expect(sent?.n).toBe(2);
  });
});

describe('a request that dies before sending its e-mails', () => {
  it('writes them held for sending, and the scheduler sends them once they have gone stale', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { calls } = interceptResend();
    // Stored by a request whose isolate then died: the rows were written 'sending' (attempt 1) and never finished.
    const paused = { ...SENDING, EMAIL_SENDING_PAUSED: 'true' } as Partial<Env>;
    expect((await call(postJson('/api/appointment', validAppointment()), paused)).status).toBe(201);
    await env.DB.prepare(
      `UPDATE outbox SET status = 'sending', attempts = 1,
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 minutes') WHERE ${NOT_REMINDERS}`,
    ).run();

    // Two minutes on, the sender may still be at work: nobody else takes them.
    await runScheduler(SENDING);
    expect(calls).toHaveLength(0);

    // Ten minutes on, they are abandoned: the next run claims and sends each once.
    await env.DB.prepare(
      `UPDATE outbox SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-10 minutes') WHERE ${NOT_REMINDERS}`,
    ).run();
    await runScheduler(SENDING);
    expect(calls).toHaveLength(2);
    const rows = await env.DB.prepare(`SELECT status, attempts FROM outbox WHERE ${NOT_REMINDERS} ORDER BY kind`).all();
    expect(rows.results).toEqual([
      { status: 'sent', attempts: 2 },
      { status: 'sent', attempts: 2 },
    ]);
  });

  it('without a Resend key, writes the e-mails as captured with the booking and prints them', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const res = await call(postJson('/api/appointment', validAppointment()));
    expect(res.status).toBe(201);
    const rows = await env.DB.prepare(
      `SELECT kind, status, attempts FROM outbox WHERE ${NOT_REMINDERS} ORDER BY kind`,
    ).all();
    expect(rows.results).toEqual([
      { kind: 'appointment_clinic', status: 'captured', attempts: 1 },
      { kind: 'appointment_patient', status: 'captured', attempts: 1 },
    ]);
    const printed = log.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('captured, not sent'));
    expect(printed).toHaveLength(2);
  });
});

describe('rate limit and booking in one batch', () => {
  it('counts a refused booking against the limit and stores nothing for it', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const limited = { RATE_LIMIT_APPOINTMENTS: '1' } as Partial<Env>;
    const first = await call(postJson('/api/appointment', validAppointment(), fromClient('198.51.100.7')), limited);
    const second = await call(
      postJson('/api/appointment', { ...validAppointment(), ...patient(1, 'other') }, fromClient('198.51.100.7')),
      limited,
    );
    expect([first.status, second.status]).toEqual([201, 429]);
    expect(await count('appointments')).toBe(1);
    expect(await count('outbox')).toBe(3);
    const counter = await env.DB.prepare('SELECT count FROM rate_limits').first<{ count: number }>();
    expect(counter?.count).toBe(2);
  });
});

describe('captured e-mails in summary mode', () => {
  it('logs one line per e-mail, with its id and kind and nothing personal', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const res = await call(postJson('/api/appointment', validAppointment()), { EMAIL_CAPTURE_PRINT: 'summary' });
    expect(res.status).toBe(201);
    const lines = log.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('captured'));
    expect(lines).toHaveLength(2);
    for (const l of lines) {
      expect(l).toMatch(/^email eml_\w+: captured \(appointment_(patient|clinic)\), not sent/);
      expect(l).not.toContain('Asha');
      expect(l).not.toContain('asha.verma@example.com');
    }
  });
});

describe('POST /api/not-ready', () => {
  it('answers a form sent before the script ran with a page asking to press again, and stores nothing', async () => {
    const res = await call(
      new Request('http://127.0.0.1/api/not-ready', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ fullName: 'Asha Verma', email: 'asha@example.com', phone: '9811012345' }),
      }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).not.toContain('script');
    const html = await res.text();
    expect(html).toContain('not sent');
    expect(html).not.toContain('Asha');
    expect(await count('appointments')).toBe(0);
    expect(await count('contact_messages')).toBe(0);
  });
});
