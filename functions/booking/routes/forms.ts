import { type Context, Hono, type MiddlewareHandler } from 'hono';
import {
  API_FIELD_TO_DRAFT,
  appointmentBody,
  type Draft,
  draftFromForm,
  type FieldName,
  fieldError,
  STEP_FIELDS,
  submitLabel,
  type Variant,
} from '../../../common/booking/draft';
import { clinicDate, dayClosedReason, isRealDate, lastBookableDate } from '../../../common/booking/schedule';
import { PRIMARY_PHONE } from '../../../common/clinic/facts';
import { contactTexts } from '../../../common/contact/facts';
import { parseContact } from '../../../common/contact/schema';
import { isLocale, type Locale } from '../../../common/i18n/locale';
import { m } from '../../../common/paraglide/messages.js';
import { honeypotMessage, isBotSubmission } from '../../../common/platform/fields';
import { FINAL_STEP, FORM_STEP_FIELD, FORM_TOKEN_FIELD, VARIANT_FIELD } from '../../../common/platform/no-js-forms';
import { checkReportName, REPORT_MAX_BYTES, REPORT_MAX_FILES } from '../../../common/reports/file-check';
import { type ContactVariant, contactFieldNames, contactFormPage, contactSuccessPage } from '../../contact';
import { sendMessage } from '../../contact/actions';
import { phoneMessagesOffered } from '../../notify';
import { bookingPaymentTerms } from '../../payments/actions';
import type { AppEnv } from '../../platform/env';
import { checkFormToken, issueFormToken } from '../../platform/form-token';
import { pageCopy } from '../../platform/html/copy';
import { type Html, messagePage, styleSource } from '../../platform/html/layout';
import { FormFields, HttpError, type PostedFile, readFormBody, requestHash } from '../../platform/http';
import { keyWasAnswered } from '../../platform/idempotent';
import { LOCALE_FIELD, langOf, setLang } from '../../platform/locale';
import { boundaryOf, type DroppedFile, readMultipartStream, unreadFile } from '../../platform/multipart';
import type { Outcome, Refused } from '../../platform/outcome';
import { limitRequest } from '../../platform/rate-limit';
import { reportViews, storeReport } from '../../reports/actions';
import { type DayAvailability, dayAvailability } from '../actions/availability';
import { bookAppointment, placeOfBooking, storedBooking } from '../actions/book';
import { bookingFormPage, bookingSuccessPage, REPORTS_FILE_FIELD, type ReceivedReports } from '../html/booking';

/**
 * The booking and contact forms without JavaScript (decision 011). The prerendered forms post here when their script
 * has not run; the answers are pages for people. They book and store through the same code as the JSON API
 * (functions/actions), with the same schemas, limits and honeypot; a signed form token stands in for Turnstile. Each
 * answer is in the language of the form that was sent (its hidden `locale` field; English when it has none), and
 * the server's own forms post that language again.
 */
export const forms = new Hono<AppEnv>();

const BOOKING_ENDPOINT = 'POST /api/forms/booking';
const CONTACT_ENDPOINT = 'POST /api/forms/contact';

/** The headers of a server's page for people: their own inline style (by its hash), no script, no frames, forms only to
 * this site, never stored, never indexed. */
export const pageForPeople: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src ${await styleSource()}; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  );
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
};

forms.use('*', pageForPeople);

// Someone who opens the address itself (a bookmark, a copied link) is sent to the form.
forms.get('/booking', (c) => c.redirect('/book-appointment', 303));
forms.get('/contact', (c) => c.redirect('/contact', 303));

forms.post('/booking', (c) => asPage(c, () => bookingPost(c)));
forms.post('/contact', (c) => asPage(c, () => contactPost(c)));

