import { HREFLANG, type Locale, localizedPath } from '../i18n/locale';
import { m } from '../paraglide/messages.js';
import { ADDRESS, CLINIC, type PhoneLine, REVIEWS, unbroken } from './facts';
import { clinicText, PHONE_LABELS_HI } from './facts.hi';
import {
  type ClinicSchedule,
  DAY_NAMES,
  minutesOf,
  type Notice,
  noticeOn,
  type Place,
  placeIn,
  type WeekdayRun,
  weeklyHours,
} from './schedule';

/**
 * How the public pages show the clinic's schedule (decision 023): the hours, places, phones, fee and notice, written
 * from a ClinicSchedule. The prerender calls these with DEFAULT_SCHEDULE; the edge (functions/clinic/edge/rewriter.ts)
 * calls the same functions with the stored schedule and fills the pages' marked fragments (data-clinic="…"), so a page
 * shows what a rebuild would print. Pure: no browser, no Worker.
 */

const opt = (locale: Locale) => ({ locale });

/** Weekday names, 0 Sunday … 6 Saturday. */
function dayNames(locale: Locale, long: boolean): string[] {
  return (long ? m.chrome_weekdays_long({}, opt(locale)) : m.chrome_weekdays_short({}, opt(locale))).split(', ');
}

/** The clock's bands: night until 4, morning until noon, afternoon until 4 PM, evening until 8 PM, then night. */
const BAND_STARTS = [0, 4 * 60, 12 * 60, 16 * 60, 20 * 60];

function bandOf(minutes: number): number {
  return BAND_STARTS.filter((b) => minutes >= b).length - 1;
}

/** The hour on a 12-hour clock, minutes only when not on the hour: '09:00' → '9', '13:30' → '1:30', '12:00' → '12'. */
function clockText(minutes: number): string {
  const h = Math.floor(minutes / 60) % 12 || 12;
  const min = minutes % 60;
  return min ? `${h}:${String(min).padStart(2, '0')}` : String(h);
}

/** One session's times: '9 AM – 1 PM' / 'सुबह 9 से दोपहर 1 बजे' (a Hindi range within one part of the day names it once). */
export function rangeText([start, end]: readonly [string, string], locale: Locale): string {
  const [a, b] = [minutesOf(start), minutesOf(end)];
  const periods = m.chrome_hours_periods({}, opt(locale)).split(', ');
  if (bandOf(a) === bandOf(b)) {
    return m.chrome_hours_range_same({ from: clockText(a), to: clockText(b), period: periods[bandOf(a)] }, opt(locale));
  }
  return m.chrome_hours_range(
    { from: clockText(a), fromPeriod: periods[bandOf(a)], to: clockText(b), toPeriod: periods[bandOf(b)] },
    opt(locale),
  );
}

/** A run of weekdays: 'Mon – Sat', one day in full ('Sunday'), the whole week 'Every day'. */
export function daysText(days: readonly number[], locale: Locale): string {
  if (days.length === 7) return m.chrome_hours_all_week({}, opt(locale));
  if (days.length === 1) return dayNames(locale, true)[days[0]];
  const short = dayNames(locale, false);
  return `${short[days[0]]} – ${short[days[days.length - 1]]}`;
}

/** One run as a line: 'Mon – Sat: 9 AM – 1 PM, 2 PM – 6 PM', 'Sunday: Closed'. */
export function runText(run: WeekdayRun, locale: Locale): string {
  const hours = run.ranges.length
    ? run.ranges.map((r) => rangeText(r, locale)).join(', ')
    : m.chrome_hours_closed({}, opt(locale));
  return `${daysText(run.days, locale)}: ${hours}`;
}

/** A place's week, one line per run of days, Monday first. */
export function weeklyHoursLines(schedule: ClinicSchedule, placeId: string, locale: Locale): string[] {
  return weeklyHours(schedule, placeId).map((run) => runText(run, locale));
}

/** The places patients can visit: those with a weekly session, in the clinic's order (retired ones have none). */
export function openPlaces(schedule: ClinicSchedule): Place[] {
  const open = schedule.places.filter((p) => schedule.sessions.some((s) => s.placeId === p.id));
  return open.length ? open : schedule.places.slice(0, 1);
}

/**
 * The hours of every place, one line per place ('Mon – Sat: 9 AM – 1 PM, 2 PM – 6 PM · Sunday: Closed'); with more than
 * one place each line starts with the place's name. Shown with `white-space: pre-line`.
 */
export function hoursText(schedule: ClinicSchedule, locale: Locale): string {
  const places = openPlaces(schedule);
  return places
    .map((p) => {
      const week = weeklyHoursLines(schedule, p.id, locale).join(' · ');
      return places.length > 1 ? `${placeIn(p, locale).name} — ${week}` : week;
    })
    .join('\n');
}

