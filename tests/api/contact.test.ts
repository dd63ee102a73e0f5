import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, clearAll, count, interceptResend, postJson, SENDING } from './helpers';

beforeEach(clearAll);
afterEach(() => vi.restoreAllMocks());

const home = {
  firstName: 'Meera',
  lastName: 'Singh',
  email: 'meera@example.com',
  phone: '',
  subject: 'Question about spirometry',
  message: 'Do I need to stop my inhaler before the test?',
};

const page = {
  name: 'Vikram Rao',
  email: 'vikram@example.com',
  phone: '',
  subject: '',
  message: 'Please call me back.',
};

async function storedNothing() {
  expect(await count('contact_messages')).toBe(0);
  expect(await count('outbox')).toBe(0);
}

describe('POST /api/contact', () => {
  it('stores a home-page message and notifies the clinic, reply-to the sender', async () => {
    const { calls } = interceptResend();
    const res = await call(postJson('/api/contact', home), SENDING);
    expect(res.status).toBe(201);
    const { id, success } = await res.json<{ id: string; success: boolean }>();
    expect(success).toBe(true);
    const row = await env.DB.prepare('SELECT * FROM contact_messages WHERE id = ?').bind(id).first();
    expect(row).toMatchObject({ source: 'home', name: 'Meera Singh', email: 'meera@example.com', phone: '' });
    expect(calls).toHaveLength(1);
    expect(calls[0].body.to).toBe(env.CLINIC_INBOX);
    expect(calls[0].body.reply_to).toBe('meera@example.com');
    expect(calls[0].body.subject).toBe('New message: Question about spirometry — from Meera Singh');
    expect(calls[0].body.html).toContain('Do I need to stop my inhaler before the test?');
    const outbox = await env.DB.prepare('SELECT id, status FROM outbox WHERE ref_id = ?')
      .bind(id)
      .first<{ id: string; status: string }>();
    expect(outbox?.status).toBe('sent');
    expect(calls[0].headers['idempotency-key']).toBe(outbox?.id);
  });

  it('stores a /contact page message with the default subject "General Inquiry"', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const res = await call(postJson('/api/contact', page));
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: string }>();
    const row = await env.DB.prepare('SELECT source, name, subject, phone FROM contact_messages WHERE id = ?')
      .bind(id)
      .first();
    expect(row).toEqual({ source: 'contact', name: 'Vikram Rao', subject: 'General Inquiry', phone: '' });
    const outbox = await env.DB.prepare('SELECT status FROM outbox WHERE ref_id = ?').bind(id).first();
    expect(outbox).toEqual({ status: 'captured' });
  });

  it('escapes HTML and keeps line breaks out of the subject header', async () => {
    const { calls } = interceptResend();
    const res = await call(
      postJson('/api/contact', {
        ...page,
        subject: '<img src=x onerror=alert(1)>',
        message: 'a\r\nBcc: evil@example.com <script>x</script>',
      }),
      SENDING,
    );
    expect(res.status).toBe(201);
    expect(calls[0].body.html).not.toContain('<img src=x');
    expect(calls[0].body.html).not.toContain('<script>');
    expect(calls[0].body.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(calls[0].body.subject).not.toMatch(/[\r\n]/);
  });

  it('refuses a name that carries a link or an address, and stores nothing', async () => {
    for (const name of ['<img src=x onerror=alert(1)>', 'Win a prize at evil.example', 'me@evil.example']) {
      const res = await call(postJson('/api/contact', { ...page, name }));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, fields: { name: expect.stringMatching(/letters/) } });
    }
    await storedNothing();
  });

  it('keeps the message when Resend is down, with the outbox row failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    interceptResend(() => new Response('upstream down', { status: 502 }));
    const res = await call(postJson('/api/contact', home), SENDING);
    expect(res.status).toBe(201);
    expect(await count('contact_messages')).toBe(1);
    const outbox = await env.DB.prepare('SELECT status, last_error FROM outbox').first<{
      status: string;
      last_error: string;
    }>();
    expect(outbox?.status).toBe('failed');
    expect(outbox?.last_error).toContain('502');
  });

  describe('rejections store nothing', () => {
    const cases: [string, unknown, RegExp][] = [
      ['a blank /contact name', { ...page, name: '   ' }, /name/],
      ['a blank /contact message', { ...page, message: ' \n ' }, /message/],
      ['a 201-character name', { ...page, name: 'n'.repeat(201) }, /200/],
      ['a 2001-character message', { ...page, message: 'm'.repeat(2001) }, /2000/],
      ['an invalid e-mail', { ...page, email: 'vikram.example.com' }, /valid email/],
      ['a home form without last name', { ...home, lastName: '' }, /last name/],
      ['a home form without subject', { ...home, subject: undefined }, /subject/],
      ['a subject with a line break', { ...home, subject: 'Hi\r\nBcc: x@example.com' }, /one line/],
      ['a phone with letters', { ...home, phone: 'abc' }, /phone/],
      ['an empty object', {}, /name|email|message/],
    ];
    for (const [label, body, error] of cases) {
      it(`rejects ${label} with 400`, async () => {
        const res = await call(postJson('/api/contact', body));
        expect(res.status).toBe(400);
        const json = await res.json<{ success: boolean; error: string; fields: Record<string, string> }>();
        expect(json.success).toBe(false);
        expect(json.error).toMatch(error);
        expect(Object.keys(json.fields).length).toBeGreaterThan(0);
        await storedNothing();
      });
    }

    it('rejects a form-encoded body with 415', async () => {
      const res = await call(
        new Request('http://127.0.0.1/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'name=a&email=b',
        }),
      );
      expect(res.status).toBe(415);
      await storedNothing();
    });

    it('rejects PUT with 405', async () => {
      const res = await call(new Request('http://127.0.0.1/api/contact', { method: 'PUT', body: '{}' }));
      expect(res.status).toBe(405);
      expect(await res.json()).toMatchObject({ success: false });
    });
  });
});

describe('the API as a whole', () => {
  it('answers an unknown path with a 404 JSON envelope', async () => {
    const res = await call(new Request('http://127.0.0.1/api/nope'));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ success: false, error: 'There is no such API endpoint.' });
  });

  it('reports health with the database reachable', async () => {
    const res = await call(new Request('http://127.0.0.1/api/health'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('is served by the Pages Function entry, functions/api/[[route]].ts', async () => {
    const { onRequest } = await import('../../functions/api/[[route]]');
    expect(typeof onRequest).toBe('function');
  });
});
