import { type Preparation, preparationFor } from '../../../common/booking/preparation';
import { preparationForHi } from '../../../common/booking/preparation.hi';
import { CONFIRM_HOURS, REMINDER_HOUR } from '../../../common/booking/schedule';
import { DOCTOR } from '../../../common/clinic/facts';
import { DOCTOR_HI } from '../../../common/clinic/facts.hi';
import type { Locale } from '../../../common/i18n/locale';
import { m } from '../../../common/paraglide/messages.js';
import { DEFAULT_RETENTION_MONTHS } from '../../../common/privacy/facts';

/**
 * The words of the pages the server answers to forms sent without JavaScript (decision 011) that the forms' definition
 * (common/forms) does not hold: the frame, the notices, the pages after sending. Every one is a Paraglide message
 * (web/messages/forms, web/messages/chrome), in the language the form posted (its hidden `locale` field); the form's
 * own labels, choices and hints come from the definition, so a patient reads the same words with or without
 * JavaScript.
 */

/** Text before and after a link or an emphasis the page puts in the middle of a sentence. */
export interface Around {
  before: string;
  after: string;
}

/** A marker no message contains: a sentence is written whole in the catalogue and cut where its markup goes. */
const CUT = '\u0001';

/** The pieces of a message around each of its markup slots, in order (the slots are given CUT as their value). */
export function pieces(text: string): string[] {
  return text.split(CUT);
}

function around(text: string): Around {
  const [before = '', after = ''] = pieces(text);
  return { before, after };
}

/** The hour of the reminder e-mail as a patient reads it: "6 pm", "शाम 6 बजे". */
function reminderHour(locale: Locale): string {
  if (locale === 'en') return REMINDER_HOUR > 12 ? `${REMINDER_HOUR - 12} pm` : `${REMINDER_HOUR} am`;
  return REMINDER_HOUR >= 16 ? `शाम ${REMINDER_HOUR - 12} बजे` : `${REMINDER_HOUR} बजे`;
}

function build(locale: Locale) {
  const o = { locale };
  return {
    /** <html lang>. */
    htmlLang: locale === 'en' ? 'en-IN' : 'hi',
    /** The cut marker, for a message with markup in it (`pieces`). */
    cut: CUT,

    // The frame (layout.ts, fields.ts)
    errorPrefix: m.forms_page_error_prefix({}, o),
    skipToForm: m.forms_page_skip({}, o),
    skipToContent: m.skip_to_content({}, o),
    callUsOnHidden: m.forms_page_call_us_hidden({}, o),
    alsoCallUs: around(m.forms_page_also_call({ phone: CUT }, o)),
    privacyTitle: m.chrome_privacy_lead({}, o),
    privacyNotice: {
      booking: m.chrome_privacy_booking({}, o),
      contact: m.chrome_privacy_contact({}, o),
      rest: [
        m.chrome_privacy_processors({}, o),
        m.chrome_privacy_retention({ months: DEFAULT_RETENTION_MONTHS }, o),
        m.chrome_privacy_rights({}, o),
      ].join(' '),
    },
    privacyLink: m.chrome_privacy_link({}, o),
    problemTitle: m.forms_page_problem_title({}, o),
    honeypotLabel: m.forms_honeypot_label({}, o),
    backHome: m.forms_page_back_home({}, o),
    asRequired: m.forms_page_as_required({}, o),

    // The booking form
    bookingTitle: m.forms_page_booking_title({}, o),
    /** The lead's three pieces around the required mark and the phone. */
    bookingLead: (submit: string) => pieces(m.forms_page_booking_lead({ submit, mark: CUT, phone: CUT }, o)),
    slotNote: {
      full: m.forms_page_slot_full({}, o),
      closed: m.forms_page_slot_closed({}, o),
      'too-soon': m.forms_page_slot_too_soon({}, o),
    },

    // After booking
    yourAppointment: m.forms_page_your_appointment({}, o),
    patient: m.forms_page_patient({}, o),
    /** The doctor with his title, in the page's language. */
    doctorValue: `${DOCTOR.name}, ${locale === 'en' ? DOCTOR.title : DOCTOR_HI.title}`,
    where: m.forms_page_where({}, o),
    whatNext: m.forms_page_what_next({}, o),
    confirmationOnItsWay: around(m.forms_page_confirmation_on_its_way({ email: CUT }, o)),
    formSentTitle: m.forms_page_form_sent_title({}, o),
    formSentLine: m.forms_page_form_sent_line({}, o),
    heldTitle: m.forms_page_held_title({}, o),
    heldText: m.forms_page_held_text({ hours: CONFIRM_HOURS }, o),
    confirmLinkOnItsWay: around(m.forms_page_confirm_link_on_its_way({ email: CUT }, o)),
    confirmInTime: m.forms_page_confirm_in_time({ hours: CONFIRM_HOURS }, o),
    manageLinkNote: m.forms_page_manage_link_note({}, o),
    reminderNote: m.forms_page_reminder_note({ hour: reminderHour(locale) }, o),
    /** What to do before the visit: the long-form content of each language (common/preparation*.ts). */
    preparation: (reason: string): Preparation => (locale === 'en' ? preparationFor(reason) : preparationForHi(reason)),
    questions: around(m.forms_page_questions({ phone: CUT }, o)),

    // The booking form's notices
    keptBelow: (submit: string) => m.forms_page_kept_below({ submit }, o),
    tokenCheck: (submit: string) => m.forms_page_token_check({ submit }, o),
    tokenExpired: (submit: string) => m.forms_page_token_expired({ submit }, o),
    formUsed: (submit: string) => m.forms_page_form_used({ submit }, o),
    bookingNotFoundTitle: m.forms_page_booking_not_found_title({}, o),
    bookingNotFound: (phone: string) => m.forms_page_booking_not_found({ phone }, o),

    // The contact form
    contactTitle: m.forms_contact_home_form_label({}, o),
    /** The lead's three pieces around the required mark and the phone. */
    contactLead: pieces(m.forms_page_contact_lead({ mark: CUT, phone: CUT }, o)),
    answerByEmail: around(m.forms_page_answer_by_email({ email: CUT }, o)),
    urgentCall: around(m.forms_page_urgent_call({ phone: CUT }, o)),
    checkMessage: m.forms_page_check_message({ send: m.forms_send_message({}, o) }, o),

    // Other pages
    crossSiteTitle: m.forms_page_cross_site_title({}, o),
    crossSiteLine: m.forms_page_cross_site_line({}, o),
    goToSite: m.forms_page_go_to_site({}, o),
    notSentTitle: m.forms_page_not_sent_title({}, o),
    somethingWrong: m.forms_page_something_wrong({}, o),
    nothingStored: m.forms_page_nothing_stored({}, o),
    callUsTitle: m.forms_page_call_us_title({}, o),
    nothingSent: m.forms_page_nothing_sent({}, o),
    notReady: {
      title: m.forms_page_not_ready_title({}, o),
      heading: m.forms_page_not_ready_heading({}, o),
      ...around(m.forms_page_not_ready_line({ notSent: CUT }, o)),
      notSent: m.forms_page_not_ready_not_sent({}, o),
      back: m.forms_page_not_ready_back({}, o),
    },
  };
}

export type PageCopy = ReturnType<typeof build>;

// Built while the isolate starts (about 1.5 ms of CPU each, cold), so no request pays for it.
const BUILT: Record<Locale, PageCopy> = { en: build('en'), hi: build('hi') };

/** The pages' words in a language. */
export function pageCopy(locale: Locale): PageCopy {
  return BUILT[locale];
}