/** Runs a form handler; a refused request (too large, not a form) or a failure becomes a page, never JSON. */
export async function asPage(c: Context<AppEnv>, work: () => Promise<Response>): Promise<Response> {
  try {
    if (c.req.header('sec-fetch-site') === 'cross-site') {
      // A form on another site posting here: not one of ours (answered in the browser's language: nothing is read).
      const lang = langOf(c);
      const t = pageCopy(lang);
      return c.html(
        messagePage(lang, {
          title: t.crossSiteTitle,
          lines: [t.crossSiteLine],
          back: { href: '/', label: t.goToSite },
        }),
        403,
      );
    }
    return await work();
  } catch (err) {
    const status = err instanceof HttpError ? err.status : 500;
    if (!(err instanceof HttpError))
      console.error(`forms: unhandled error: ${err instanceof Error ? err.name : 'unknown'}`);
    // The form's language once it was read, else the browser's.
    const lang = langOf(c);
    const t = pageCopy(lang);
    return c.html(
      messagePage(lang, {
        title: t.notSentTitle,
        lines: [err instanceof HttpError ? err.text(lang) : t.somethingWrong, t.nothingStored],
        back: { href: '/', label: t.backHome },
      }),
      status,
    );
  }
}

/**
 * The language a posted form is in: its hidden `locale` field ('en' or 'hi'), English when it has none or another
 * value. The request is answered in it from here on.
 */
function formLocale(c: Context<AppEnv>, form: FormFields): Locale {
  const value = form.get(LOCALE_FIELD);
  const locale = isLocale(value) ? value : 'en';
  setLang(c, locale);
  return locale;
}

async function html(c: Context, body: Html, status: number, o?: Outcome): Promise<Response> {
  if (o && !o.ok && o.retryAfter !== undefined) c.header('Retry-After', String(o.retryAfter));
  return c.html(await body, status as 200);
}

/** The token's idempotency key: one rendered form books at most once. */
function bookingKey(nonce: string): string {
  return `form:${nonce}`;
}

/** A contact key from the form's token and the message itself: a refresh stores nothing twice, an edit is new. */
async function contactKey(nonce: string, message: unknown): Promise<string> {
  return `form-msg:${await requestHash({ nonce, message })}`;
}

/** Why a token is not accepted, as the patient reads it above the form (which is shown again, with a new token). */
function tokenNotice(locale: Locale, status: 'missing' | 'invalid' | 'too-soon' | 'expired', submit: string): string {
  const t = pageCopy(locale);
  return status === 'expired' ? t.tokenExpired(submit) : t.tokenCheck(submit);
}

// ————— booking —————

function variantOf(form: FormFields): Variant {
  return form.get(VARIANT_FIELD) === 'home' ? 'home' : 'page';
}

/**
 * The draft's errors in `locale`: on the fields that were on the page that was sent (`only`), or on every field. They
 * are the wizard's own checks and messages (common/booking/draft.ts `fieldError`), in either language.
 */
function draftErrors(locale: Locale, variant: Variant, d: Draft, only?: (name: FieldName) => boolean) {
  const out: Partial<Record<FieldName, string>> = {};
  const now = new Date();
  for (const name of STEP_FIELDS[variant].flat()) {
    if (only && !only(name)) continue;
    const e = fieldError(variant, name, d, now, locale);
    if (e) out[name] = e;
  }
  return out;
}

/**
 * The chosen date's times from the clinic's schedule, when it is a date the booking window leaves open (full ones are
 * then marked in the form); undefined before a date is known (the form offers the default week's times).
 */
async function dayFor(c: Context<AppEnv>, date: string): Promise<DayAvailability | undefined> {
  if (!isRealDate(date) || dayClosedReason(date)) return undefined;
  try {
    return await dayAvailability(c.env, date, new Date(), langOf(c));
  } catch {
    return undefined; // Without the counts the form still works; the booking itself checks the schedule and capacity.
  }
}

async function bookingPage(
  c: Context<AppEnv>,
  status: number,
  v: {
    variant: Variant;
    draft: Draft;
    token: string;
    errors?: Partial<Record<FieldName, string>>;
    formErrors?: string[];
    notice?: string;
    outcome?: Outcome;
  },
): Promise<Response> {
  const now = new Date();
  const day = await dayFor(c, v.draft.date);
  // A date the clinic has no session on says so beside the date, whatever else the page says.
  const noSessions = day && !day.open && day.reason === 'closed' ? { date: day.message } : {};
  const view = {
    locale: langOf(c),
    variant: v.variant,
    draft: v.draft,
    token: v.token,
    errors: { ...noSessions, ...v.errors },
    formErrors: v.formErrors ?? [],
    notice: v.notice,
    minDate: clinicDate(now),
    maxDate: lastBookableDate(now),
    slots: day?.slots,
    phoneMessages: phoneMessagesOffered(c.env),
    // Files posted with a form that comes back are not kept: a file input cannot be filled again, so the patient is
    // told to choose them again.
    filesNotKept: (filesPosted.get(c.req.raw) ?? 0) > 0,
    payment: await bookingPaymentTerms(c.env),
  };
  return html(c, bookingFormPage(view), status, v.outcome);
}

