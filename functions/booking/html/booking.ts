import { html } from 'hono/html';
import {
  type BookingField,
  type BoxName,
  bookingSuccess,
  type Draft,
  doctorShown,
  type FieldName,
  FOR_OTHER_GROUP,
  fieldsOf,
  REPORT_ACCEPT,
  relationshipLabel,
  STEP_FIELDS,
  stepTitles,
  submitLabel,
  type TextFieldName,
  type Variant,
} from '../../../common/booking/draft';
import type { BookingPaymentTerms } from '../../../common/booking/payment';
import { isRealDate } from '../../../common/booking/schedule';
import { visitReasonLabel } from '../../../common/booking/visit-reasons';
import { rupees } from '../../../common/clinic/display';
import { ADDRESS_LINE, CLINIC, DOCTOR_OPTION, WHATSAPP } from '../../../common/clinic/facts';
import { DEFAULT_TIME_LABELS, type Place, placeIn } from '../../../common/clinic/schedule';
import { dateLabel, timeLabel } from '../../../common/i18n/dates';
import type { Locale } from '../../../common/i18n/locale';
import { m } from '../../../common/paraglide/messages.js';
import { HONEYPOT_FIELD } from '../../../common/platform/fields';
import { labelOf } from '../../../common/platform/form-types';
import {
  BOOKING_FORM_ACTION,
  FINAL_STEP,
  FORM_STEP_FIELD,
  FORM_TOKEN_FIELD,
  VARIANT_FIELD,
} from '../../../common/platform/no-js-forms';
import { NOTICE_VERSION } from '../../../common/privacy/facts';
import { formatSize } from '../../../common/reports/file-check';
import type { ReportView } from '../../../common/reports/types';
import { dayHasFullTimes, isFull, WAITLIST_FORM_ACTION, waitlistStartFields } from '../../../common/waitlist/form';
import { pageCopy } from '../../platform/html/copy';
import {
  definedField,
  errorSummary,
  hidden,
  honeypot,
  type Option,
  type SummaryItem,
  selectField,
} from '../../platform/html/fields';
import { type Html, page, phoneLink, privacyNotice, sitePath } from '../../platform/html/layout';
import { LOCALE_FIELD } from '../../platform/locale';
import type { SlotState } from '../actions/availability';
import type { AppointmentRow } from '../db/appointments';

// The first Hindi date or time an isolate formats builds Intl's Hindi data (~13 ms of CPU in V8, measured in Node
// 22); done here, it is paid once while the isolate starts (1 s allowed), not by the request that meets it first
// (10 ms of CPU on the free plan). See docs/decisions/019-one-definition-per-form.md.
timeLabel(DEFAULT_TIME_LABELS[0], 'hi');
dateLabel('2026-01-05', 'hi');

/** The file input's name: the form posts multipart/form-data, so the chosen files arrive with the booking (decision 029). */
export const REPORTS_FILE_FIELD = 'reports_file';

/** What the complete booking form shows. */
export interface BookingFormView {
  /** The page's language: the one its form posted. */
  locale: Locale;
  variant: Variant;
  draft: Draft;
  /** Messages by the draft's field names. */
  errors: Partial<Record<FieldName, string>>;
  /** Messages about the whole form (a limit reached, the database unreachable…), listed in the summary. */
  formErrors: string[];
  /** A calm line above the form (what to do next), shown when there is no error to fix. */
  notice?: string;
  token: string;
  /** The date input's bounds: today and the last bookable date. */
  minDate: string;
  maxDate: string;
  /**
   * The chosen date's times from the clinic's schedule, when the date is known (full ones are marked and cannot be
   * chosen); without them, the default week's times.
   */
  slots?: SlotState[];
  /** A phone channel is on: the phone-messages opt-in is offered. */
  phoneMessages: boolean;
  /** Files were posted with the form that came back: they were not kept, and the patient is asked to choose again. */
  filesNotKept?: boolean;
  /** The fee's terms when the clinic takes it online (decision 031): said before the button. */
  payment?: BookingPaymentTerms;
}