/** Where to come: the one place's address, or the places' names when there are several. */
export function addressText(schedule: ClinicSchedule, locale: Locale): string {
  const places = openPlaces(schedule);
  return places.length > 1
    ? places.map((p) => placeIn(p, locale).name).join(' · ')
    : places.map((p) => placeIn(p, locale).address).join('');
}

/** The line for "Call Now" and the header's phone link: the desk's first phone. */
export function primaryPhone(schedule: ClinicSchedule): PhoneLine {
  return schedule.settings.phones[0];
}

export function telLink(phone: { e164: string }): string {
  return `tel:${phone.e164}`;
}

/** The WhatsApp chat link with the greeting in `locale`. */
export function whatsappLink(schedule: ClinicSchedule, locale: Locale): string {
  const greeting = clinicText(locale).whatsappMessage;
  return `https://wa.me/${schedule.settings.whatsapp}?text=${encodeURIComponent(greeting)}`;
}

/** A phone line's label in `locale` ('Mobile' → 'मोबाइल'). */
export function phoneLabel(phone: PhoneLine, locale: Locale): string {
  return locale === 'hi' ? (PHONE_LABELS_HI[phone.label] ?? phone.label) : phone.label;
}

/** Rupees written the Indian way, digits Latin: 800 → '800', 150000 → '1,50,000'. */
export function rupees(amount: number): string {
  const digits = String(Math.round(amount));
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/**
 * An amount in paise, without the rupee sign (the text around it gives ₹, or "Rs." in an English SMS, which stays in
 * GSM-7): rupees grouped the Indian way ("1,500", "1,00,000"), the paise only when there are some ("1,234.50").
 */
export function paiseText(paise: number): string {
  const whole = Math.max(0, Math.round(paise));
  const part = whole % 100;
  return `${rupees(Math.floor(whole / 100))}${part ? `.${String(part).padStart(2, '0')}` : ''}`;
}

/** 'Consultation fee: ₹800', or '' when the clinic publishes no fee (its element is then hidden). */
export function feeText(schedule: ClinicSchedule, locale: Locale): string {
  const fee = schedule.settings.feeInr;
  return fee === null ? '' : m.chrome_fee({ fee: rupees(fee) }, opt(locale));
}

/** The notice shown on `date` in `locale` (the English one when the Hindi is empty), or null. */
export function noticeShown(
  schedule: ClinicSchedule,
  date: string,
  locale: Locale,
): { text: string; lang: Locale } | null {
  const notice: Notice | null = noticeOn(schedule.settings, date);
  if (!notice) return null;
  return locale === 'hi' && notice.hi.trim()
    ? { text: notice.hi.trim(), lang: 'hi' }
    : { text: notice.en.trim(), lang: 'en' };
}

/** Text for HTML: the five characters that could end an element or an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/**
 * The notice banner's element, on top of every page when a notice is on ('' when off). The site's global style
 * (web/src/theme) styles `[data-clinic=notice]`, so the banner looks the same whether the prerender or the edge wrote it.
 */
export function noticeHtml(schedule: ClinicSchedule, date: string, locale: Locale): string {
  const shown = noticeShown(schedule, date, locale);
  if (!shown) return '';
  const lang = shown.lang === locale ? '' : ` lang="${HREFLANG[shown.lang]}"`;
  return `<div data-clinic="notice" role="note" aria-label="${escapeHtml(m.chrome_notice_label({}, opt(locale)))}"><p${lang}>${escapeHtml(shown.text)}</p></div>`;
}

/** The phone lines as links, one a line; `labelled` adds '(Mobile)'. */
export function phonesHtml(schedule: ClinicSchedule, locale: Locale, labelled: boolean): string {
  return schedule.settings.phones
    .map((p) => {
      const label = labelled ? ` <span>(${escapeHtml(phoneLabel(p, locale))})</span>` : '';
      return `<span><a href="${escapeHtml(telLink(p))}">${escapeHtml(unbroken(p.display))}</a>${label}</span>`;
    })
    .join('');
}

/** Every place patients can visit: name, address, hours, phone and a map link. */
export function placesHtml(schedule: ClinicSchedule, locale: Locale): string {
  return openPlaces(schedule)
    .map((p) => {
      const hours = weeklyHoursLines(schedule, p.id, locale)
        .map((l) => `<span>${escapeHtml(l)}</span>`)
        .join('');
      const phone = p.phoneE164
        ? `<a href="${escapeHtml(telLink({ e164: p.phoneE164 }))}">${escapeHtml(unbroken(p.phone))}</a> · `
        : '';
      return (
        `<div><strong>${escapeHtml(placeIn(p, locale).name)}</strong><span>${escapeHtml(placeIn(p, locale).address)}</span>` +
        `${hours}<span>${phone}<a href="${escapeHtml(p.mapUrl)}" target="_blank" rel="noopener noreferrer">` +
        `${escapeHtml(m.chrome_place_map({}, opt(locale)))}</a></span></div>`
      );
    })
    .join('');
}

/** The fragments whose content is text (set escaped), by their data-clinic name. */
export const TEXT_FRAGMENTS = {
  hours: hoursText,
  address: addressText,
  phone: (s: ClinicSchedule) => unbroken(primaryPhone(s).display),
  'call-cta': (s: ClinicSchedule, locale: Locale) =>
    unbroken(m.chrome_cta_call({ phone: primaryPhone(s).display }, opt(locale))),
  fee: feeText,
  // The hours before an appointment within which a cancellation is refunded in full (/refund-policy), Latin digits.
  'refund-hours': (s: ClinicSchedule) => String(s.settings.payment.refundHours),
} satisfies Record<string, (schedule: ClinicSchedule, locale: Locale) => string>;

/** The fragments whose content is markup built above from escaped text, by their data-clinic name. */
export const HTML_FRAGMENTS = {
  places: placesHtml,
  phones: (s: ClinicSchedule, locale: Locale) => phonesHtml(s, locale, false),
  'phones-labelled': (s: ClinicSchedule, locale: Locale) => phonesHtml(s, locale, true),
} satisfies Record<string, (schedule: ClinicSchedule, locale: Locale) => string>;

export type TextFragment = keyof typeof TEXT_FRAGMENTS;
export type HtmlFragment = keyof typeof HTML_FRAGMENTS;

/** Links whose href follows the schedule (data-clinic-href="…"). */
export const HREFS = {
  tel: (s: ClinicSchedule) => telLink(primaryPhone(s)),
  whatsapp: whatsappLink,
} satisfies Record<string, (schedule: ClinicSchedule, locale: Locale) => string>;

export type HrefKind = keyof typeof HREFS;

/** Accessible names that carry the phone number (data-clinic-label="…"). */
export const LABELS = {
  'call-phone': (s: ClinicSchedule, locale: Locale) =>
    m.chrome_call_phone({ phone: primaryPhone(s).display }, opt(locale)),
} satisfies Record<string, (schedule: ClinicSchedule, locale: Locale) => string>;

export type LabelKind = keyof typeof LABELS;

/** A place's week as schema.org OpeningHoursSpecification: one entry per session range of a run of days. */
export function openingHoursSpecification(schedule: ClinicSchedule, placeId: string) {
  return weeklyHours(schedule, placeId).flatMap((run) =>
    run.ranges.map(([opens, closes]) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: run.days.map((d) => DAY_NAMES[d]),
      opens,
      closes,
    })),
  );
}

