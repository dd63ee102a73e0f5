import {
  BOOKED_FOR_CHOICES,
  BOOKED_FOR_OTHER_HINT,
  BOOKING_LABELS,
  BOOKING_SUCCESS_TEXT,
  BOOKING_SUCCESS_TITLE,
  DATE_HINT,
  GENDER_EMPTY,
  GENDERS,
  PATIENT_NAME_LABEL,
  REASON_GROUPS,
  RELATIONSHIP_EMPTY,
  REPORTS_HINT,
  relationshipLabel,
  STEP_TITLES,
  SUBMIT_LABELS,
  TIME_ZONE_HINT,
  UNDER_18_HINT,
  VISIT_REASON_EMPTY,
  visitReasonHint,
} from '../../common/booking-draft';
import { DOCTOR } from '../../common/clinic';
import {
  CONTACT_SUCCESS_TEXT,
  CONTACT_SUCCESS_TITLE,
  HOME_CONTACT_LABELS,
  PAGE_CONTACT_LABELS,
  SEND_LABEL,
  SUBJECT_EMPTY,
} from '../../common/contact-form';
import { preparationFor } from '../../common/preparation';
import { NOTICE_TEXT, RELATIONSHIPS } from '../../common/privacy';
import { CONFIRM_HOURS, formatClinicDate, REMINDER_HOUR } from '../../common/schedule';
import { CONTACT_SUBJECTS } from '../../common/schemas/contact';
import { NOT_SURE_LABEL, visitReasonLabel } from '../../common/visit-reasons';
import type { PageCopy } from './copy-types';

const reminderHour = REMINDER_HOUR > 12 ? `${REMINDER_HOUR - 12} pm` : `${REMINDER_HOUR} am`;