/** What the form says of the fee before its button: the amount, paid now or at the clinic, and the refund policy. */
function paymentNote(v: BookingFormView): Html | string {
  const p = v.payment;
  if (!p) return '';
  const o = { locale: v.locale };
  return html`<div class="panel" data-testid="payment-note"><p><strong>${m.payments_confirm_heading({}, o)}</strong></p>
<p>${m.payments_confirm_fee({ amount: rupees(p.fee_inr) }, o)}</p>
<p>${p.mode === 'required' ? m.payments_confirm_required({ minutes: String(p.hold_minutes) }, o) : m.payments_confirm_optional({}, o)}</p>
<p>${m.payments_policy_line({ hours: String(p.refund_hours) }, o)} <a href="${sitePath('/refund-policy', v.locale)}">${m.payments_policy_link({}, o)}</a></p></div>
`;
}

/** What became of the files posted with a booking: those stored, and those not, each with why. */
export interface ReceivedReports {
  stored: ReportView[];
  refused: { name: string; error: string }[];
}

/** One field of the definition on this page, with the view's values. */
function bookingField(v: BookingFormView, f: BookingField): Html {
  const { locale, variant, draft: d } = v;
  const t = pageCopy(locale);
  const other = d.bookedFor === 'other';
  const error = v.errors[f.name];
  if (f.kind === 'file') {
    const id = `f-${REPORTS_FILE_FIELD}`;
    const label = m.forms_label_optional({ label: labelOf(f, variant, { locale }) }, { locale });
    const again = v.filesNotKept
      ? html`<span class="error" id="${id}-again">${m.forms_reports_choose_again({}, { locale })}</span>`
      : '';
    return html`<div class="field">
<label for="${id}">${label}</label>
<span class="hint" id="${id}-hint">${f.hint?.({ locale, other, value: '' })}</span>
${again}
<input type="file" id="${id}" name="${REPORTS_FILE_FIELD}" accept="${REPORT_ACCEPT}" multiple aria-describedby="${id}-hint${v.filesNotKept ? ` ${id}-again` : ''}">
</div>`;
  }
  if (f.kind === 'doctor') {
    // One doctor: shown chosen (the body always names him).
    const label = labelOf(f, variant, { locale });
    return selectField({
      locale,
      name: f.name,
      label,
      value: DOCTOR_OPTION,
      options: [{ value: DOCTOR_OPTION, label: doctorShown(locale) }],
    });
  }
  const value = f.kind === 'box' ? '' : String(d[f.name as TextFieldName]);
  let options: Option[] | undefined;
  if (f.kind === 'time') {
    // A day whose times are at more than one place names the place beside each time: the time decides where.
    const places = new Set(v.slots?.map((s) => s.place.id));
    options = (v.slots?.map((s) => s.time) ?? DEFAULT_TIME_LABELS).map((slot) => {
      const s = v.slots?.find((x) => x.time === slot);
      const note = s && !s.available && s.why ? ` (${t.slotNote[s.why]})` : '';
      const where = s && places.size > 1 ? ` — ${s.place.name}` : '';
      return { value: slot, label: `${timeLabel(slot, locale)}${where}${note}`, disabled: !!note };
    });
  }
  return definedField(f, variant, {
    locale,
    other,
    value,
    checked: f.kind === 'box' ? d[f.name as BoxName] : undefined,
    error,
    options,
    // The "someone else" fields stand on the page for everyone: required only when they apply, so not marked.
    required: f.forOther ? false : undefined,
    ...(f.kind === 'date' ? { min: v.minDate, max: v.maxDate } : {}),
  });
}

