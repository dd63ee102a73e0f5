import { ADDRESS_LINE, CLINIC, DATA_CONTACT } from '../../../common/clinic/facts';
import { formatDayMonthYear } from '../../../common/i18n/dates';
import {
  DEFAULT_RETENTION_MONTHS,
  EMAIL_RECORD_DAYS,
  GRIEVANCE_DAYS,
  LOG_KEEP_DAYS,
  NOTICE_TEXT,
  NOTICE_VERSION,
  PROCESSORS,
  processorNames,
  REQUEST_DAYS,
} from '../../../common/privacy/facts';
import type { Crumb } from '../components/page-hero';
import type { PrivacyFormCopy } from '../features/privacy/start-form';
import { m } from '../i18n';

const EN = { locale: 'en' } as const;

/**
 * The full privacy notice on /privacy (DPDP Act 2023, ss.5–6, 8–14; DPDP Rules 2025, Rules 3, 7, 8, 9, 14), written for
 * patients. Every fact (the numbers of days and months, the processors, the contact, the version) comes from
 * common/privacy/facts.ts and common/clinic/facts.ts: change them there and this page follows.
 */

/** One point of a section: an optional lead in bold, then its text. */
export interface NoticePoint {
  lead?: string;
  text: string;
}

export interface NoticeSection {
  id: string;
  title: string;
  paragraphs: string[];
  points?: NoticePoint[];
  /** Paragraphs after the points. */
  after?: string[];
}

/**
 * Everything a language's /privacy page says, so the one layout (features/privacy/notice-page.tsx) renders each
 * language from its own module: this one, and privacy-notice.hi.ts for /hi/privacy.
 */
export interface PrivacyNoticeCopy {
  /** The page's language (BCP 47), set on the page and on <html>. */
  lang: 'en-IN' | 'hi';
  path: string;
  seo: { title: string; description: string };
  crumbs: readonly Crumb[];
  title: string;
  intro: string;
  /** The line under the title naming the version: "Version of 23 November 2026". */
  version: string;
  /** The link to the same notice in the other language, written in that language. */
  otherLanguage: { label: string; lang: string; path: string };
  inShort: { title: string; paragraphs: readonly string[] };
  sections: readonly NoticeSection[];
  contact: { title: string; intro: string };
  onThisPage: string;
  request: { title: string; paragraphs: readonly string[]; form?: PrivacyFormCopy };
}

/** The notice's version as people read it: "23 November 2026". */
export const NOTICE_DATE = formatDayMonthYear(NOTICE_VERSION);