/** The no-JavaScript pages in English: the forms' own labels and texts, as they have always read. */
export const PAGE_COPY_EN: PageCopy = {
  htmlLang: 'en-IN',

  errorPrefix: 'Error: ',
  skipToForm: 'Skip to the form',
  callUsOnHidden: 'Call us on ',
  alsoCallUs: { before: 'You can also call us on ', after: '.' },
  privacyTitle: 'Your privacy.',
  privacyNotice: {
    booking: NOTICE_TEXT.booking,
    contact: NOTICE_TEXT.contact,
    rest: `${NOTICE_TEXT.processors} ${NOTICE_TEXT.retention} ${NOTICE_TEXT.rights}`,
  },
  privacyLink: 'Read our privacy notice (opens in a new tab)',
  problemTitle: 'There is a problem',
  honeypotLabel: 'Leave this field empty',
  backHome: 'Back to the home page',
  asRequired: 'as required',

  bookingTitle: 'Book an Appointment',
  bookingLead: {
    before: (submit) => `All of the booking is on this page. Please fill it in and press “${submit}”. Fields marked `,
    required: ' are required. Prefer to talk? Call us on ',
    after: '.',
  },
  stepTitles: STEP_TITLES,
  labels: BOOKING_LABELS,
  patientNameLabel: PATIENT_NAME_LABEL,
  bookedForChoices: BOOKED_FOR_CHOICES,
  onlyForSomeoneElse: 'Only if you are booking for someone else',
  bookedForOtherHint: BOOKED_FOR_OTHER_HINT,
  relationshipEmpty: RELATIONSHIP_EMPTY,
  relationships: RELATIONSHIPS,
  under18Hint: UNDER_18_HINT,
  genders: GENDERS,
  genderEmpty: GENDER_EMPTY,
  dateHint: DATE_HINT,
  chooseTime: 'Choose a time',
  timeZoneHint: TIME_ZONE_HINT,
  slotNote: { full: 'fully booked', closed: 'not available', 'too-soon': 'too soon' },
  time: (slot) => slot,
  doctorOption: `${DOCTOR.name} (${DOCTOR.specialty})`,
  visitReasonEmpty: VISIT_REASON_EMPTY,
  visitReasonHint,
  notSureGroup: 'Not sure',
  notSure: NOT_SURE_LABEL,
  reasonGroups: REASON_GROUPS.map((g) => ({
    label: g.label,
    options: g.reasons.map((r) => ({ value: r.value, label: r.label })),
  })),
  optional: '(optional)',
  reportsHint: REPORTS_HINT,
  chosenFile: (name) => ` Chosen: ${name}.`,
  messagePlaceholder: 'Anything you would like the doctor to know (optional)',
  submit: SUBMIT_LABELS,

  bookingSuccessTitle: BOOKING_SUCCESS_TITLE,
  bookingSuccessText: BOOKING_SUCCESS_TEXT,
  yourAppointment: 'Your appointment',
  bookedBy: 'Booked by',
  patient: 'Patient',
  date: 'Date',
  dateLabel: formatClinicDate,
  timeLabel: 'Time',
  timeValue: (slot) => `${slot} (India Standard Time)`,
  doctor: 'Doctor',
  doctorValue: `${DOCTOR.name}, ${DOCTOR.title}`,
  visitFor: 'Visit for',
  visitLabel: visitReasonLabel,
  relationshipLabel,
  where: 'Where',
  reference: 'Reference',
  whatNext: 'What happens next',
  confirmationOnItsWay: {
    before: 'The confirmation is on its way to ',
    after: ', with a calendar invitation. If it has not arrived in a few minutes, please look in your spam folder.',
  },
  formSentTitle: 'This form was already sent',
  formSentLine:
    'If it booked an appointment, the e-mail about it has the details and a link to change or cancel it. To book another, please start again from the booking page.',
  heldTitle: 'Almost done: please confirm your appointment',
  heldText: `We are holding this time for you for ${CONFIRM_HOURS} hours. To keep it, confirm it from the e-mail we have just sent.`,
  confirmLinkOnItsWay: {
    before: 'An e-mail with a link to confirm your appointment is on its way to ',
    after:
      '. Open the link and press “Confirm your appointment”. If it has not arrived in a few minutes, please look in your spam folder, or call us.',
  },
  confirmInTime: `If it is not confirmed within ${CONFIRM_HOURS} hours, the place goes to another patient. Once you confirm, we e-mail you the confirmation with a calendar invitation.`,
  manageLinkNote:
    'The e-mail has a link to change or cancel the appointment. Please use it at least a few hours ahead, so that another patient can have the time.',
  reminderNote: `We will e-mail you a reminder at ${reminderHour} the day before, with how to prepare.`,
  preparation: (reason) => preparationFor(reason),
  questions: { before: 'Questions? Call us on ', after: '.' },

  keptBelow: (submit) =>
    `Your details are kept below. Please choose a date and time, check the rest, then press “${submit}”.`,
  tokenCheck: (submit) => `For your security, please check your details and press “${submit}” again.`,
  tokenExpired: (submit) =>
    `This page was open for a long time, so for your security nothing was sent yet. Please check your details and press “${submit}” again.`,
  formUsed: (submit) =>
    `This form has already been sent once. If that booked an appointment, its e-mail has the details and a link to change or cancel it. To book, check the details below and press “${submit}” again.`,
  bookingNotFoundTitle: 'We could not find this booking',
  bookingNotFound: (phone) => `Please call us on ${phone} and we will check it for you.`,

  contactTitle: 'Send us a message',
  contactLead: {
    before: 'Fields marked ',
    required: ' are required. For an appointment or anything urgent, please call us on ',
    after: '.',
  },
  homeContactLabels: HOME_CONTACT_LABELS,
  pageContactLabels: PAGE_CONTACT_LABELS,
  subjectEmpty: SUBJECT_EMPTY,
  subjects: CONTACT_SUBJECTS.map((s) => ({ value: s, label: s })),
  send: SEND_LABEL,
  contactSuccessTitle: CONTACT_SUCCESS_TITLE,
  contactSuccessText: CONTACT_SUCCESS_TEXT,
  answerByEmail: { before: 'We will answer you, usually by e-mail at ', after: '.' },
  urgentCall: { before: 'For an appointment or anything urgent, please call us on ', after: '.' },
  checkMessage: 'Please check your message, then press “Send Message” to send it. Nothing has been sent yet.',

  crossSiteTitle: 'Please use our website',
  crossSiteLine: 'This form was sent from another website, so nothing was sent to us.',
  goToSite: 'Go to our website',
  notSentTitle: 'Your details were not sent',
  somethingWrong: 'Something went wrong on our side.',
  nothingStored: 'Nothing was stored. Please go back and try again.',
  callUsTitle: 'Please call us',
  nothingSent: 'Nothing was sent.',
  notReady: {
    title: 'Please try again',
    heading: 'Please press the button again',
    before: 'The page was still loading (or JavaScript is turned off in this browser), so your details were ',
    notSent: 'not sent',
    after:
      '. Please go back (what you typed is usually still there) and press the button again once the page has loaded, or call us to book.',
    back: "Use your browser's Back button, or call us on ",
  },
};
