/**
 * The words of the e-mails, one typed module per language (copy.en.ts, copy.hi.ts): the templates (templates.tsx)
 * lay them out, and every value (names, dates, links) is filled in per e-mail. Functions take the values as strings,
 * so a template can be rendered once with placeholders (compose.tsx). Text that wraps a link is split around it
 * (`before`, `link`, `after`), as word order differs between the languages.
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

export interface EmailCopy {
  /** <html lang>. */
  htmlLang: string;

  // Shared pieces
  where: string;
  openInMaps: string;
  needToChange: string;
  /** The manage link and the sentence around it. */
  manage: Linked;
  /** "Or call us on <phone>." */
  orCallUs: Omit<Linked, 'link'>;
  bookingReference: (id: string) => string;
  dear: (name: string) => string;

  // Field labels
  patient: string;
  date: string;
  timeIst: string;
  doctor: string;
  newDate: string;
  newTimeIst: string;
  insteadOf: string;
  /** The value of "Instead of": the old date and time. */
  dateAtTime: (date: string, time: string) => string;
  reasonGiven: string;

  // The booking's e-mails to the patient: preview line, heading, opening paragraph
  confirmation: { preview: (a: BookingWords) => string; heading: string; intro: (a: BookingWords) => string };
  /** A booking from a form without JavaScript, held until the patient confirms it (decision 011). */
  confirmRequest: {
    preview: (a: BookingWords) => string;
    heading: string;
    intro: (a: BookingWords) => string;
    action: Linked;
    notYou: string;
    subject: (a: BookingWords) => string;
  };
  reminder: { preview: (a: BookingWords) => string; heading: string; intro: (a: BookingWords) => string };
  reschedule: { preview: (a: BookingWords) => string; heading: string; intro: string };
  cancellation: {
    preview: (a: BookingWords) => string;
    heading: string;
    intro: (a: BookingWords) => string;
    bookAgain: Linked;
    /** "If you did not ask for this, or have a question, please call us on <phone>." */
    callUs: Omit<Linked, 'link'>;
  };

  /** Subjects of the patient's e-mails (made header-safe when used). */
  subjects: {
    appointment: (a: BookingWords) => string;
    cancellation: (a: BookingWords) => string;
    reschedule: (a: BookingWords) => string;
    reminder: (a: BookingWords) => string;
  };

  /** What the view says in the patient's e-mails. */
  view: {
    yourAppointment: string;
    appointmentFor: (patient: string) => string;
    cancelledByClinic: string;
    cancelledByPatient: string;
  };

  /** The calendar file's event. */
  ics: {
    summary: string;
    cancelledSummary: string;
    description: (preparation: readonly string[]) => string;
    cancelledDescription: string;
  };

  /** The e-mails to someone who asked about their data. */
  privacy: {
    linkSubject: string;
    linkPreview: string;
    linkHeading: string;
    linkIntro: (email: string) => string;
    linkText: string;
    linkFooter: string;
    questions: (name: string, email: string, id: string) => string;
    answerQuestions: (name: string, email: string, id: string) => string;
    /** "by Monday, 22 February 2027". */
    due: (date: string) => string;
    accessHeading: string;
    accessIntro: (email: string) => string;
    erasureHeading: string;
    erasureIntro: (email: string) => string;
    erasureBody: string;
    correctionHeading: string;
    correctionIntro: (due: string) => string;
    grievanceHeading: string;
    grievanceIntro: (due: string) => string;
    /** The listing's section titles: "Bookings (2):". */
    bookings: (n: number) => string;
    messages: (n: number) => string;
  };
}
