import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, clinicDate } from '../../common/booking/schedule';
import { hoursText } from '../../common/clinic/display';
import { onRequest } from '../../functions/_middleware';
import { forgetClinicSnapshot } from '../../functions/clinic/actions/snapshot';
import { readSchedule } from '../../functions/clinic/db/schedule';
import type { Env } from '../../functions/platform/env';
import contactPage from './fixtures/edge/contact.html.txt?raw';
import hiHomePage from './fixtures/edge/hi-home.html.txt?raw';
import homePage from './fixtures/edge/home.html.txt?raw';
import { ORIGIN } from './helpers';

/**
 * The edge's fill-in of the clinic's facts (functions/_middleware.ts, decision 023) over real prerendered pages
 * (tests/api/fixtures/edge: /, /contact and /hi as the build wrote them, minus inline styles and the runtime;
 * `npx node scripts/edge-fixtures.ts` after a build refreshes them), with the schedule read from the local D1.
 */

const PAGES: Record<string, string> = { '/': homePage, '/contact': contactPage, '/hi': hiHomePage };

/** The page as Pages serves a static file: its validators, length and cache policy. */
function asBuilt(html: string): Response {
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
      ETag: '"built"',
      'Last-Modified': 'Wed, 25 Nov 2026 10:00:00 GMT',
      'Content-Length': String(new TextEncoder().encode(html).length),
    },
  });
}

/** Requests `path` through the middleware, the next handler answering `answer` (the prerendered page by default). */
async function visit(
  path: string,
  answer?: Response,
  init: RequestInit = {},
  overrides: Partial<Env> = {},
): Promise<{ res: Response; html: string; passed: Response; asked: Request[] }> {
  const passed = answer ?? asBuilt(PAGES[path]);
  const asked: Request[] = [];
  // The event Pages gives a middleware; createPagesEventContext would need an ASSETS binding, which `next` replaces.
  const exec = createExecutionContext();
  const ctx = {
    request: new Request(`${ORIGIN}${path}`, init),
    functionPath: path,
    waitUntil: (p: Promise<unknown>) => exec.waitUntil(p),
    passThroughOnException: () => {},
    next: async (input?: Request) => {
      if (input) asked.push(input);
      return passed;
    },
    env: { ...(env as unknown as Env), ...overrides },
    params: {},
    data: {},
  } as unknown as Parameters<typeof onRequest>[0];
  const res = await onRequest(ctx);
  const html = res === passed || init.method === 'HEAD' ? '' : await res.text();
  await waitOnExecutionContext(exec);
  return { res, html, passed, asked };
}

/** The text of every element marked data-clinic="kind", in order. */
function fragments(html: string, kind: string): string[] {
  const re = new RegExp(`<(\\w+)[^>]* data-clinic="${kind}"[^>]*>([\\s\\S]*?)</\\1>`, 'g');
  return [...html.matchAll(re)].map((m) => m[2]);
}

function jsonLd(html: string, type: string): Record<string, unknown> {
  for (const m of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(m[1]) as Record<string, unknown>;
    if (data['@type'] === type) return data;
  }
  throw new Error(`no ${type} JSON-LD`);
}

const forget = () => forgetClinicSnapshot({ req: { url: ORIGIN } });

afterEach(async () => {
  vi.restoreAllMocks();
  await forget();
});

