import { CONFIRM_HOURS } from '../../../common/booking/schedule';
import { CLINIC, DATA_CONTACT, DOCTOR } from '../../../common/clinic/facts';
import { clinicText, DATA_CONTACT_ROLE_HI_NAMED } from '../../../common/clinic/facts.hi';
import type { Locale } from '../../../common/i18n/locale';
import { m } from '../../../common/paraglide/messages.js';

/**
 * The words of the e-mails, from the catalogue (web/messages/email, plus the forms' words the e-mails share): the
 * templates (templates.tsx) lay them out, and every value (names, dates, links) is filled in per e-mail. Functions take
 * the values as strings, so a template can be rendered once with placeholders (compose.tsx). Text that wraps a link is
 * split around it (`before`, `link`, `after`), as word order differs between the languages.
 */

/** A sentence with a link inside it. */
export interface Linked {
  before: string;
  link: string;
  after: string;
}

/** The values a sentence about a booking may use (AppointmentView's, as display strings). */
export interface BookingWords {
  dateLabel: string;
  time: string;
  greetingName: string;
  appointmentFor: string;
  cancelNote: string;
}

/** The values the clinic's day's e-mails add (decision 025): how late the doctor runs, when a follow-up is due. */
export interface DayWords extends BookingWords {
  delay: string;
  dueDateLabel: string;
}

/** The values a payment's e-mails add (issue 42): the amount ("₹1,500"). */
export interface PaymentWords extends BookingWords {
  amount: string;
}