const postalAddress = {
  '@type': 'PostalAddress',
  streetAddress: ADDRESS.street,
  addressLocality: ADDRESS.city,
  addressRegion: ADDRESS.region,
  postalCode: ADDRESS.postalCode,
  addressCountry: ADDRESS.country,
};

export { postalAddress };

/**
 * The clinic as a schema.org MedicalClinic on a page in `locale` of the site at `origin`: its phone is the desk's
 * first, and its hours are every place's; each place is a `location` with its own address, phone, map and hours.
 */
export function clinicJsonLd(schedule: ClinicSchedule, locale: Locale, origin: string) {
  const url = (path: string) => `${origin}${path}`;
  const places = openPlaces(schedule);
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': `${url('/')}#clinic`,
    name: CLINIC.name,
    url: url(localizedPath('/', locale)),
    telephone: primaryPhone(schedule).e164,
    email: CLINIC.email,
    address: postalAddress,
    geo: { '@type': 'GeoCoordinates', ...ADDRESS.geo },
    hasMap: places[0]?.mapUrl,
    medicalSpecialty: 'Pulmonology',
    openingHoursSpecification: places.flatMap((p) => openingHoursSpecification(schedule, p.id)),
    location: places.map((p) => ({
      '@type': 'Place',
      name: placeIn(p, locale).name,
      address: placeIn(p, locale).address,
      telephone: p.phoneE164 || undefined,
      hasMap: p.mapUrl,
      openingHoursSpecification: openingHoursSpecification(schedule, p.id),
    })),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: REVIEWS.rating,
      reviewCount: REVIEWS.structuredDataCount,
      bestRating: 5,
    },
    paymentAccepted: 'Cash, Credit Card, Debit Card, UPI, Wallet, Net Banking',
  };
}

/** A JSON-LD object as the text of its <script> on a page in `locale` (inLanguage added, '<' escaped). */
export function jsonLdText(data: object, locale: Locale): string {
  return JSON.stringify({ ...data, inLanguage: HREFLANG[locale] }).replace(/</g, '\\u003c');
}
