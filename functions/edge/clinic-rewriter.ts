import {
  clinicJsonLd,
  feeText,
  HREFS,
  type HrefKind,
  HTML_FRAGMENTS,
  type HtmlFragment,
  jsonLdText,
  LABELS,
  type LabelKind,
  noticeHtml,
  TEXT_FRAGMENTS,
  type TextFragment,
} from '../../common/clinic-display';
import type { ClinicSchedule } from '../../common/clinic-schedule';
import type { Locale } from '../../common/locale';

/**
 * Headers a rewritten page must not keep: its validators name the file as built (a browser revalidating with them
 * would be told "not modified" and keep an old copy), and its length changes.
 */
const DROPPED_HEADERS = ['ETag', 'Last-Modified', 'Content-Length'];

const has = <T extends object>(table: T, key: string | null): key is Extract<keyof T, string> =>
  key !== null && Object.hasOwn(table, key);

/**
 * The text of a JSON-LD script whose facts follow the schedule: the clinic rebuilt whole by the builder the prerender
 * used (its origin read from the built page's @id), the doctor's phone lines replaced. Anything else, or text that is
 * not JSON, comes back as it was.
 */
export function refreshedJsonLd(text: string, schedule: ClinicSchedule, locale: Locale): string {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return text;
  }
  if (data['@type'] === 'MedicalClinic' && typeof data['@id'] === 'string') {
    return jsonLdText(clinicJsonLd(schedule, locale, new URL(data['@id']).origin), locale);
  }
  if (data['@type'] === 'Physician') {
    const next = { ...data, telephone: schedule.settings.phones.map((p) => p.e164) };
    return JSON.stringify(next).replace(/</g, '\\u003c');
  }
  return text;
}

/**
 * The prerendered page with its marked fragments filled from `schedule` (decision 023), streamed by HTMLRewriter:
 * text through setInnerContent (escaped), the link lists as common/clinic-display.ts writes them from escaped text,
 * tel:/wa.me links and the names that carry the phone, the clinic's JSON-LD replaced whole, and the notice of `date`
 * put on top of the page (an old one taken out). Status and cache policy stay the page's.
 */
export function rewriteClinicFragments(
  page: Response,
  schedule: ClinicSchedule,
  locale: Locale,
  date: string,
): Response {
  let jsonLd = '';
  const notice = noticeHtml(schedule, date, locale);
  const rewritten = new HTMLRewriter()
    .on('[data-clinic]', {
      element(el) {
        const kind = el.getAttribute('data-clinic');
        if (kind === 'notice') el.remove();
        else if (kind === 'fee') {
          const text = feeText(schedule, locale);
          el.setInnerContent(text);
          if (text) el.removeAttribute('hidden');
          else el.setAttribute('hidden', '');
        } else if (has(TEXT_FRAGMENTS, kind))
          el.setInnerContent(TEXT_FRAGMENTS[kind as TextFragment](schedule, locale));
        else if (has(HTML_FRAGMENTS, kind)) {
          el.setInnerContent(HTML_FRAGMENTS[kind as HtmlFragment](schedule, locale), { html: true });
        }
      },
    })
    .on('script[data-clinic="jsonld"]', {
      text(chunk) {
        jsonLd += chunk.text;
        if (!chunk.lastInTextNode) {
          chunk.remove();
          return;
        }
        chunk.replace(refreshedJsonLd(jsonLd, schedule, locale), { html: true });
        jsonLd = '';
      },
    })
    .on('[data-clinic-href]', {
      element(el) {
        const kind = el.getAttribute('data-clinic-href');
        if (has(HREFS, kind)) el.setAttribute('href', HREFS[kind as HrefKind](schedule, locale));
      },
    })
    .on('[data-clinic-label]', {
      element(el) {
        const kind = el.getAttribute('data-clinic-label');
        if (has(LABELS, kind)) el.setAttribute('aria-label', LABELS[kind as LabelKind](schedule, locale));
      },
    })
    .on('[data-clinic-top]', {
      element(el) {
        if (notice) el.before(notice, { html: true });
      },
    })
    .transform(page);
  const headers = new Headers(rewritten.headers);
  for (const h of DROPPED_HEADERS) headers.delete(h);
  return new Response(rewritten.body, { status: page.status, statusText: page.statusText, headers });
}
