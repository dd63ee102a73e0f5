import {
  clinicJsonLd,
  feeText,
  HREFS,
  HTML_FRAGMENTS,
  jsonLdText,
  LABELS,
  noticeHtml,
  TEXT_FRAGMENTS,
} from '../../../common/clinic/display';
import type { ClinicSchedule } from '../../../common/clinic/schedule';
import type { Locale } from '../../../common/i18n/locale';
import { PHONE_MESSAGES_FRAGMENT } from '../../../common/platform/form-types';

/**
 * Headers a rewritten page must not keep: its validators name the file as built (a browser revalidating with them
 * would be told "not modified" and keep an old copy), and its length changes.
 */
const DROPPED_HEADERS = ['ETag', 'Last-Modified', 'Content-Length'];

type Table<T> = Record<string, (schedule: ClinicSchedule, locale: Locale) => T>;

/** Every entry of a table written for the schedule, by its marker's value. */
function written<T>(table: Table<T>, schedule: ClinicSchedule, locale: Locale): Map<string, T> {
  return new Map(Object.entries(table).map(([kind, write]) => [kind, write(schedule, locale)]));
}

/**
 * Everything the edge writes into a page in `locale`, worked out before the page streams: data the functions cannot
 * show (a schedule without a phone line, say) throws here, and the page is then served as built, never cut off.
 */
export function clinicFill(schedule: ClinicSchedule, locale: Locale, date: string) {
  return {
    texts: written(TEXT_FRAGMENTS, schedule, locale),
    htmls: written(HTML_FRAGMENTS, schedule, locale),
    hrefs: written(HREFS, schedule, locale),
    labels: written(LABELS, schedule, locale),
    fee: feeText(schedule, locale),
    notice: noticeHtml(schedule, date, locale),
    jsonLd: (text: string) => refreshedJsonLd(text, schedule, locale),
  };
}

export type ClinicFill = ReturnType<typeof clinicFill>;

/**
 * The text of a JSON-LD script whose facts follow the schedule: the clinic rebuilt whole by the builder the prerender
 * used (its origin read from the built page's @id), the doctor's phone lines replaced. Anything else, or text that
 * cannot be read, comes back as it was.
 */
export function refreshedJsonLd(text: string, schedule: ClinicSchedule, locale: Locale): string {
  try {
    const data = JSON.parse(text) as Record<string, unknown>;
    if (data['@type'] === 'MedicalClinic' && typeof data['@id'] === 'string') {
      return jsonLdText(clinicJsonLd(schedule, locale, new URL(data['@id']).origin), locale);
    }
    if (data['@type'] === 'Physician') {
      const next = { ...data, telephone: schedule.settings.phones.map((p) => p.e164) };
      return JSON.stringify(next).replace(/</g, '\\u003c');
    }
  } catch {
    // Not JSON, or not the clinic's: left as built.
  }
  return text;
}

/**
 * The prerendered page with its marked fragments filled (decision 023), streamed by HTMLRewriter: text through
 * setInnerContent (escaped), the link lists as common/clinic/display.ts writes them from escaped text, tel:/wa.me
 * links and the names that carry the phone, the clinic's JSON-LD replaced whole, and the day's notice put on top of
 * the page (an old one taken out). The phone-messages opt-in is taken out when no phone channel is on (`offer`).
 * Status and cache policy stay the page's.
 */
export function rewriteClinicFragments(page: Response, fill: ClinicFill, offer = { phoneMessages: true }): Response {
  let jsonLd = '';
  const rewriter = new HTMLRewriter()
    .on('[data-clinic]', {
      element(el) {
        const kind = el.getAttribute('data-clinic') ?? '';
        const text = fill.texts.get(kind);
        const html = fill.htmls.get(kind);
        if (kind === 'notice') el.remove();
        else if (kind === 'fee') {
          el.setInnerContent(fill.fee);
          if (fill.fee) el.removeAttribute('hidden');
          else el.setAttribute('hidden', '');
        } else if (text !== undefined) el.setInnerContent(text);
        else if (html !== undefined) el.setInnerContent(html, { html: true });
      },
    })
    .on('script[data-clinic="jsonld"]', {
      text(chunk) {
        jsonLd += chunk.text;
        if (!chunk.lastInTextNode) {
          chunk.remove();
          return;
        }
        chunk.replace(fill.jsonLd(jsonLd), { html: true });
        jsonLd = '';
      },
    })
    .on('[data-clinic-href]', {
      element(el) {
        const href = fill.hrefs.get(el.getAttribute('data-clinic-href') ?? '');
        if (href !== undefined) el.setAttribute('href', href);
      },
    })
    .on('[data-clinic-label]', {
      element(el) {
        const label = fill.labels.get(el.getAttribute('data-clinic-label') ?? '');
        if (label !== undefined) el.setAttribute('aria-label', label);
      },
    })
    .on('[data-clinic-top]', {
      element(el) {
        if (fill.notice) el.before(fill.notice, { html: true });
      },
    });
  return transformed(page, offer.phoneMessages ? rewriter : withoutOptIn(rewriter));
}

/**
 * The rewriter also taking out the phone-messages opt-in (the marked fragment: the box, its label and hint): a
 * deployment without WhatsApp and SMS offers no messages to the phone, and the booking island, reading the page, draws
 * none either (web/src/features/booking/phone-messages.ts).
 */
function withoutOptIn(rewriter: HTMLRewriter): HTMLRewriter {
  return rewriter.on(`[${PHONE_MESSAGES_FRAGMENT}]`, {
    element(el) {
      el.remove();
    },
  });
}

/** The page as built but for the phone-messages opt-in: for when its clinic facts cannot be filled in. */
export function withoutPhoneMessages(page: Response): Response {
  return transformed(page, withoutOptIn(new HTMLRewriter()));
}

/** The page through a rewriter: the same status, the same headers but those naming the file as built. */
function transformed(page: Response, rewriter: HTMLRewriter): Response {
  const rewritten = rewriter.transform(page);
  const headers = new Headers(rewritten.headers);
  for (const h of DROPPED_HEADERS) headers.delete(h);
  return new Response(rewritten.body, { status: page.status, statusText: page.statusText, headers });
}
