import { html } from 'hono/html';
import {
  type Draft,
  EXTRA_MAX,
  type FieldName,
  REPORT_ACCEPT,
  STEP_FIELDS,
  type Variant,
} from '../../common/booking-draft';
import { ADDRESS_LINE, DOCTOR_OPTION } from '../../common/clinic';
import type { Locale } from '../../common/locale';
import {
  BOOKING_FORM_ACTION,
  FINAL_STEP,
  FORM_STEP_FIELD,
  FORM_TOKEN_FIELD,
  VARIANT_FIELD,
} from '../../common/no-js-forms';
import { NOTICE_VERSION } from '../../common/privacy';
import { TIME_SLOT_LABELS } from '../../common/schedule';
import { EMAIL_MAX, HONEYPOT_FIELD, MESSAGE_MAX, NAME_MAX, PHONE_MAX } from '../../common/schemas/fields';
import { NOT_SURE } from '../../common/visit-reasons';
import type { SlotState } from '../actions/availability';
import type { AppointmentRow } from '../db/appointments';
import { LOCALE_FIELD } from '../locale';
import { pageCopy } from './copy';
import {
  checkboxField,
  errorSummary,
  hidden,
  honeypot,
  type Option,
  radioField,
  type SummaryItem,
  selectField,
  textArea,
  textField,
} from './fields';
import { type Html, page, phoneLink, privacyNotice, sitePath } from './layout';

/** The file input's name: a browser posts the chosen file's name only (the form is url-encoded), never the file. */
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
  /** The chosen date's times, when it is known and open: full ones are marked and cannot be chosen. */
  slots?: SlotState[];
}

/** The fields in the order the form shows them (the wizard's steps, one after another). */
function fieldOrder(variant: Variant): FieldName[] {
  return STEP_FIELDS[variant].flat();
}

/**
 * The whole booking on one page: every field of the wizard's four steps, for a browser without JavaScript. Posted
 * with FINAL_STEP, it books through the same code as POST /api/appointment. In the language the form posted, which
 * it posts again (the hidden `locale` field).
 */