/** The files each request posted, for its pages (bookingPage says when they were not kept). */
const filesPosted = new WeakMap<Request, number>();

/** A posted booking form: url-encoded (no file chosen, or an old page), or multipart with its reports. */
async function readBookingForm(
  c: Context<AppEnv>,
): Promise<{ form: FormFields; files: PostedFile[]; dropped: DroppedFile[]; limited?: Response }> {
  const type = c.req.header('content-type') ?? '';
  const boundary = /^multipart\/form-data\s*;/i.test(type) ? boundaryOf(type) : null;
  if (!boundary) return { form: await readFormBody(c), files: [], dropped: [] };
  // Files cost more than words: counted before a byte is read, as any report is (decision 029).
  const limited = await limitRequest(c, 'reports');
  if (limited) return { form: new FormFields(new Map()), files: [], dropped: [], limited };
  const { fields, files, dropped } = await readMultipartStream(c.req.raw, boundary, {
    fileField: REPORTS_FILE_FIELD,
    maxFiles: REPORT_MAX_FILES,
    maxFileBytes: REPORT_MAX_BYTES,
  });
  return { form: fields, files, dropped };
}

/**
 * Stores the files posted with a booking, each on its own: one refused never costs the booking or the others. A file
 * the form's reading left out for its size is refused by it as any report is; one past REPORT_MAX_FILES is named.
 */
async function receiveReports(
  c: Context<AppEnv>,
  appointmentId: string,
  files: PostedFile[],
  dropped: DroppedFile[],
  locale: Locale,
): Promise<ReceivedReports> {
  const received: ReceivedReports = { stored: [], refused: [] };
  const tooLarge = dropped.filter((d) => d.reason === 'too-large').map(unreadFile);
  for (const file of [...files, ...tooLarge]) {
    const o = await storeReport(c.env, { appointmentId, file, source: 'form', addedBy: 'patient', locale });
    if (o.ok) received.stored.push(o.report);
    else received.refused.push({ name: file.name, error: o.error });
  }
  for (const d of dropped.filter((x) => x.reason === 'too-many')) {
    const named = checkReportName(d.name);
    const error = named.ok
      ? m.server_report_too_many_files({ name: named.name, max: REPORT_MAX_FILES }, { locale })
      : m.server_report_name({}, { locale });
    received.refused.push({ name: d.name, error });
  }
  return received;
}

