import { html } from 'hono/html';
import {
  BOOKED_FOR_CHOICES,
  BOOKED_FOR_OTHER_HINT,
  BOOKING_LABELS,
  BOOKING_SUCCESS_TEXT,
  BOOKING_SUCCESS_TITLE,
  bookingLabel,
  DATE_HINT,
  type Draft,
  EXTRA_MAX,
  type FieldName,
  GENDER_EMPTY,
  GENDERS,
  REASON_GROUPS,
  RELATIONSHIP_EMPTY,
  REPORT_ACCEPT,
  REPORTS_HINT,
  relationshipLabel,
  STEP_FIELDS,
  STEP_TITLES,
  SUBMIT_LABELS,
  TIME_ZONE_HINT,
  UNDER_18_HINT,
  type Variant,
  VISIT_REASON_EMPTY,
  visitReasonHint,
} from '../../common/booking-draft';
import { ADDRESS_LINE, DOCTOR, DOCTOR_OPTION } from '../../common/clinic';
import {
  BOOKING_FORM_ACTION,
  FINAL_STEP,
  FORM_STEP_FIELD,
  FORM_TOKEN_FIELD,
  VARIANT_FIELD,
} from '../../common/no-js-forms';
import { preparationFor } from '../../common/preparation';
import { NOTICE_VERSION, RELATIONSHIPS } from '../../common/privacy';
import { formatClinicDate, REMINDER_HOUR, TIME_SLOT_LABELS } from '../../common/schedule';
import { EMAIL_MAX, HONEYPOT_FIELD, MESSAGE_MAX, NAME_MAX, PHONE_MAX } from '../../common/schemas/fields';
import { NOT_SURE, NOT_SURE_LABEL, visitReasonLabel } from '../../common/visit-reasons';
import type { AppointmentRow } from '../db/appointments';
import type { SlotState } from '../routes/availability';
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
import { type Html, page, phoneLink, privacyNotice } from './layout';

/** The file input's name: a browser posts the chosen file's name only (the form is url-encoded), never the file. */
export const REPORTS_FILE_FIELD = 'reports_file';

