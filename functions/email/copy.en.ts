import { CLINIC, DATA_CONTACT, DOCTOR } from '../../common/clinic';
import { CONFIRM_HOURS } from '../../common/schedule';
import type { EmailCopy } from './copy-types';

/** The e-mails in English: the clinic's own words, as they have always been sent. */
export const EMAIL_COPY_EN: EmailCopy = {
  htmlLang: 'en',

  where: 'Where',
  openInMaps: 'open in maps',
  needToChange: 'Need to change or cancel?',
  manage: {
    before: '',
    link: 'Change or cancel your appointment',
    after: ' — please do it at least a few hours ahead, so that another patient can have the time.',
  },
  orCallUs: { before: 'Or call us on ', after: '.' },
  bookingReference: (id) => `Booking reference: ${id}`,
  dear: (name) => `Dear ${name},`,

  patient: 'Patient',
  date: 'Date',
  timeIst: 'Time (India Standard Time)',
  doctor: 'Doctor',
  newDate: 'New date',
  newTimeIst: 'New time (India Standard Time)',
  insteadOf: 'Instead of',
  dateAtTime: (date, time) => `${date} at ${time}`,
  reasonGiven: 'Reason given',

  confirmation: {
    preview: (a) => `Your appointment on ${a.dateLabel} at ${a.time}`,
    heading: 'Your appointment is booked',
    intro: (a) =>
      `Thank you for choosing ${CLINIC.name}. We have booked ${a.appointmentFor} with ${DOCTOR.name}, ${DOCTOR.title}. A calendar invitation is attached.`,
  },
  confirmRequest: {
    preview: (a) => `Please confirm your appointment on ${a.dateLabel} at ${a.time}`,
    heading: 'Please confirm your appointment',
    intro: (a) =>
      `We are holding ${a.appointmentFor} with ${DOCTOR.name} for you. Please confirm it within ${CONFIRM_HOURS} hours: if it is not confirmed by then, the place goes to another patient.`,
    action: { before: '', link: 'Confirm your appointment', after: ' — the page also lets you change or cancel it.' },
    notYou: 'If you did not book this, you need not do anything: the place will be released.',
    subject: (a) => `Please confirm: your appointment on ${a.dateLabel} at ${a.time}`,
  },
  reminder: {
    preview: (a) => `Your appointment on ${a.dateLabel} at ${a.time}`,
    heading: 'See you soon',
    intro: (a) => `This is a reminder of ${a.appointmentFor} with ${DOCTOR.name} at ${CLINIC.name}.`,
  },
  reschedule: {
    preview: (a) => `Your appointment is now on ${a.dateLabel} at ${a.time}`,
    heading: 'Your appointment has moved',
    intro: `Your appointment with ${DOCTOR.name} is now at the time below. The attached calendar update moves the event in your calendar.`,
  },
  cancellation: {
    preview: (a) => `Your appointment on ${a.dateLabel} at ${a.time} is cancelled`,
    heading: 'Your appointment is cancelled',
    intro: (a) =>
      `The appointment with ${DOCTOR.name} on ${a.dateLabel} at ${a.time} is cancelled, and the attached calendar update removes it from your calendar. ${a.cancelNote}`,
    bookAgain: { before: 'Whenever you need us, you can ', link: 'book a new appointment', after: ' online.' },
    callUs: { before: 'If you did not ask for this, or have a question, please call us on ', after: '.' },
  },

  subjects: {
    appointment: (a) => `Your appointment with ${DOCTOR.name} on ${a.dateLabel} at ${a.time}`,
    cancellation: (a) => `Cancelled: your appointment on ${a.dateLabel} at ${a.time}`,
    reschedule: (a) => `Your appointment has moved to ${a.dateLabel} at ${a.time}`,
    reminder: (a) => `Reminder: your appointment on ${a.dateLabel} at ${a.time}`,
  },

  view: {
    yourAppointment: 'your appointment',
    appointmentFor: (patient) => `an appointment for ${patient}`,
    cancelledByClinic: 'We are sorry: the clinic has had to cancel it.',
    cancelledByPatient: 'It was cancelled with the link in your confirmation e-mail.',
  },

  ics: {
    summary: `Appointment with ${DOCTOR.name}`,
    cancelledSummary: `Cancelled: Appointment with ${DOCTOR.name}`,
    description: (items) =>
      `${DOCTOR.title} at ${CLINIC.name}.\nPlease bring:\n${items.map((w) => `- ${w}`).join('\n')}`,
    cancelledDescription: `This appointment at ${CLINIC.name} is cancelled.`,
  },

  privacy: {
    linkSubject: 'Your link to see, correct or erase your data',
    linkPreview: 'Your link to see, correct or erase your data',
    linkHeading: 'Your request about your data',
    linkIntro: (email) =>
      `We were asked, on our website, for a link to see, correct or erase the data we hold for ${email}, or to make a complaint. Open the link to continue:`,
    linkText: 'See or change your data',
    linkFooter: 'The link works for 24 hours. If you did not ask for it, you can ignore this e-mail: nothing changes.',
    questions: (name, email, id) => `Questions: ${name}, ${email}. Reference: ${id}`,
    answerQuestions: (name, email, id) =>
      `Questions or a complaint about how we handled this: ${name}, ${email}. Reference: ${id}`,
    due: (date) => `by ${date}`,
    accessHeading: 'A copy of your data',
    accessIntro: (email) =>
      `Here is everything ${CLINIC.name} holds for ${email}: your bookings and your messages, as stored.`,
    erasureHeading: 'Your data is erased',
    erasureIntro: (email) =>
      `We have erased your name, e-mail, phone and messages from every booking and message we held for ${email}.`,
    erasureBody:
      'Appointments still ahead were cancelled. We keep only the dates and times of past appointments, without any detail that identifies you, for our records.',
    correctionHeading: 'We have your request to correct your data',
    correctionIntro: (due) => `We will make the correction you asked for and write to you ${due}.`,
    grievanceHeading: 'We have your complaint',
    grievanceIntro: (due) =>
      `Our ${DATA_CONTACT.role}, ${DATA_CONTACT.name}, will answer you ${due}. If you are not satisfied with the answer, you may complain to the Data Protection Board of India.`,
    bookings: (n) => `Bookings (${n}):`,
    messages: (n) => `Messages (${n}):`,
  },
};