async function bookingPost(c: Context<AppEnv>): Promise<Response> {
  const { form, files, dropped, limited } = await readBookingForm(c);
  if (limited) return limited;
  filesPosted.set(c.req.raw, files.length + dropped.length);
  const locale = formLocale(c, form);
  const t = pageCopy(locale);
  const variant = variantOf(form);
  const draft = draftFromForm((name) => form.get(name));
  // What the booking says the patient has; what arrived is the reports' own rows.
  draft.reportsName = [...files, ...dropped]
    .map((f) => f.name)
    .join(', ')
    .slice(0, 200);
  // A page from before the phone channels went off may still carry the box: not offered, so not read.
  if (!phoneMessagesOffered(c.env)) draft.messagesOptIn = false;
  const final = form.get(FORM_STEP_FIELD) === FINAL_STEP;
  const submit = submitLabel(variant, locale);
  const posted = final ? await checkFormToken(c.env, 'booking', form.get(FORM_TOKEN_FIELD)) : undefined;
  const usable = posted && posted.status === 'valid' ? posted.token : undefined;
  const fresh = async () => usable ?? (await issueFormToken(c.env, 'booking')).token;

  if (isBotSubmission(form.record())) {
    console.log('forms: booking honeypot filled, refused');
    return bookingPage(c, 400, { variant, draft, token: await fresh(), formErrors: [honeypotMessage(locale)] });
  }
  if (!final) {
    // A post from the wizard's prerendered step 1: the whole booking on one page, with what was typed and the errors
    // of the fields that page showed. Nothing is stored.
    const errors = draftErrors(locale, variant, draft, (name) => form.has(name));
    return bookingPage(c, Object.keys(errors).length ? 400 : 200, {
      variant,
      draft,
      errors,
      token: await fresh(),
      notice: t.keptBelow(submit),
    });
  }
  if (!posted || posted.status === 'missing' || posted.status === 'invalid' || posted.status === 'too-soon') {
    return refuseToken(c, posted?.status ?? 'missing', variant, draft);
  }
  const key = bookingKey(posted.nonce);
  if (posted.status === 'expired' && !(await keyWasAnswered(c.env.DB, key))) {
    // An old page, not yet used: shown again with a new token. (A used one is answered with its booking below.)
    return refuseToken(c, 'expired', variant, draft);
  }
  const errors = draftErrors(locale, variant, draft);
  if (Object.keys(errors).length) return bookingPage(c, 400, { variant, draft, errors, token: posted.token });

  // The booking keeps the form's language: its e-mails and its page are in it.
  const body = { ...appointmentBody(variant, draft), locale };
  const outcome = await bookAppointment(c, body, key, BOOKING_ENDPOINT, { channel: 'form' });
  if (outcome.ok) {
    const row = await storedBooking(c, outcome.body.id);
    // A place held for its payment (decision 031): its files are received, then the patient goes to the pay page,
    // which says until when the place is held (a repeat of the form goes there again while it is held).
    const pay = outcome.body.payment;
    if (row && pay?.required && row.status === 'booked' && row.pay_by) {
      if (!outcome.replayed) await receiveReports(c, row.id, files, dropped, locale);
      console.log(`forms: booking ${row.id} awaits its payment`);
      return c.redirect(pay.url, 303);
    }
    // A repeat of a form that booked (a refresh, or anyone who kept the form) is shown the booking only as it was
    // first answered — held, unchanged; once it has been confirmed, moved or cancelled (by whoever holds the e-mail),
    // the repeat says only that the form was sent, so a kept form cannot follow someone's appointment.
    const asFirstAnswered = row && row.status === 'booked' && row.sequence === 0 && row.confirm_by !== null;
    if (row && (!outcome.replayed || asFirstAnswered)) {
      console.log(`forms: booking ${row.id} answered as a page`);
      // A repeat shows what the first stored (its files may not have all arrived: the list says what did).
      const received = outcome.replayed
        ? { stored: await reportViews(c.env, row.id), refused: [] }
        : await receiveReports(c, row.id, files, dropped, locale);
      return html(c, bookingSuccessPage(row, await placeOfBooking(c, row.place_id), received), outcome.status);
    }
    if (row) {
      return html(c, messagePage(locale, { title: t.formSentTitle, lines: [t.formSentLine] }), 200);
    }
    return html(
      c,
      messagePage(locale, {
        title: t.bookingNotFoundTitle,
        lines: [t.bookingNotFound(PRIMARY_PHONE.display)],
      }),
      404,
    );
  }
  return bookingRefused(c, outcome, variant, draft, posted.token);
}

async function refuseToken(
  c: Context<AppEnv>,
  status: 'missing' | 'invalid' | 'too-soon' | 'expired',
  variant: Variant,
  draft: Draft,
): Promise<Response> {
  console.log(`forms: booking form token ${status}, form shown again`);
  const { token } = await issueFormToken(c.env, 'booking');
  const locale = langOf(c);
  return bookingPage(c, 403, {
    variant,
    draft,
    token,
    errors: draftErrors(locale, variant, draft),
    notice: tokenNotice(locale, status, submitLabel(variant, locale)),
  });
}

/** The complete form again after a refusal, each API field's message beside the draft's field. */
async function bookingRefused(
  c: Context<AppEnv>,
  o: Refused,
  variant: Variant,
  draft: Draft,
  token: string,
): Promise<Response> {
  const errors: Partial<Record<FieldName, string>> = {};
  const formErrors: string[] = [];
  for (const [apiName, message] of Object.entries(o.fields ?? {})) {
    let name = API_FIELD_TO_DRAFT[apiName];
    if (name === 'message' && variant === 'page') name = 'notes';
    if (name) errors[name] = message;
    else formErrors.push(message);
  }
  if (!Object.keys(errors).length && !formErrors.length) formErrors.push(o.error);
  let next = draft;
  if (o.reason === 'full' || o.reason === 'closed') next = { ...draft, time: '' };
  if (o.reason === 'key-reused') {
    // The page was sent already (then Back, a change, and sent again): what the first sending did stands.
    formErrors.splice(0, formErrors.length);
    const lang = langOf(c);
    formErrors.push(pageCopy(lang).formUsed(submitLabel(variant, lang)));
  }
  // A token is good for one submission: a refusal spent it (unless storage failed), so the form comes back with a
  // new one, as for a person who reads the message and changes the time (decision 011).
  const nextToken = o.reason === 'storage' ? token : (await issueFormToken(c.env, 'booking')).token;
  return bookingPage(c, o.status, { variant, draft: next, errors, formErrors, token: nextToken, outcome: o });
}