/** What the complete booking form shows. */
export interface BookingFormView {
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

const SLOT_NOTE: Record<NonNullable<SlotState['why']>, string> = {
  full: 'fully booked',
  closed: 'not available',
  'too-soon': 'too soon',
};

/** The fields in the order the form shows them (the wizard's steps, one after another). */
function fieldOrder(variant: Variant): FieldName[] {
  return STEP_FIELDS[variant].flat();
}

/**
 * The whole booking on one page: every field of the wizard's four steps, for a browser without JavaScript. Posted
 * with FINAL_STEP, it books through the same code as POST /api/appointment.
 */
export function bookingFormPage(v: BookingFormView): Html {
  const { variant, draft: d, errors } = v;
  const label = (name: FieldName) => bookingLabel(variant, name, d.bookedFor);
  const labels = BOOKING_LABELS[variant];
  const items: SummaryItem[] = [
    ...v.formErrors.map((message) => ({ message })),
    ...fieldOrder(variant)
      .filter((name) => errors[name])
      .map((name) => ({ name, message: errors[name] as string })),
  ];
  const timeOptions: Option[] = TIME_SLOT_LABELS.map((t) => {
    const s = v.slots?.find((x) => x.time === t);
    const note = s && !s.available && s.why ? ` (${SLOT_NOTE[s.why]})` : '';
    return { value: t, label: `${t}${note}`, disabled: !!note };
  });
  const reasonGroups = [
    { label: 'Not sure', options: [{ value: NOT_SURE, label: NOT_SURE_LABEL }] },
    ...REASON_GROUPS.map((g) => ({
      label: g.label,
      options: g.reasons.map((r) => ({ value: r.value, label: r.label })),
    })),
  ];
  const submit = SUBMIT_LABELS[variant];
  const content = html`<h1>Book an Appointment</h1>
<p class="lead">All of the booking is on this page. Please fill it in and press “${submit}”. Fields marked <span aria-hidden="true">*</span><span class="visually-hidden">as required</span> are required. Prefer to talk? Call us on ${phoneLink()}.</p>
${errorSummary(items)}
${!items.length && v.notice ? html`<div class="panel" data-testid="form-notice"><p>${v.notice}</p></div>` : ''}
<form method="post" action="${BOOKING_FORM_ACTION}" novalidate data-testid="booking-form">
${hidden(VARIANT_FIELD, variant)}${hidden(FORM_STEP_FIELD, FINAL_STEP)}${hidden(FORM_TOKEN_FIELD, v.token)}${hidden('notice_version', NOTICE_VERSION)}
${honeypot(HONEYPOT_FIELD)}
<fieldset class="section"><legend>${STEP_TITLES[0]}</legend>
${radioField({
  name: 'bookedFor',
  label: labels.bookedFor ?? '',
  value: d.bookedFor,
  choices: BOOKED_FOR_CHOICES,
  error: errors.bookedFor,
})}
<fieldset class="sub"><legend>Only if you are booking for someone else</legend>
<p class="hint">${BOOKED_FOR_OTHER_HINT}</p>
${textField({ name: 'bookerName', label: label('bookerName'), value: d.bookerName, error: errors.bookerName, autocomplete: 'name', maxlength: NAME_MAX })}
${selectField({
  name: 'bookerRelationship',
  label: label('bookerRelationship'),
  value: d.bookerRelationship,
  empty: RELATIONSHIP_EMPTY,
  options: RELATIONSHIPS,
  error: errors.bookerRelationship,
})}
${checkboxField({ name: 'patientUnder18', label: label('patientUnder18'), checked: d.patientUnder18, hint: UNDER_18_HINT, error: errors.patientUnder18 })}
</fieldset>
<div class="grid">
${textField({
  name: 'fullName',
  label: label('fullName'),
  value: d.fullName,
  error: errors.fullName,
  required: true,
  autocomplete: d.bookedFor === 'other' ? 'off' : 'name',
  maxlength: NAME_MAX,
  wide: true,
})}
${textField({ name: 'email', label: label('email'), value: d.email, error: errors.email, required: true, type: 'email', autocomplete: 'email', maxlength: EMAIL_MAX, inputmode: 'email' })}
${textField({ name: 'phone', label: label('phone'), value: d.phone, error: errors.phone, required: true, type: 'tel', autocomplete: 'tel', maxlength: PHONE_MAX, inputmode: 'tel' })}
${
  variant === 'page'
    ? html`${textField({ name: 'age', label: label('age'), value: d.age, error: errors.age, required: true, type: 'number', min: 0, max: 120, inputmode: 'numeric' })}
${selectField({ name: 'gender', label: label('gender'), value: d.gender, empty: GENDER_EMPTY, options: GENDERS, error: errors.gender, required: true })}
${textField({ name: 'address', label: label('address'), value: d.address, error: errors.address, autocomplete: 'address-line1', maxlength: EXTRA_MAX.address, wide: true })}
${textArea({ name: 'medicalHistory', label: label('medicalHistory'), value: d.medicalHistory, error: errors.medicalHistory, rows: 3, maxlength: EXTRA_MAX.medicalHistory, wide: true })}
${textArea({ name: 'currentSymptoms', label: label('currentSymptoms'), value: d.currentSymptoms, error: errors.currentSymptoms, rows: 3, maxlength: EXTRA_MAX.currentSymptoms, wide: true })}`
    : ''
}
</div>
</fieldset>
<fieldset class="section"><legend>${STEP_TITLES[1]}</legend>
<div class="grid">
${textField({ name: 'date', label: label('date'), value: d.date, error: errors.date, required: true, type: 'date', min: v.minDate, max: v.maxDate, hint: DATE_HINT })}
${selectField({ name: 'time', label: label('time'), value: d.time, empty: 'Choose a time', options: timeOptions, error: errors.time, required: true, hint: TIME_ZONE_HINT })}
</div>
</fieldset>
<fieldset class="section"><legend>${STEP_TITLES[2]}</legend>
${selectField({ name: 'doctor', label: label('doctor'), value: DOCTOR_OPTION, options: [{ value: DOCTOR_OPTION, label: `${DOCTOR.name} (${DOCTOR.specialty})` }] })}
${selectField({
  name: 'visitReason',
  label: label('visitReason'),
  value: d.visitReason,
  empty: VISIT_REASON_EMPTY,
  options: [{ value: NOT_SURE, label: NOT_SURE_LABEL }],
  groups: reasonGroups,
  error: errors.visitReason,
  hint: visitReasonHint(d.visitReason),
})}
${
  variant === 'home'
    ? textArea({
        name: 'message',
        label: label('message'),
        value: d.message,
        error: errors.message,
        rows: 4,
        maxlength: MESSAGE_MAX,
        placeholder: 'Anything you would like the doctor to know (optional)',
      })
    : ''
}
<div class="field">
<label for="f-${REPORTS_FILE_FIELD}">${labels.reportsName} (optional)</label>
<span class="hint" id="f-${REPORTS_FILE_FIELD}-hint">${REPORTS_HINT}${d.reportsName ? html` Chosen: ${d.reportsName.slice(0, 200)}.` : ''}</span>
<input type="file" id="f-${REPORTS_FILE_FIELD}" name="${REPORTS_FILE_FIELD}" accept="${REPORT_ACCEPT}" aria-describedby="f-${REPORTS_FILE_FIELD}-hint">
${hidden('reportsName', d.reportsName.slice(0, 200))}
</div>
${
  variant === 'page'
    ? textArea({
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
${privacyNotice('booking')}
<div class="actions"><button class="button" type="submit">${submit}</button></div>
</form>`;
  return page({ title: 'Book an Appointment', error: items.length > 0, content });
}

/** The page after a booking: the spec's words, when and where, and what happens next. Only for a stored row. */
export function bookingSuccessPage(a: AppointmentRow): Html {
  const prep = preparationFor(a.visit_reason);
  const reminderHour = REMINDER_HOUR > 12 ? `${REMINDER_HOUR - 12} pm` : `${REMINDER_HOUR} am`;
  const content = html`<div class="done" data-testid="booking-success"><h1>${BOOKING_SUCCESS_TITLE}</h1><p>${BOOKING_SUCCESS_TEXT}</p></div>
<h2>Your appointment</h2>
<dl class="summary">
${a.booked_for === 'other' ? html`<dt>Booked by</dt><dd>${a.booker_name} (${relationshipLabel(a.booker_relationship)})</dd>` : ''}
<dt>Patient</dt><dd>${a.full_name}</dd>
<dt>Date</dt><dd>${formatClinicDate(a.appointment_date)}</dd>
<dt>Time</dt><dd>${a.appointment_time} (India Standard Time)</dd>
<dt>Doctor</dt><dd>${DOCTOR.name}, ${DOCTOR.title}</dd>
${a.visit_reason ? html`<dt>Visit for</dt><dd>${visitReasonLabel(a.visit_reason)}</dd>` : ''}
<dt>Where</dt><dd>${ADDRESS_LINE}</dd>
<dt>Reference</dt><dd>${a.id}</dd>
</dl>
<h2>What happens next</h2>
<ul class="next">
<li>The confirmation is on its way to <strong>${a.email}</strong>, with a calendar invitation. If it has not arrived in a few minutes, please look in your spam folder.</li>
<li>The e-mail has a link to change or cancel the appointment. Please use it at least a few hours ahead, so that another patient can have the time.</li>
<li>We will e-mail you a reminder at ${reminderHour} the day before, with how to prepare.</li>
</ul>
<h2>${prep.title}</h2>
<ul class="next">${prep.items.map((i) => html`<li>${i}</li>`)}</ul>
<p>Questions? Call us on ${phoneLink()}.</p>
<p class="actions"><a class="button" href="/">Back to the home page</a></p>`;
  return page({ title: BOOKING_SUCCESS_TITLE, content });
}