describe('the edge fills the prerendered pages from the stored schedule', () => {
  it('prints exactly the page as built while the schedule is the one it was built from', async () => {
    for (const path of Object.keys(PAGES)) {
      const { html } = await visit(path);
      expect(html, path).toBe(PAGES[path]);
    }
  });

  it('shows an edited Saturday, new phones, a fee and a notice on /, /contact, /hi and in the JSON-LD', async () => {
    const today = clinicDate();
    await env.DB.batch([
      env.DB.prepare(`DELETE FROM clinic_sessions WHERE weekday = 6`),
      env.DB.prepare(
        `INSERT INTO clinic_sessions (place_id, weekday, start_time, end_time, slot_minutes, capacity)
         VALUES ('clinic', 6, '10:00', '12:00', 30, 2)`,
      ),
      env.DB.prepare(
        `UPDATE clinic_settings SET phones = ?, whatsapp = '919999900001', fee_inr = 800, notice_en = ?, notice_hi = ?,
         notice_from = ?, notice_until = ?, version = version + 1 WHERE id = 1`,
      ).bind(
        JSON.stringify([{ label: 'Mobile', display: '+91 99999 00001', e164: '+919999900001' }]),
        'Closed on Guru Nanak Jayanti <no visits>',
        'गुरु नानक जयंती पर क्लिनिक बंद रहेगा',
        addDays(today, -1),
        addDays(today, 1),
      ),
    ]);
    await forget();
    const stored = await readSchedule(env.DB);

    const home = await visit('/');
    expect(home.res.status).toBe(200);
    expect(home.res.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    for (const h of ['ETag', 'Last-Modified', 'Content-Length']) expect(home.res.headers.get(h), h).toBeNull();
    const hours = 'Mon – Fri: 9 AM – 1 PM, 2 PM – 6 PM · Saturday: 10 AM – 12 PM · Sunday: Closed';
    expect(hoursText(stored, 'en')).toBe(hours);
    expect(fragments(home.html, 'hours')).toEqual([hours, hours, hours]);
    expect(fragments(home.html, 'phone').every((p) => p === '+91\u00a099999\u00a000001')).toBe(true);
    expect(home.html).not.toContain('tel:+919811045872');
    expect(home.html).toContain('aria-label="Call +91 99999 00001"');
    expect(home.html).toContain('href="https://wa.me/919999900001?text=');
    // The notice, escaped, on top of the page: before the top bar.
    const notice =
      '<div data-clinic="notice" role="note" aria-label="Notice from the clinic"><p>Closed on Guru Nanak Jayanti &lt;no visits&gt;</p></div>';
    expect(home.html.indexOf(notice)).toBeGreaterThan(0);
    expect(home.html.indexOf(notice)).toBeLessThan(home.html.indexOf('data-clinic-top'));
    const clinic = jsonLd(home.html, 'MedicalClinic');
    expect(clinic.telephone).toBe('+919999900001');
    expect(clinic.url).toBe(jsonLd(homePage, 'MedicalClinic').url);
    expect(clinic.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Saturday'],
      opens: '10:00',
      closes: '12:00',
    });
    expect(jsonLd(home.html, 'Physician').telephone).toEqual(['+919999900001']);

    const contact = await visit('/contact');
    expect(contact.html).toContain('<span>Saturday: 10 AM – 12 PM</span>');
    expect(contact.html).toMatch(/<p data-clinic="fee" class="[^"]+">Consultation fee: ₹800<\/p>/);
    expect(fragments(contact.html, 'phones-labelled')[0]).toBe(
      '<span><a href="tel:+919999900001">+91\u00a099999\u00a000001</a> <span>(Mobile)</span></span>',
    );
    expect(jsonLd(contact.html, 'MedicalClinic').telephone).toBe('+919999900001');

    const hi = await visit('/hi');
    expect(fragments(hi.html, 'hours')[0]).toBe(
      'सोम – शुक्र: सुबह 9 से दोपहर 1 बजे, दोपहर 2 से शाम 6 बजे · शनिवार: सुबह 10 से दोपहर 12 बजे · रविवार: बंद',
    );
    expect(hi.html).toContain('<p>गुरु नानक जयंती पर क्लिनिक बंद रहेगा</p>');
    expect(hi.html).toContain('(मोबाइल)');
    expect(jsonLd(hi.html, 'MedicalClinic').inLanguage).toBe('hi-IN');
  });

  it("never lets the file's validators answer for the filled page: no 304 from the file, no ETag or Last-Modified", async () => {
    const conditional = {
      headers: { 'If-None-Match': '"built"', 'If-Modified-Since': 'Wed, 25 Nov 2026 10:00:00 GMT' },
    };
    const get = await visit('/', undefined, conditional);
    // The static file is asked for whole, so a page kept from before an edit is replaced, not revalidated.
    expect(get.asked).toHaveLength(1);
    expect(get.asked[0].headers.get('If-None-Match')).toBeNull();
    expect(get.asked[0].headers.get('If-Modified-Since')).toBeNull();
    expect(get.res.status).toBe(200);
    expect(get.res.headers.get('ETag')).toBeNull();
    expect(get.res.headers.get('Last-Modified')).toBeNull();
    expect(get.res.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    // HEAD says the same as GET about validators.
    const head = await visit('/', asBuilt(''), { method: 'HEAD' });
    expect(head.res.headers.get('ETag')).toBeNull();
    expect(head.res.headers.get('Last-Modified')).toBeNull();
  });

  it('passes /api and what is not a page through untouched, without reading the schedule', async () => {
    const batch = vi.spyOn(env.DB, 'batch');
    const api = new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
    expect((await visit('/api/health', api)).res).toBe(api);
    const apiHtml = asBuilt(homePage);
    expect((await visit('/api/forms/booking', apiHtml)).res).toBe(apiHtml);
    const script = new Response('export {}', { headers: { 'Content-Type': 'text/javascript' } });
    expect((await visit('/assets/app.js', script)).res).toBe(script);
    expect(batch).not.toHaveBeenCalled();
  });

  it('serves the page as built, and logs one line, when D1 cannot be read', async () => {
    vi.spyOn(env.DB, 'batch').mockRejectedValue(new Error('D1_ERROR: the database is unavailable'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { res, passed } = await visit('/contact');
    expect(res).toBe(passed);
    expect(await res.text()).toBe(contactPage);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0][0])).toMatch(/clinic facts: .*D1_ERROR.*\/contact served as built/);
  });

  it('serves the page as built, never cut off, when the stored facts cannot be shown (no phone line)', async () => {
    const phones = await env.DB.prepare('SELECT phones FROM clinic_settings WHERE id = 1').first<string>('phones');
    await env.DB.prepare(`UPDATE clinic_settings SET phones = '[]', version = version + 1 WHERE id = 1`).run();
    await forget();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { res, passed } = await visit('/');
    expect(res).toBe(passed);
    expect(await res.text()).toBe(homePage);
    expect(log).toHaveBeenCalledTimes(1);
    await env.DB.prepare('UPDATE clinic_settings SET phones = ?, version = version + 1 WHERE id = 1')
      .bind(phones)
      .run();
  });
});

