import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { isLocale, type Locale } from '../../../common/i18n/locale';
import { asPage } from '../../booking/routes';
import type { AppEnv } from '../../platform/env';
import { isDevelopment, RAZORPAY_API, razorpayKeys } from '../../platform/flags';
import type { Html } from '../../platform/html/layout';
import { styleSource } from '../../platform/html/layout';
import { bodyBytesUpTo, fail, readFormBody } from '../../platform/http';
import { langOf, setLang } from '../../platform/locale';
import { payPath, payState, receiveWebhook, returnedState, startPayment, visitOf } from '../actions';
import { cancelledPage, gonePage, offPage, paidPage, payPage, releasedPage, returnPage } from '../html/pages';

/**
 * The payment's routes (decision 031), at /api/payments: the pay page (GET shows, POST goes to Razorpay), the page
 * Razorpay sends the patient back to, and Razorpay's webhook. The pages work without script.
 */
export const payments = new Hono<AppEnv>();

/** Where a pay form may send the browser on: this site, and Razorpay's payment pages (the stand-in's in development). */
function formTargets(c: Context<AppEnv>): string {
  const keys = razorpayKeys(c.env);
  const standIn = keys && isDevelopment(c.env) && keys.api !== RAZORPAY_API ? ` ${new URL(keys.api).origin}` : '';
  return `'self' https://rzp.io https://*.razorpay.com${standIn}`;
}

const forPeople: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.path.endsWith('/webhook')) return;
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src ${await styleSource()}; img-src 'self'; form-action ${formTargets(c)}; base-uri 'none'; frame-ancestors 'none'`,
  );
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  // The pages carry a booking's token in their address: it never leaves in a Referer.
  c.header('Referrer-Policy', 'no-referrer');
};

payments.use('*', forPeople);

async function send(c: Context<AppEnv>, body: Html, status = 200): Promise<Response> {
  return c.html(await body, status as 200);
}

/** The pay page for a booking and its token, in the booking's language; `problem` when Razorpay was not reached. */
async function payAnswer(c: Context<AppEnv>, id: string, token: string, problem = false): Promise<Response> {
  const state = await payState(c.env, id, token);
  const lang: Locale =
    'row' in state ? state.row.locale : isLocale(c.req.query('lang')) ? (c.req.query('lang') as Locale) : langOf(c);
  setLang(c, lang);
  switch (state.kind) {
    case 'gone':
      return send(c, gonePage(lang), 404);
    case 'off':
      return send(c, offPage(lang));
    case 'paid':
      return send(c, paidPage(lang, await visitOf(c.env, state.row), state.amountPaise));
    case 'released':
      return send(c, releasedPage(lang), 410);
    case 'cancelled':
      return send(c, cancelledPage(lang), 410);
    default:
      return send(
        c,
        payPage(lang, {
          visit: await visitOf(c.env, state.row),
          amountPaise: state.amountPaise,
          until: state.until,
          refundHours: state.terms.refundHours,
          booking: state.row.id,
          token,
          problem,
        }),
        problem ? 503 : 200,
      );
  }
}

payments.get('/pay', (c) => payAnswer(c, c.req.query('b') ?? '', c.req.query('t') ?? ''));

payments.post('/pay', (c) =>
  asPage(c, async () => {
    const form = await readFormBody(c);
    const id = form.get('b') ?? '';
    const token = form.get('t') ?? '';
    const started = await startPayment(c.env, id, token);
    if (started.kind === 'redirect') return c.redirect(started.url, 303);
    return payAnswer(c, id, token, started.kind === 'unavailable');
  }),
);

payments.get('/return', async (c) => {
  const q = (name: string) => c.req.query(`razorpay_${name}`) ?? '';
  const returned = await returnedState(c.env, {
    paymentId: q('payment_id'),
    linkId: q('payment_link_id'),
    referenceId: q('payment_link_reference_id'),
    status: q('payment_link_status'),
    signature: q('signature'),
  });
  const lang: Locale = returned.row?.locale ?? langOf(c);
  setLang(c, lang);
  const r = returned.result;
  if (r.kind === 'done') {
    const visit = await visitOf(c.env, r.row);
    return send(
      c,
      returnPage(lang, {
        kind: 'done',
        visit,
        amountPaise: r.amountPaise,
        paymentId: r.paymentId,
        confirmed: r.row.status !== 'cancelled',
      }),
    );
  }
  if (r.kind === 'pending') return send(c, returnPage(lang, { kind: 'pending', again: c.req.url }));
  if (r.kind === 'failed') {
    const row = returned.row;
    const pay = row?.manage_nonce ? await payPath(c.env, row.id, row.manage_nonce) : null;
    return send(c, returnPage(lang, { kind: 'failed', pay }));
  }
  if (r.kind === 'late') return send(c, returnPage(lang, { kind: 'late' }));
  return send(c, returnPage(lang, { kind: 'bad' }), 400);
});

/** Razorpay's webhooks carry one event each: a few kilobytes. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

payments.post('/webhook', async (c) => {
  // The signature covers the bytes as sent: they are read before anything parses them.
  const raw = await bodyBytesUpTo(c.req.raw, MAX_WEBHOOK_BYTES);
  if (!raw) return fail(c, 413, 'The webhook body is too large.');
  const outcome = await receiveWebhook(
    c.env,
    raw,
    c.req.header('x-razorpay-signature'),
    c.req.header('x-razorpay-event-id'),
    (p) => c.executionCtx.waitUntil(p),
  );
  if (outcome.kind === 'off') return fail(c, 404, 'Online payment is not configured.');
  if (outcome.kind === 'unsigned') {
    console.error('payments: webhook refused: X-Razorpay-Signature missing or wrong');
    return fail(c, 400, 'The X-Razorpay-Signature header is missing or does not match the body.');
  }
  if (outcome.kind === 'malformed') return fail(c, 400, 'The webhook body is not a payment link event.');
  return c.json({ success: true as const });
});