export const NOTICE_SECTIONS: readonly NoticeSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    paragraphs: [
      `${CLINIC.name}, ${ADDRESS_LINE}, decides how the details you give us on this website are used. India's Digital Personal Data Protection Act, 2023 (the DPDP Act) calls us the "Data Fiduciary", and you the "Data Principal".`,
      'This notice explains, in plain words, what we collect, why, who helps us handle it, how long we keep it, and what you can ask of us.',
    ],
  },
  {
    id: 'what-we-collect',
    title: 'What we collect, and why',
    paragraphs: ['We collect only what you type into our forms, and use it only for what you asked us to do.'],
    points: [
      {
        lead: 'When you book an appointment.',
        text: `${NOTICE_TEXT.booking} That is your name, e-mail, phone, the date and time you choose, what the visit is for (if you say) and any message. The booking page also asks your age, gender, address, medical history and current symptoms, so the doctor can prepare. If you attach reports, we keep them (see the next point).`,
      },
      {
        lead: 'When you send reports.',
        text: "If you send X-rays, scans or test results for a booking (with the booking form, from the booking's page, or on WhatsApp from the number you booked with), we keep each file with its name, type, size and when it came, so the doctor can look at it before your visit. The files are stored by Cloudflare (in its R2 storage) and reached only through our website; only signed-in clinic staff can open them, and each time they do, it is written in a log. Messages to your phone never name a file or say what it shows.",
      },
      {
        lead: 'When you join a waitlist, or ask for an earlier time.',
        text: "If a date is full and you join its waitlist, or you ask on your booking's page to be told of an earlier time, we keep your name, e-mail and phone, the dates and times that suit you, and how you agreed to be told (by e-mail, on WhatsApp, or both), with when you agreed. When a place opens, we send you an offer on those channels only; it says when and where, never why you are coming. The place goes to the first patient who takes it; taking an earlier time moves your booking. If you take a place, the appointment's messages come the way you chose for the offers.",
      },
      {
        lead: 'When you book for someone else.',
        text: 'We also ask your own name, who you are to the patient, and whether the patient is under 18, so we know whom to contact about the appointment. Please let the patient know you have shared their details with us.',
      },
      {
        lead: 'When you ask for messages on WhatsApp.',
        text: `If you tick "${m.forms_label_messages_opt_in({}, EN)}", we keep the phone number in international form (+91 for Indian numbers), when you asked and which version of this notice you saw. The phone then gets the appointment's messages: the confirmation, a reminder the day before, any change or cancellation, word when the doctor is running late, when the patient's turn is near, and a reminder of a follow-up visit the doctor asks for. Each carries only the name of whoever booked (the first name, where it can be told), the patient's name, the date, time and place of the visit (and, on the day, the queue token or how late the doctor is running) and a link to the booking — never why the patient is coming, as family members often share a phone. If WhatsApp cannot reach the number, the same message comes by SMS. To stop them, reply STOP to any of them on WhatsApp, or press "${m.forms_manage_stop_messages({}, EN)}" on the booking's page (that booking's messages stop); e-mails about the appointment still come.`,
      },
      {
        lead: 'When you pay online.',
        text: "If the booking page asks for the consultation fee and you pay it online, Razorpay Software Private Limited processes the payment for us. It receives your name, phone and e-mail (to send you its payment page and your receipt), the amount and the booking's reference, not your medical details. Your card or UPI details go only to Razorpay: we never see them. We keep the record of each payment (the amount, the date and Razorpay's payment ID) for our accounts, also after your booking's personal details are erased, as tax law requires.",
      },
      {
        lead: 'When you send us a message.',
        text: NOTICE_TEXT.contact,
      },
      {
        lead: 'When you ask about your data.',
        text: 'We use your e-mail address and your request only to answer it, and to show later that we did.',
      },
    ],
    after: [
      'We do not sell your data or use it for advertising, and we share it with no one but the companies named below, unless the law requires us to.',
      'To protect our forms from abuse, we count for a few minutes how often each connection sends them, using a scrambled code instead of your internet address; we never store the address itself. The map on our home and contact pages comes from Google Maps: when it loads, your browser asks Google for it, as on any website that shows a Google map.',
    ],
  },
  {
    id: 'who-handles-it',
    title: 'Who handles your data for us',
    paragraphs: ['These companies process data for us, only on our instructions:'],
    points: PROCESSORS.map((p) => ({ lead: p.name, text: `${p.purpose}.` })),
    after: [
      "Our own staff see bookings and messages on the clinic's desk, which only signed-in staff can open. Every time they open or change a booking, it is written in a log.",
    ],
  },
  {
    id: 'where-it-is-held',
    title: 'Where your data is held',
    paragraphs: [
      `${processorNames()} run their services from data centres in many countries, so your data may be stored or processed outside India.`,
      'The DPDP Act allows this, except to countries that the Government of India restricts. If a country these services use is ever restricted, we will stop sending data there.',
    ],
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    paragraphs: [],
    points: [
      {
        lead: 'Bookings and messages:',
        text: `${DEFAULT_RETENTION_MONTHS} months after your appointment or message. Then we remove your name, e-mail, phone and messages, and keep only the date and time of the visit and what it was for, with nothing that identifies you.`,
      },
      {
        lead: 'Waitlist entries:',
        text: "until the last date you asked for has passed; then they are erased, with the offers we sent you. Each offer has a link to leave the list; the earlier-time offers stop on your booking's page; or call us.",
      },
      {
        lead: 'Reports you send:',
        text: `as long as the booking's details: ${DEFAULT_RETENTION_MONTHS} months after the appointment, then the files are deleted. You can remove a report from the booking's page before your visit, and if you erase your data, its files are deleted at once.`,
      },
      {
        lead: 'Records of the e-mails and phone messages we sent you',
        text: `(to whom, which message and when, and whether it was delivered): ${EMAIL_RECORD_DAYS} days. If you erase your data, the record of the messages to your phone goes at once, with the number.`,
      },
      {
        lead: 'A number that asked for no more messages (STOP):',
        text: 'we keep that wish for as long as the number is in a booking. When no booking holds the number any more (you erased your data, or it reached its time), we keep only a code made from the number (its SHA-256 hash), not the number itself, so that a later booking with that number still gets no messages. Reply START from the number to lift it.',
      },
      {
        lead: 'Your requests about your data, and the log of what was done with personal data',
        text: `(who did what and when, without the data itself): at least a year (${LOG_KEEP_DAYS} days), as the DPDP Rules ask, to show that we answered.`,
      },
      {
        lead: 'Records of payments',
        text: "(the amount, the date, Razorpay's payment ID and the booking's reference): for as long as tax law requires us to keep our accounts, also after the booking's name, e-mail and phone are removed or erased.",
      },
    ],
    after: [
      'If you ask us to erase your data, we do it at once, without waiting for these times; only the records of payments stay, as tax law requires.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    paragraphs: ['The DPDP Act gives you these rights, free of charge:'],
    points: [
      {
        lead: 'See your data.',
        text: 'Ask for a summary of what we hold about you and a copy of it. We e-mail it to you at once.',
      },
      {
        lead: 'Correct it.',
        text: `Ask us to correct, complete or update it. We answer within ${REQUEST_DAYS} days.`,
      },
      {
        lead: 'Erase it.',
        text: 'Ask us to erase it. We do it at once; appointments still ahead are cancelled.',
      },
      {
        lead: 'Complain.',
        text: `Tell us if something went wrong. We answer within ${GRIEVANCE_DAYS} days.`,
      },
      {
        lead: 'Nominate someone.',
        text: `Choose a person to use these rights for you if you die or become unable to (through illness, for example). Write to ${DATA_CONTACT.name} with their name and how to reach them.`,
      },
    ],
    after: [
      'To use them, ask with the form at the end of this page: we e-mail you a link, which shows the address is yours, and you choose what you would like. You can also write to or call our Data Protection Contact, below.',
      'A booking made for someone else is kept under the e-mail address it was booked with, so requests about it are made with that address.',
    ],
  },
  {
    id: 'complaints',
    title: 'If you are not happy',
    paragraphs: [
      `Tell our ${DATA_CONTACT.role}, ${DATA_CONTACT.name}, with the form below or by e-mail or phone. We will answer within ${GRIEVANCE_DAYS} days.`,
      'If you are not satisfied with our answer, or we have not answered in that time, you can complain to the Data Protection Board of India, which works online. The law asks you to come to us first, so that we can put things right.',
    ],
  },
  {
    id: 'breach',
    title: 'If your data is ever exposed',
    paragraphs: [
      'If your data is ever lost, stolen or seen by someone who should not see it (a "breach"), we will tell you without delay: what happened and when, what it may mean for you, what we are doing about it, what you can do to protect yourself, and whom to contact. We will also report it to the Data Protection Board of India.',
    ],
  },
  {
    id: 'children',
    title: 'Children',
    paragraphs: [
      "A patient under 18 is booked by a parent or guardian, who gives the child's details. We use a child's details only for the child's care, never to follow what they do online or for advertising.",
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this notice',
    paragraphs: [
      `This notice was last changed on ${NOTICE_DATE}. Each booking and message records the version its form showed. If we change what we do with your data, we will update this page and its date.`,
    ],
  },
];

/** /privacy in English. */
export const PRIVACY_NOTICE: PrivacyNoticeCopy = {
  lang: 'en-IN',
  path: '/privacy',
  seo: {
    title: 'Privacy Notice',
    description:
      'What we collect when you book or write to us, why, who helps us handle it, how long we keep it, and how to see, correct or erase your data.',
  },
  crumbs: [
    { name: 'Home', path: '/' },
    { name: 'Privacy', path: '/privacy' },
  ],
  title: 'Privacy Notice',
  intro: 'How we look after the details you give us, and how to see, correct or erase them.',
  version: `Version of ${NOTICE_DATE}`,
  otherLanguage: { label: 'हिन्दी में पढ़ें', lang: 'hi', path: '/hi/privacy' },
  inShort: {
    title: 'In short',
    paragraphs: [
      NOTICE_TEXT.booking,
      NOTICE_TEXT.contact,
      `${NOTICE_TEXT.processors} ${NOTICE_TEXT.retention} ${NOTICE_TEXT.rights}`,
    ],
  },
  sections: NOTICE_SECTIONS,
  contact: {
    title: 'Who to contact',
    intro: `For any question about your data, or a complaint, write to or call our ${DATA_CONTACT.role}:`,
  },
  onThisPage: 'On this page',
  request: {
    title: 'Ask about your data',
    paragraphs: [
      'Type the e-mail address you booked or wrote to us with, and we will e-mail you a link. Open it to see what we hold and choose what you would like: a copy, a correction, erasure, or to make a complaint.',
    ],
  },
};
