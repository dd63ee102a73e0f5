import { Hono } from 'hono';
import { m } from '../common/paraglide/messages.js';
import { appointment, availability, forms, manage, visitReply } from './booking/routes';
import { contact } from './contact/routes';
import { desk } from './desk/routes';
import { messageLink, whatsappWebhook } from './notify/routes';
import { payments } from './payments/routes';
import { publishSiteCheck } from './platform/deployment-check';
import type { AppEnv } from './platform/env';
import { requireConfig } from './platform/guard';
import { fail, HttpError } from './platform/http';
import { langOf } from './platform/locale';
import { health } from './platform/routes/health';
import { notReady } from './platform/routes/not-ready';
import { privacy } from './privacy/routes';
import { followUp, queueScreen, queueStatus } from './queue/routes';
import { reportsApi } from './reports/routes';
import { waitlistPages } from './waitlist/routes';

/** The whole API: thin routes over db/ and email/, one error envelope for every failure. */
export const app = new Hono<AppEnv>().basePath('/api');

app.use('*', async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.header('X-Frame-Options', 'DENY');
  // Routes that answer pages for people (routes/forms.ts, routes/not-ready.ts) set their own, still without script.
  if (!c.res.headers.has('Content-Security-Policy')) {
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  }
  c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()');
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
});

// A deployment missing a secret, with a short one, at the stand-in origin or at another than its build's, or with half of
// Turnstile, answers 503 to everything and writes nothing (functions/platform/guard.ts).
app.use('*', requireConfig);
// Once it has passed, it tells the scheduler Worker which secret and origin it runs with (decision 015).
app.use('*', publishSiteCheck);

const allowed: Record<string, string> = {
  '/api/appointment': 'POST',
  '/api/contact': 'POST',
  '/api/availability': 'GET, HEAD',
  '/api/health': 'GET, HEAD',
  '/api/manage/lookup': 'POST',
  '/api/manage/cancel': 'POST',
  '/api/manage/reschedule': 'POST',
  '/api/manage/stop-messages': 'POST',
  '/api/manage/reports': 'POST',
  '/api/manage/reports/remove': 'POST',
  '/api/reports': 'POST',
  '/api/privacy/start': 'POST',
  '/api/privacy/open': 'POST',
  '/api/privacy/act': 'POST',
  '/api/m': 'GET, HEAD, POST',
  '/api/whatsapp/webhook': 'GET, POST',
  '/api/payments/webhook': 'POST',
  '/api/payments/pay': 'GET, HEAD, POST',
  '/api/payments/return': 'GET, HEAD',
};

app.route('/appointment', appointment);
app.route('/contact', contact);
app.route('/availability', availability);
app.route('/health', health);
app.route('/manage', manage);
app.route('/reports', reportsApi);
app.route('/m', messageLink);
app.route('/follow-up', followUp);
app.route('/desk', desk);
app.route('/privacy', privacy);
app.route('/not-ready', notReady);
app.route('/forms', forms);
app.route('/whatsapp/webhook', whatsappWebhook);
app.route('/q', queueStatus);
app.route('/screen', queueScreen);
app.route('/waitlist', waitlistPages);
app.route('/visit', visitReply);
app.route('/payments', payments);

for (const [path, methods] of Object.entries(allowed)) {
  app.all(path.replace('/api', ''), (c) => {
    c.header('Allow', methods);
    return fail(
      c,
      405,
      m.server_not_allowed({ method: c.req.method, allowed: methods.split(',')[0] }, { locale: langOf(c) }),
    );
  });
}

app.notFound((c) => fail(c, 404, m.server_no_endpoint({}, { locale: langOf(c) })));

app.onError((err, c) => {
  if (err instanceof HttpError) return fail(c, err.status, err.text(langOf(c)));
  console.error(`unhandled API error: ${err.name}`);
  return fail(c, 500, m.server_unexpected({}, { locale: langOf(c) }));
});