export function bookingFormPage(v: BookingFormView): Html {
  const { locale, variant, draft: d, errors } = v;
  const t = pageCopy(locale);
  const L = { locale };
  const labels = t.labels[variant];
  const label = (name: FieldName) =>
    name === 'fullName' && d.bookedFor === 'other' ? t.patientNameLabel : (labels[name] ?? '');
  const items: SummaryItem[] = [
    ...v.formErrors.map((message) => ({ message })),
    ...fieldOrder(variant)
      .filter((name) => errors[name])
      .map((name) => ({ name, message: errors[name] as string })),
  ];
  const timeOptions: Option[] = TIME_SLOT_LABELS.map((slot) => {
    const s = v.slots?.find((x) => x.time === slot);
    const note = s && !s.available && s.why ? ` (${t.slotNote[s.why]})` : '';
    return { value: slot, label: `${t.time(slot)}${note}`, disabled: !!note };
  });
  const reasonGroups = [{ label: t.notSureGroup, options: [{ value: NOT_SURE, label: t.notSure }] }, ...t.reasonGroups];
  const submit = t.submit[variant];
  const content = html`<h1>${t.bookingTitle}</h1>
<p class="lead">${t.bookingLead.before(submit)}<span aria-hidden="true">*</span><span class="visually-hidden">${t.asRequired}</span>${t.bookingLead.required}${phoneLink()}${t.bookingLead.after}</p>
${errorSummary(items, locale)}
${!items.length && v.notice ? html`<div class="panel" data-testid="form-notice"><p>${v.notice}</p></div>` : ''}
<form method="post" action="${BOOKING_FORM_ACTION}" novalidate data-testid="booking-form">
${hidden(VARIANT_FIELD, variant)}${hidden(FORM_STEP_FIELD, FINAL_STEP)}${hidden(FORM_TOKEN_FIELD, v.token)}${hidden('notice_version', NOTICE_VERSION)}${hidden(LOCALE_FIELD, locale)}
${honeypot(HONEYPOT_FIELD, locale)}
<fieldset class="section"><legend>${t.stepTitles[0]}</legend>
${radioField({
  ...L,
  name: 'bookedFor',
  label: labels.bookedFor ?? '',
  value: d.bookedFor,
  choices: t.bookedForChoices,
  error: errors.bookedFor,
})}
<fieldset class="sub"><legend>${t.onlyForSomeoneElse}</legend>
<p class="hint">${t.bookedForOtherHint}</p>
${textField({ ...L, name: 'bookerName', label: label('bookerName'), value: d.bookerName, error: errors.bookerName, autocomplete: 'name', maxlength: NAME_MAX })}
${selectField({
  ...L,
  name: 'bookerRelationship',
  label: label('bookerRelationship'),
  value: d.bookerRelationship,
  empty: t.relationshipEmpty,
  options: t.relationships,
  error: errors.bookerRelationship,
})}
${checkboxField({ ...L, name: 'patientUnder18', label: label('patientUnder18'), checked: d.patientUnder18, hint: t.under18Hint, error: errors.patientUnder18 })}
</fieldset>
<div class="grid">
${textField({
  ...L,
  name: 'fullName',
  label: label('fullName'),
  value: d.fullName,
  error: errors.fullName,
  required: true,
  autocomplete: d.bookedFor === 'other' ? 'off' : 'name',
  maxlength: NAME_MAX,
  wide: true,
})}
${textField({ ...L, name: 'email', label: label('email'), value: d.email, error: errors.email, required: true, type: 'email', autocomplete: 'email', maxlength: EMAIL_MAX, inputmode: 'email' })}
${textField({ ...L, name: 'phone', label: label('phone'), value: d.phone, error: errors.phone, required: true, type: 'tel', autocomplete: 'tel', maxlength: PHONE_MAX, inputmode: 'tel' })}
${
  variant === 'page'
    ? html`${textField({ ...L, name: 'age', label: label('age'), value: d.age, error: errors.age, required: true, type: 'number', min: 0, max: 120, inputmode: 'numeric' })}
${selectField({ ...L, name: 'gender', label: label('gender'), value: d.gender, empty: t.genderEmpty, options: t.genders, error: errors.gender, required: true })}
${textField({ ...L, name: 'address', label: label('address'), value: d.address, error: errors.address, autocomplete: 'address-line1', maxlength: EXTRA_MAX.address, wide: true })}
${textArea({ ...L, name: 'medicalHistory', label: label('medicalHistory'), value: d.medicalHistory, error: errors.medicalHistory, rows: 3, maxlength: EXTRA_MAX.medicalHistory, wide: true })}
${textArea({ ...L, name: 'currentSymptoms', label: label('currentSymptoms'), value: d.currentSymptoms, error: errors.currentSymptoms, rows: 3, maxlength: EXTRA_MAX.currentSymptoms, wide: true })}`
    : ''
}
</div>
</fieldset>
<fieldset class="section"><legend>${t.stepTitles[1]}</legend>
<div class="grid">
${textField({ ...L, name: 'date', label: label('date'), value: d.date, error: errors.date, required: true, type: 'date', min: v.minDate, max: v.maxDate, hint: t.dateHint })}
${selectField({ ...L, name: 'time', label: label('time'), value: d.time, empty: t.chooseTime, options: timeOptions, error: errors.time, required: true, hint: t.timeZoneHint })}
</div>
</fieldset>
<fieldset class="section"><legend>${t.stepTitles[2]}</legend>
${selectField({ ...L, name: 'doctor', label: label('doctor'), value: DOCTOR_OPTION, options: [{ value: DOCTOR_OPTION, label: t.doctorOption }] })}
${selectField({
  ...L,
  name: 'visitReason',
  label: label('visitReason'),
  value: d.visitReason,
  empty: t.visitReasonEmpty,
  options: [{ value: NOT_SURE, label: t.notSure }],
  groups: reasonGroups,
  error: errors.visitReason,
  hint: t.visitReasonHint(d.visitReason),
})}
${
  variant === 'home'
    ? textArea({
        ...L,
        name: 'message',
        label: label('message'),
        value: d.message,
        error: errors.message,
        rows: 4,
        maxlength: MESSAGE_MAX,
        placeholder: t.messagePlaceholder,
      })
    : ''
}
<div class="field">
<label for="f-${REPORTS_FILE_FIELD}">${labels.reportsName} ${t.optional}</label>
<span class="hint" id="f-${REPORTS_FILE_FIELD}-hint">${t.reportsHint}${d.reportsName ? t.chosenFile(d.reportsName.slice(0, 200)) : ''}</span>
<input type="file" id="f-${REPORTS_FILE_FIELD}" name="${REPORTS_FILE_FIELD}" accept="${REPORT_ACCEPT}" aria-describedby="f-${REPORTS_FILE_FIELD}-hint">
${hidden('reportsName', d.reportsName.slice(0, 200))}
</div>
${
  variant === 'page'
    ? textArea({
        ...L,
        name: 'notes',
        label: label('notes'),
        value: d.notes,
        error: errors.notes,
        rows: 3,
        maxlength: EXTRA_MAX.notes,
      })
    : ''
}
</fieldset>
${privacyNotice(locale, 'booking')}
<div class="actions"><button class="button" type="submit">${submit}</button></div>
</form>`;
  return page(locale, { title: t.bookingTitle, error: items.length > 0, content });
}

/**
 * The page after a booking: the spec's words, when and where, and what happens next. Only for a stored row, in the
 * language the booking was made in.
 */
export function bookingSuccessPage(a: AppointmentRow): Html {
  const locale = a.locale;
  const t = pageCopy(locale);
  const prep = t.preparation(a.visit_reason);
  // A booking from this form is held until the patient confirms it from the e-mail (decision 011): never "booked".
  const held = a.confirm_by !== null;
  const title = held ? t.heldTitle : t.bookingSuccessTitle;
  const next = held
    ? html`<li>${t.confirmLinkOnItsWay.before}<strong>${a.email}</strong>${t.confirmLinkOnItsWay.after}</li>
<li>${t.confirmInTime}</li>`
    : html`<li>${t.confirmationOnItsWay.before}<strong>${a.email}</strong>${t.confirmationOnItsWay.after}</li>
<li>${t.manageLinkNote}</li>
<li>${t.reminderNote}</li>`;
  const content = html`<div class="done" data-testid="booking-success"><h1>${title}</h1><p>${held ? t.heldText : t.bookingSuccessText}</p></div>
<h2>${t.yourAppointment}</h2>
<dl class="summary">
${a.booked_for === 'other' ? html`<dt>${t.bookedBy}</dt><dd>${a.booker_name} (${t.relationshipLabel(a.booker_relationship)})</dd>` : ''}
<dt>${t.patient}</dt><dd>${a.full_name}</dd>
<dt>${t.date}</dt><dd>${t.dateLabel(a.appointment_date)}</dd>
<dt>${t.timeLabel}</dt><dd>${t.timeValue(a.appointment_time)}</dd>
<dt>${t.doctor}</dt><dd>${t.doctorValue}</dd>
${a.visit_reason ? html`<dt>${t.visitFor}</dt><dd>${t.visitLabel(a.visit_reason)}</dd>` : ''}
<dt>${t.where}</dt><dd>${ADDRESS_LINE}</dd>
<dt>${t.reference}</dt><dd>${a.id}</dd>
</dl>
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
