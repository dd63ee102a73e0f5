import type { FieldName, Variant } from '../../common/booking-draft';

/**
 * The words of the pages the server answers to forms sent without JavaScript (decision 011), one typed module per
 * language (copy.en.ts, copy.hi.ts). In both languages the words the JS forms also show are the forms' own
 * (common/booking-draft.ts, common/contact-form.ts), so a patient reads the same labels with or without JavaScript;
 * the rest is written here for patients. A page is in the language its form posted (the hidden `locale` field), and
 * its links go to the site's pages in that language.
 */

/** A choice of a radio group or a select: a value the API takes, and its label. */
export interface Choice {
  value: string;
  label: string;
}

export interface PageCopy {
  /** <html lang>. */
  htmlLang: string;

  // The frame (layout.ts, fields.ts)
  errorPrefix: string;
  skipToForm: string;
  callUsOnHidden: string;
  alsoCallUs: { before: string; after: string };
  privacyTitle: string;
  privacyNotice: { booking: string; contact: string; rest: string };
  privacyLink: string;
  problemTitle: string;
  honeypotLabel: string;
  backHome: string;
  asRequired: string;

  // The booking form
  bookingTitle: string;
  bookingLead: { before: (submit: string) => string; required: string; after: string };
  stepTitles: readonly string[];
  labels: Record<Variant, Partial<Record<FieldName, string>>>;
  patientNameLabel: string;
  bookedForChoices: readonly Choice[];
  onlyForSomeoneElse: string;
  bookedForOtherHint: string;
  relationshipEmpty: string;
  relationships: readonly Choice[];
  under18Hint: string;
  genders: readonly Choice[];
  genderEmpty: string;
  dateHint: string;
  chooseTime: string;
  timeZoneHint: string;
  slotNote: { full: string; closed: string; 'too-soon': string };
  /** A time of the select ("10:00 AM", "सुबह 10:00"). */
  time: (slot: string) => string;
  doctorOption: string;
  visitReasonEmpty: string;
  visitReasonHint: (value: string) => string;
  notSureGroup: string;
  notSure: string;
  reasonGroups: readonly { label: string; options: readonly Choice[] }[];
  optional: string;
  reportsHint: string;
  chosenFile: (name: string) => string;
  messagePlaceholder: string;
  submit: Record<Variant, string>;

  // After booking
  bookingSuccessTitle: string;
  bookingSuccessText: string;
  yourAppointment: string;
  bookedBy: string;
  patient: string;
  date: string;
  dateLabel: (date: string) => string;
  timeLabel: string;
  timeValue: (slot: string) => string;
  doctor: string;
  doctorValue: string;
  visitFor: string;
  visitLabel: (value: string) => string;
  relationshipLabel: (value: string) => string;
  where: string;
  reference: string;
  whatNext: string;
  confirmationOnItsWay: { before: string; after: string };
  /** A booking from this form is held until the patient confirms it from the e-mail (decision 011). */
  /** A form that booked, sent again after its booking changed: nothing about the booking is shown. */
  formSentTitle: string;
  formSentLine: string;
  heldTitle: string;
  heldText: string;
  confirmLinkOnItsWay: { before: string; after: string };
  confirmInTime: string;
  manageLinkNote: string;
  reminderNote: string;
  preparation: (reason: string) => { title: string; items: readonly string[] };
  questions: { before: string; after: string };

  // The booking form's notices
  keptBelow: (submit: string) => string;
  tokenCheck: (submit: string) => string;
  tokenExpired: (submit: string) => string;
  formUsed: (submit: string) => string;
  bookingNotFoundTitle: string;
  bookingNotFound: (phone: string) => string;

  // The contact form
  contactTitle: string;
  contactLead: { before: string; required: string; after: string };
  homeContactLabels: Record<'firstName' | 'lastName' | 'email' | 'phone' | 'subject' | 'message', string>;
  pageContactLabels: Record<'name' | 'email' | 'subject' | 'message', string>;
  subjectEmpty: string;
  subjects: readonly Choice[];
  send: string;
  contactSuccessTitle: string;
  contactSuccessText: string;
  answerByEmail: { before: string; after: string };
  urgentCall: { before: string; after: string };
  checkMessage: string;

  // Other pages
  crossSiteTitle: string;
  crossSiteLine: string;
  goToSite: string;
  notSentTitle: string;
  somethingWrong: string;
  nothingStored: string;
  callUsTitle: string;
  nothingSent: string;
  notReady: { title: string; heading: string; before: string; notSent: string; after: string; back: string };
}