/** A step's fields on the page: the radio group, the "someone else" group, then the rest (two columns in steps 1–2). */
function stepFields(v: BookingFormView, step: number): Html {
  const fields = fieldsOf(v.variant).filter((f) => f.step === step && (!f.phoneMessages || v.phoneMessages));
  const draw = (list: BookingField[]) => list.map((f) => bookingField(v, f));
  const lead = fields.filter((f) => f.kind === 'radio');
  const forOther = fields.filter((f) => f.forOther);
  const rest = fields.filter((f) => f.kind !== 'radio' && !f.forOther);
  const o = { locale: v.locale };
  return html`${draw(lead)}
${
  forOther.length
    ? html`<fieldset class="sub"><legend>${FOR_OTHER_GROUP.legend({}, o)}</legend>
<p class="hint">${FOR_OTHER_GROUP.hint({}, o)}</p>
${draw(forOther)}
</fieldset>`
    : ''
}
${
  step < 3
    ? html`<div class="grid">
${draw(rest)}
</div>`
    : draw(rest)
}`;
}

/**
 * The whole booking on one page: every field of the wizard's four steps (the form's definition, common/booking/form.ts),
 * for a browser without JavaScript. Posted with FINAL_STEP, it books through the same code as POST /api/appointment. In
 * the language the form posted, which it posts again (the hidden `locale` field).
 */
export function bookingFormPage(v: BookingFormView): Html {
  const { locale, variant, errors } = v;
  const t = pageCopy(locale);
  const items: SummaryItem[] = [
    ...v.formErrors.map((message) => ({ message })),
    ...STEP_FIELDS[variant]
      .flat()
      .filter((name) => errors[name])
      .map((name) => ({ name, message: errors[name] as string })),
  ];
  const submit = submitLabel(variant, locale);
  const [leadBefore, leadRequired, leadAfter] = t.bookingLead(submit);
  const titles = stepTitles(locale);
  const content = html`<h1>${t.bookingTitle}</h1>
<p class="lead">${leadBefore}<span aria-hidden="true">*</span><span class="visually-hidden">${t.asRequired}</span>${leadRequired}${phoneLink()}${leadAfter}</p>
${errorSummary(items, locale)}
${!items.length && v.notice ? html`<div class="panel" data-testid="form-notice"><p>${v.notice}</p></div>` : ''}
<form method="post" action="${BOOKING_FORM_ACTION}" enctype="multipart/form-data" novalidate data-testid="booking-form">
${hidden(VARIANT_FIELD, variant)}${hidden(FORM_STEP_FIELD, FINAL_STEP)}${hidden(FORM_TOKEN_FIELD, v.token)}${hidden('notice_version', NOTICE_VERSION)}${hidden(LOCALE_FIELD, locale)}
${honeypot(HONEYPOT_FIELD, locale)}
${[1, 2, 3].map(
  (step) => html`<fieldset class="section"><legend>${titles[step - 1]}</legend>
${stepFields(v, step)}
</fieldset>
`,
)}${paymentNote(v)}${privacyNotice(locale, 'booking')}
<div class="actions"><button class="button" type="submit">${submit}</button></div>
</form>
${waitlistForm(v)}`;
  return page(locale, { title: t.bookingTitle, error: items.length > 0, content, form: true });
}

/**
 * "Join the waitlist" when the chosen date has full times (decision 030): its own form after the booking's, posting
 * the details already typed to the waitlist's page (step 'start'), which draws its form filled in. Nothing is stored
 * until the patient sends that form.
 */
function waitlistForm(v: BookingFormView): Html | string {
  const d = v.draft;
  if (!v.slots || !isRealDate(d.date) || !dayHasFullTimes(v.slots)) return '';
  const o = { locale: v.locale };
  const date = dateLabel(d.date, v.locale);
  const allFull = v.slots.every((s) => isFull(s));
  const chosenFull = v.slots.some((s) => s.time === d.time && isFull(s));
  const fields = waitlistStartFields(
    {
      fullName: d.fullName,
      email: d.email,
      phone: d.phone,
      date: d.date,
      time: chosenFull ? d.time : '',
      messagesOptIn: d.messagesOptIn,
    },
    v.locale,
  );
  return html`<form method="post" action="${WAITLIST_FORM_ACTION}" class="panel" data-testid="join-waitlist">
${fields.map(([name, value]) => hidden(name, value))}
<p><strong>${allFull ? m.waitlist_wizard_full({ date }, o) : m.waitlist_wizard_some_full({ date }, o)}</strong> ${m.waitlist_wizard_hint({}, o)}</p>
<p class="actions"><button class="button secondary" type="submit">${m.waitlist_wizard_button({}, o)}</button></p>
</form>`;
}