/** The e-mails' words in one language; the clinic's facts (names, the doctor's title, the data officer) filled in. */
export function emailCopy(locale: Locale) {
  const l = { locale };
  const facts = {
    clinic: CLINIC.name,
    doctor: DOCTOR.name,
    title: clinicText(locale).doctorTitle,
    role: locale === 'hi' ? DATA_CONTACT_ROLE_HI_NAMED : DATA_CONTACT.role,
    contact: DATA_CONTACT.name,
    hours: CONFIRM_HOURS,
  };
  const at = (a: BookingWords) => ({ date: a.dateLabel, time: a.time });
  /** A booking e-mail's preview line, heading and opening paragraph. */
  const opening = (
    preview: (inputs: { date: string; time: string }, options: typeof l) => string,
    heading: (inputs: Record<string, never>, options: typeof l) => string,
    intro: (inputs: typeof facts & { appointmentFor: string }, options: typeof l) => string,
  ) => ({
    preview: (a: BookingWords) => preview(at(a), l),
    heading: heading({}, l),
    intro: (a: BookingWords) => intro({ ...facts, appointmentFor: a.appointmentFor }, l),
  });
  return {
    /** <html lang>. */
    htmlLang: locale,

    where: m.email_where({}, l),
    openInMaps: m.email_open_in_maps({}, l),
    needToChange: m.email_need_to_change({}, l),
    /** The manage link and the sentence around it. */
    manage: { before: '', link: m.email_manage_link({}, l), after: m.email_manage_after({}, l) },
    /** "Or call us on <phone>." */
    orCallUs: { before: m.email_call_before({}, l), after: m.email_call_after({}, l) },
    bookingReference: (id: string) => m.email_booking_reference({ id }, l),
    dear: (name: string) => m.email_dear({ name }, l),

    patient: m.email_patient({}, l),
    date: m.forms_label_date({}, l),
    timeIst: m.email_time_ist({}, l),
    doctor: m.forms_label_doctor({}, l),
    newDate: m.forms_new_date({}, l),
    newTimeIst: m.email_new_time_ist({}, l),
    insteadOf: m.email_instead_of({}, l),
    /** The value of "Instead of": the old date and time. */
    dateAtTime: (date: string, time: string) => m.email_date_at_time({ date, time }, l),
    reasonGiven: m.email_reason_given({}, l),

    confirmation: opening(m.email_appointment_preview, m.email_confirmation_heading, m.email_confirmation_intro),
    /** A booking from a form without JavaScript, held until the patient confirms it (decision 011). */
    confirmRequest: {
      ...opening(m.email_confirm_preview, m.email_confirm_heading, m.email_confirm_intro),
      action: { before: '', link: m.forms_manage_confirm({}, l), after: m.email_confirm_after({}, l) },
      notYou: m.email_confirm_not_you({}, l),
      subject: (a: BookingWords) => m.email_confirm_subject(at(a), l),
    },
    reminder: {
      ...opening(m.email_appointment_preview, m.email_reminder_heading, m.email_reminder_intro),
      /** "On the day, see how the queue stands: your place in the queue." (the status page, issue 27) */
      queue: {
        before: `${m.queue_status_email({}, l)} `,
        link: m.queue_status_email_link({}, l),
        after: m.queue_status_email_after({}, l),
      },
    },
    reschedule: {
      preview: (a: BookingWords) => m.email_reschedule_preview(at(a), l),
      heading: m.email_reschedule_heading({}, l),
      intro: m.email_reschedule_intro(facts, l),
    },
    cancellation: {
      preview: (a: BookingWords) => m.email_cancellation_preview(at(a), l),
      heading: m.forms_manage_heading_cancelled({}, l),
      intro: (a: BookingWords) => m.email_cancellation_intro({ ...facts, ...at(a), note: a.cancelNote }, l),
      bookAgain: {
        before: m.email_book_again_before({}, l),
        link: m.email_book_again_link({}, l),
        after: m.email_book_again_after({}, l),
      },
      callUs: { before: m.email_cancellation_call_before({}, l), after: m.email_call_after({}, l) },
    },

    /** A place offered from the waitlist (decision 030): the claim link, until when, leaving the list. */
    waitlistOffer: {
      preview: (a: BookingWords) => m.email_offer_preview(at(a), l),
      heading: m.email_offer_heading({}, l),
      intro: m.email_offer_intro(facts, l),
      subject: (a: BookingWords) => m.email_offer_subject(at(a), l),
      take: { before: '', link: m.email_offer_take_link({}, l), after: m.email_offer_take_after({}, l) },
      untilLabel: m.email_offer_until({}, l),
      leave: {
        before: m.email_offer_leave_before({}, l),
        link: m.email_offer_leave_link({}, l),
        after: m.email_offer_leave_after({}, l),
      },
      /** For an earlier time: the booking it would move. */
      moves: (date: string, time: string) => m.email_offer_moves({ date, time }, l),
    },
    /** The reminder's "Will you come?" (issue 41): confirm, or say you cannot (one more step cancels). */
    reply: {
      label: m.email_reply_label({}, l),
      coming: { before: '', link: m.email_reply_coming_link({}, l), after: m.email_reply_coming_after({}, l) },
      cantCome: { before: '', link: m.email_reply_cant_link({}, l), after: m.email_reply_cant_after({}, l) },
    },
    /** The doctor is running late today (decision 025). */
    runningLate: {
      preview: (a: DayWords) => m.daymsg_late_preview({ delay: a.delay }, l),
      heading: m.daymsg_late_heading({}, l),
      intro: (a: DayWords) => m.daymsg_late_intro({ delay: a.delay, time: a.time }, l),
      subject: (a: DayWords) => m.daymsg_late_subject({ delay: a.delay }, l),
    },
    /** The reminder of a follow-up the doctor asked for, with the booking page's link that fills in the details. */
    followUp: {
      preview: (a: DayWords) => m.daymsg_follow_up_preview({ date: a.dueDateLabel }, l),
      heading: m.daymsg_follow_up_heading({}, l),
      intro: m.daymsg_follow_up_intro(facts, l),
      subject: (a: DayWords) => m.daymsg_follow_up_subject({ date: a.dueDateLabel }, l),
      dueLabel: m.daymsg_follow_up_due({}, l),
      noteLabel: m.daymsg_follow_up_note({}, l),
      book: { before: '', link: m.daymsg_follow_up_book_link({}, l), after: m.daymsg_follow_up_book_after({}, l) },
    },

    /** The receipt of a payment of the fee (issue 42): online through Razorpay, or at the clinic's counter. */
    paymentReceipt: {
      preview: (a: PaymentWords) => m.email_receipt_preview({ amount: a.amount, ...at(a) }, l),
      heading: m.email_receipt_heading({}, l),
      intro: (a: BookingWords) => m.email_receipt_intro({ ...facts, appointmentFor: a.appointmentFor }, l),
      subject: (a: PaymentWords) => m.email_receipt_subject({ amount: a.amount, date: a.dateLabel }, l),
      fromLabel: m.email_receipt_from({}, l),
      byLabel: m.email_receipt_by({}, l),
      /** Who received it: the clinic. */
      by: facts.clinic,
      forLabel: m.email_receipt_for({}, l),
      /** "Consultation with <the doctor> on <date> at <time>". */
      forValue: (a: BookingWords) => m.email_receipt_for_value({ doctor: facts.doctor, ...at(a) }, l),
      registrationLabel: m.email_receipt_registration({}, l),
      amountLabel: m.email_receipt_amount({}, l),
      paidOnLabel: m.email_receipt_paid_on({}, l),
      methodLabel: m.email_receipt_method({}, l),
      paymentIdLabel: m.email_receipt_payment_id({}, l),
      policy: {
        before: m.email_receipt_policy_before({}, l),
        link: m.email_receipt_policy_link({}, l),
        after: m.email_receipt_policy_after({}, l),
      },
      callUs: { before: m.email_receipt_call_before({}, l), after: m.email_call_after({}, l) },
    },
    /** A refund asked of Razorpay (issue 42): how much, for what, why, and how long banks take. */
    paymentRefund: {
      preview: (a: PaymentWords) => m.email_refund_preview({ amount: a.amount }, l),
      heading: m.email_refund_heading({}, l),
      intro: (a: BookingWords) => m.email_refund_intro({ ...facts, appointmentFor: a.appointmentFor }, l),
      subject: (a: PaymentWords) => m.email_refund_subject({ amount: a.amount, date: a.dateLabel }, l),
      amountLabel: m.email_refund_amount({}, l),
      whyLabel: m.email_refund_why({}, l),
      when: m.email_refund_when({}, l),
      callUs: { before: m.email_refund_call_before({}, l), after: m.email_call_after({}, l) },
    },
    /** A payment's values in words, as the view fills them in (parts.tsx). */
    payment: {
      methods: {
        razorpay: m.email_receipt_method_razorpay({}, l),
        counter: m.email_receipt_method_counter({}, l),
      },
      /** Why a refund is made: a cancellation (by the patient, or the clinic), a late payment, the desk's decision. */
      reasons: {
        patient: m.email_refund_reason_patient({}, l),
        clinic: m.email_refund_reason_clinic({}, l),
        late_payment: m.email_refund_reason_late({}, l),
        staff: m.email_refund_reason_staff({}, l),
      },
    },

    subjects: {
      appointment: (a: BookingWords) => m.email_subject_appointment({ ...facts, ...at(a) }, l),
      cancellation: (a: BookingWords) => m.email_subject_cancellation(at(a), l),
      reschedule: (a: BookingWords) => m.email_subject_reschedule(at(a), l),
      reminder: (a: BookingWords) => m.email_subject_reminder(at(a), l),
    },

    view: {
      yourAppointment: m.email_your_appointment({}, l),
      appointmentFor: (patient: string) => m.email_appointment_for({ patient }, l),
      cancelledByClinic: m.email_cancelled_by_clinic({}, l),
      cancelledByPatient: m.email_cancelled_by_patient({}, l),
    },

    ics: {
      summary: m.email_ics_summary(facts, l),
      cancelledSummary: m.email_ics_cancelled_summary(facts, l),
      description: (items: readonly string[]) =>
        m.email_ics_description({ ...facts, items: items.map((w) => `- ${w}`).join('\n') }, l),
      cancelledDescription: m.email_ics_cancelled_description(facts, l),
    },

    privacy: {
      linkSubject: m.email_privacy_link_subject({}, l),
      linkPreview: m.email_privacy_link_subject({}, l),
      linkHeading: m.email_privacy_link_heading({}, l),
      linkIntro: (email: string) => m.email_privacy_link_intro({ email }, l),
      linkText: m.email_privacy_link_text({}, l),
      linkFooter: m.email_privacy_link_footer({}, l),
      questions: (name: string, email: string, id: string) => m.email_privacy_questions({ name, email, id }, l),
      answerQuestions: (name: string, email: string, id: string) =>
        m.email_privacy_answer_questions({ name, email, id }, l),
      due: (date: string) => m.email_privacy_due({ date }, l),
      accessHeading: m.email_privacy_access_heading({}, l),
      accessIntro: (email: string) => m.email_privacy_access_intro({ ...facts, email }, l),
      erasureHeading: m.forms_privacy_result_erasure({}, l),
      erasureIntro: (email: string) => m.email_privacy_erasure_intro({ email }, l),
      erasureBody: m.email_privacy_erasure_body({}, l),
      correctionHeading: m.email_privacy_correction_heading({}, l),
      correctionIntro: (due: string) => m.email_privacy_correction_intro({ due }, l),
      grievanceHeading: m.email_privacy_grievance_heading({}, l),
      grievanceIntro: (due: string) =>
        m.email_privacy_grievance_intro({ ...facts, due, board: m.chrome_privacy_board_name({}, l) }, l),
      bookings: (n: number) => m.email_privacy_bookings({ n }, l),
      messages: (n: number) => m.email_privacy_messages({ n }, l),
      sent: (n: number) => m.email_privacy_sent({ n }, l),
      visits: (n: number) => m.email_privacy_visits({ n }, l),
      followUps: (n: number) => m.email_privacy_follow_ups({ n }, l),
      phoneStop: (n: number) => m.email_privacy_phone_stop({ n }, l),
      phoneReplies: (n: number) => m.email_privacy_phone_replies({ n }, l),
      requests: (n: number) => m.email_privacy_requests({ n }, l),
      reports: (n: number) => m.email_privacy_reports({ n }, l),
      waitlist: (n: number) => m.email_privacy_waitlist({ n }, l),
    },
  };
}

/** The e-mails' words, as the templates take them. */
export type EmailCopy = ReturnType<typeof emailCopy>;

/** The e-mails' words in each language. */
export const EMAIL_COPY: Record<Locale, EmailCopy> = { en: emailCopy('en'), hi: emailCopy('hi') };