// ————— contact —————

function contactVariantOf(form: FormFields): ContactVariant {
  const v = form.get(VARIANT_FIELD);
  if (v === 'home' || v === 'page') return v;
  return form.has('firstName') || form.has('lastName') ? 'home' : 'page';
}

/** The JSON API's body for the form's fields (the /contact form sends no phone, as its JS version). */
function contactBody(variant: ContactVariant, values: Record<string, string>, noticeVersion: string) {
  return variant === 'home'
    ? { ...values, notice_version: noticeVersion }
    : {
        name: values.name,
        email: values.email,
        phone: '',
        subject: values.subject,
        message: values.message,
        notice_version: noticeVersion,
      };
}

async function contactPost(c: Context<AppEnv>): Promise<Response> {
  const form = await readFormBody(c);
  const locale = formLocale(c, form);
  const t = pageCopy(locale);
  const variant = contactVariantOf(form);
  const values = Object.fromEntries(contactFieldNames(variant).map((n) => [n, form.get(n) ?? '']));
  const body = { ...contactBody(variant, values, (form.get('notice_version') ?? '').slice(0, 20)), locale };
  const posted = await checkFormToken(c.env, 'contact', form.get(FORM_TOKEN_FIELD));
  const usable = posted.status === 'valid' ? posted.token : undefined;
  const fresh = async () => usable ?? (await issueFormToken(c.env, 'contact')).token;
  const show = async (
    status: number,
    v: { errors?: Record<string, string>; formErrors?: string[]; notice?: string; token?: string },
    o?: Outcome,
  ) =>
    html(
      c,
      contactFormPage({
        locale,
        variant,
        values,
        errors: v.errors ?? {},
        formErrors: v.formErrors ?? [],
        notice: v.notice,
        token: v.token ?? (await fresh()),
      }),
      status,
      o,
    );

  if (isBotSubmission(form.record())) {
    console.log('forms: contact honeypot filled, refused');
    return show(400, { formErrors: [honeypotMessage(locale)] });
  }
  const parsed = parseContact(body, locale);
  if (!parsed.success) return show(400, { errors: parsed.fields });
  if (posted.status === 'missing') {
    // Sent from the site's own form, where no token can be: one look before it goes (decision 011).
    return show(200, { notice: t.checkMessage });
  }
  if (posted.status === 'invalid' || posted.status === 'too-soon') {
    console.log(`forms: contact form token ${posted.status}, form shown again`);
    return show(403, {
      notice: tokenNotice(locale, posted.status, contactTexts(locale).send),
      token: (await issueFormToken(c.env, 'contact')).token,
    });
  }
  const key = await contactKey(posted.nonce, parsed.output);
  if (posted.status === 'expired' && !(await keyWasAnswered(c.env.DB, key))) {
    console.log('forms: contact form token expired, form shown again');
    return show(403, {
      notice: tokenNotice(locale, 'expired', contactTexts(locale).send),
      token: (await issueFormToken(c.env, 'contact')).token,
    });
  }
  const outcome = await sendMessage(c, body, key, CONTACT_ENDPOINT);
  if (outcome.ok) return html(c, contactSuccessPage(locale, parsed.output.email), outcome.status);
  const errors: Record<string, string> = {};
  const formErrors: string[] = [];
  for (const [name, message] of Object.entries(outcome.fields ?? {})) {
    if (contactFieldNames(variant).includes(name)) errors[name] = message;
    else formErrors.push(message);
  }
  if (!Object.keys(errors).length && !formErrors.length) formErrors.push(outcome.error);
  return show(outcome.status, { errors, formErrors, token: posted.token }, outcome);
}