/**
 * The page after a booking: the spec's words, when and where (the booking's place; the clinic's address when it could
 * not be read), and what happens next. Only for a stored row, in the language the booking was made in.
 */
export function bookingSuccessPage(a: AppointmentRow, place?: Place, received?: ReceivedReports): Html {
  const locale = a.locale;
  const t = pageCopy(locale);
  const o = { locale };
  const success = bookingSuccess(locale);
  const prep = t.preparation(a.visit_reason);
  // A booking from this form is held until the patient confirms it from the e-mail (decision 011): never "booked".
  const held = a.confirm_by !== null;
  const where = place ? placeIn(place, locale) : { name: CLINIC.name, address: ADDRESS_LINE };
  const title = held ? t.heldTitle : success.title;
  const next = held
    ? html`<li>${t.confirmLinkOnItsWay.before}<strong>${a.email}</strong>${t.confirmLinkOnItsWay.after}</li>
<li>${t.confirmInTime}</li>`
    : html`<li>${t.confirmationOnItsWay.before}<strong>${a.email}</strong>${t.confirmationOnItsWay.after}</li>
<li>${t.manageLinkNote}</li>
<li>${t.reminderNote}</li>`;
  const content = html`<div class="done" data-testid="booking-success"><h1>${title}</h1><p>${held ? t.heldText : success.text}</p></div>
<h2>${t.yourAppointment}</h2>
<dl class="summary">
${a.booked_for === 'other' ? html`<dt>${m.forms_summary_booked_by({}, o)}</dt><dd>${a.booker_name} (${relationshipLabel(a.booker_relationship, locale)})</dd>` : ''}
<dt>${t.patient}</dt><dd>${a.full_name}</dd>
<dt>${m.forms_label_date({}, o)}</dt><dd>${dateLabel(a.appointment_date, locale)}</dd>
<dt>${m.forms_label_time({}, o)}</dt><dd>${m.forms_manage_time_ist({ time: timeLabel(a.appointment_time, locale) }, o)}</dd>
<dt>${m.forms_label_doctor({}, o)}</dt><dd>${t.doctorValue}</dd>
${a.visit_reason ? html`<dt>${m.forms_summary_visit_for({}, o)}</dt><dd>${visitReasonLabel(a.visit_reason, locale)}</dd>` : ''}
<dt>${t.where}</dt><dd>${where.name}, ${where.address}</dd>
<dt>${m.forms_manage_reference({}, o)}</dt><dd>${a.id}</dd>
</dl>
${received && (received.stored.length || received.refused.length) ? reportsReceived(received, locale) : ''}
<h2>${t.whatNext}</h2>
<ul class="next">
${next}
</ul>
<h2>${prep.title}</h2>
<ul class="next">${prep.items.map((i) => html`<li>${i}</li>`)}</ul>
<p>${t.questions.before}${phoneLink()}${t.questions.after}</p>
<p class="actions"><a class="button" href="${sitePath('/', locale)}">${t.backHome}</a></p>`;
  return page(locale, { title, content });
}

/**
 * What arrived of the files posted with the booking, and what did not and why: only what the server stored is said
 * to be uploaded (decision 029), with the other ways to send the rest.
 */
function reportsReceived(r: ReceivedReports, locale: Locale): Html {
  const o = { locale };
  return html`<h2>${m.forms_reports_title({}, o)}</h2>
<ul class="next" data-testid="reports-received">
${r.stored.map((s) => html`<li>${m.forms_file_uploaded({ name: s.name }, o)} (${formatSize(s.size, locale)})</li>`)}
${r.refused.map((f) => html`<li class="error">${m.forms_reports_not_received({ reason: f.error }, o)}</li>`)}
</ul>
${r.refused.length ? html`<p>${m.forms_reports_other_ways({ phone: WHATSAPP.display }, o)}</p>` : ''}`;
}
