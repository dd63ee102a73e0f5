import { html } from 'hono/html';
import { paiseText } from '../../../common/clinic/display';
import { type Place, placeIn } from '../../../common/clinic/schedule';
import { dateLabel, instantLabel, timeLabel } from '../../../common/i18n/dates';
import type { Locale } from '../../../common/i18n/locale';
import { m } from '../../../common/paraglide/messages.js';
import { hidden } from '../../platform/html/fields';
import { type Html, messagePage, page, sitePath } from '../../platform/html/layout';

/**
 * The payment's pages for people (decision 031): what is paid and for what before the patient goes to Razorpay, and
 * the page Razorpay sends them back to. Server-rendered, without script: the same with JavaScript on or off.
 */

/** The visit a page names: its date, time and place in the page's language. */
export interface Visit {
  date: string;
  time: string;
  place: Place | undefined;
}

function visitWords(v: Visit, locale: Locale) {
  return {
    date: dateLabel(v.date, locale),
    time: timeLabel(v.time, locale),
    place: v.place ? placeIn(v.place, locale).name : '',
  };
}

/** The refund policy's line and link. */
function policy(locale: Locale, hours: number): Html {
  const o = { locale };
  return html`<p>${m.payments_policy_line({ hours: String(hours) }, o)} <a href="${sitePath('/refund-policy', locale)}">${m.payments_policy_link({}, o)}</a></p>`;
}

/** The page before Razorpay: the visit, the amount, the hold, the policy, and one button (a form: no script). */
export function payPage(
  locale: Locale,
  p: {
    visit: Visit;
    amountPaise: number;
    until: string | null;
    refundHours: number;
    booking: string;
    token: string;
    problem?: boolean;
  },
): Html {
  const o = { locale };
  const amount = paiseText(p.amountPaise);
  const title = p.problem ? m.payments_unavailable_title({}, o) : m.payments_pay_title({}, o);
  return page(locale, {
    title,
    error: p.problem,
    content: html`<h1 data-testid="pay-page">${title}</h1>
${p.problem ? html`<p role="alert">${m.payments_unavailable_lead({}, o)}</p>` : ''}
<p>${m.payments_pay_for(visitWords(p.visit, locale), o)}</p>
<p><strong>${m.payments_pay_amount({ amount }, o)}</strong></p>
${p.until ? html`<p>${m.payments_pay_held({ until: instantLabel(p.until, locale) }, o)}</p>` : html`<p>${m.payments_pay_optional({}, o)}</p>`}
<p>${m.payments_pay_razorpay({}, o)}</p>
${policy(locale, p.refundHours)}
<form method="post" action="/api/payments/pay">
${hidden('b', p.booking)}${hidden('t', p.token)}${hidden('lang', locale)}
<p class="actions"><button type="submit" class="button">${m.payments_pay_button({ amount }, o)}</button></p>
</form>`,
  });
}

/** The fee is paid already. */
export function paidPage(locale: Locale, visit: Visit, amountPaise: number): Html {
  const o = { locale };
  return messagePage(locale, {
    title: m.payments_paid_title({}, o),
    lines: [m.payments_paid_lead({ ...visitWords(visit, locale), amount: paiseText(amountPaise) }, o)],
    testId: 'pay-paid',
  });
}

export function releasedPage(locale: Locale): Html {
  const o = { locale };
  return messagePage(locale, {
    title: m.payments_released_title({}, o),
    lines: [m.payments_released_lead({}, o)],
    back: { href: '/book-appointment', label: m.payments_released_again({}, o) },
    testId: 'pay-released',
  });
}

export function cancelledPage(locale: Locale): Html {
  const o = { locale };
  return messagePage(locale, {
    title: m.payments_cancelled_title({}, o),
    lines: [m.payments_cancelled_lead({}, o)],
    back: { href: '/refund-policy', label: m.payments_policy_link({}, o) },
  });
}

export function offPage(locale: Locale): Html {
  const o = { locale };
  return messagePage(locale, { title: m.payments_off_title({}, o), lines: [m.payments_off_lead({}, o)] });
}

export function gonePage(locale: Locale): Html {
  const o = { locale };
  return messagePage(locale, { title: m.payments_gone_title({}, o), lines: [m.payments_gone_lead({}, o)] });
}

/** What the return from Razorpay comes to, as the page says it. */
export type Returned =
  | { kind: 'done'; visit: Visit; amountPaise: number; paymentId: string; confirmed: boolean }
  | { kind: 'pending'; again: string }
  | { kind: 'late' }
  | { kind: 'failed'; pay: string | null }
  | { kind: 'bad' };

/** The page Razorpay sends the patient back to (for the screen only: the webhook decides). */
export function returnPage(locale: Locale, r: Returned): Html {
  const o = { locale };
  switch (r.kind) {
    case 'done': {
      const words = { ...visitWords(r.visit, locale), amount: paiseText(r.amountPaise) };
      return messagePage(locale, {
        title: r.confirmed ? m.payments_return_done_title({}, o) : m.payments_return_paid_title({}, o),
        lines: [
          r.confirmed ? m.payments_return_done_lead(words, o) : m.payments_return_paid_lead(words, o),
          m.payments_payment_id({ id: r.paymentId }, o),
        ],
        testId: 'payment-received',
      });
    }
    case 'pending':
      return page(locale, {
        title: m.payments_return_pending_title({}, o),
        content: html`<h1 data-testid="payment-pending">${m.payments_return_pending_title({}, o)}</h1>
<p>${m.payments_return_pending_lead({}, o)}</p>
<p class="actions"><a class="button" href="${r.again}">${m.payments_return_pending_check({}, o)}</a></p>`,
      });
    case 'late':
      return messagePage(locale, {
        title: m.payments_return_late_title({}, o),
        lines: [m.payments_return_late_lead({}, o)],
        back: { href: '/book-appointment', label: m.payments_released_again({}, o) },
        testId: 'payment-late',
      });
    case 'failed':
      return page(locale, {
        title: m.payments_return_failed_title({}, o),
        error: true,
        content: html`<h1 data-testid="payment-failed">${m.payments_return_failed_title({}, o)}</h1>
<p>${m.payments_return_failed_lead({}, o)}</p>
${r.pay ? html`<p class="actions"><a class="button" href="${r.pay}">${m.payments_return_failed_again({}, o)}</a></p>` : ''}`,
      });
    default:
      return messagePage(locale, {
        title: m.payments_return_bad_title({}, o),
        lines: [m.payments_return_bad_lead({}, o)],
      });
  }
}