describe('the phone-messages opt-in on the prerendered pages', () => {
  /** A deployment without WhatsApp and SMS: both phone channels are off (functions/platform/flags.ts). */
  const NO_PHONE_CHANNEL: Partial<Env> = { ENVIRONMENT: 'production' };
  const OPT_IN = /<div[^>]* data-phone-messages=""[^>]*>[\s\S]*?name="messagesOptIn"/;

  it('is on the built home pages, in English and Hindi, and stays while a phone channel is on', async () => {
    expect(homePage).toMatch(OPT_IN);
    expect(homePage).toMatch(/Send this appointment(?:'|&#x27;)s messages on WhatsApp/);
    expect(hiHomePage).toContain('इस अपॉइंटमेंट के मैसेज WhatsApp पर भेजें');
    expect((await visit('/')).html).toMatch(OPT_IN);
  });

  it('is taken out, box, label and hint, when no phone channel is on; nothing else changes', async () => {
    for (const [path, built] of [
      ['/', homePage],
      ['/hi', hiHomePage],
    ] as const) {
      const { res, html } = await visit(path, undefined, {}, NO_PHONE_CHANNEL);
      expect(res.status).toBe(200);
      expect(html).not.toContain('data-phone-messages');
      expect(html).not.toContain('messagesOptIn');
      expect(html).not.toContain('WhatsApp पर भेजें');
      expect(html).not.toContain('s messages on WhatsApp');
      // The rest of the form is as built: its phone field and what follows it.
      expect(html).toContain('name="phone"');
      expect(html.length).toBeLessThan(built.length);
      expect(res.headers.get('ETag')).toBeNull();
    }
  });

  it('is taken out even when the clinic facts cannot be filled in (the page otherwise as built)', async () => {
    vi.spyOn(env.DB, 'batch').mockRejectedValue(new Error('D1_ERROR: the database is unavailable'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { res, html } = await visit('/', undefined, {}, NO_PHONE_CHANNEL);
    expect(res.status).toBe(200);
    expect(html).not.toContain('messagesOptIn');
    expect(html).toContain('name="phone"');
  });
});
