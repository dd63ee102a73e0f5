/**
 * The messages a patient gets on their phone (issue 26, decision 024), once, as data: for each kind and language the
 * WhatsApp template a clinic submits to Meta (name, category UTILITY, body with {{1}}…, a URL button whose suffix is
 * the message's link code) and the SMS text registered on DLT ({#var#} for each value). `scripts/message-templates.ts`
 * prints them for pasting; the sender fills the same variables in the same order. Nothing medical, ever: family phones
 * are shared, so a message says when and where — never a visit reason, test or diagnosis.
 */
import type { Locale } from './locale';

/** The outbox kinds that go to the patient's phone as well as their e-mail. */
export const PHONE_KINDS = [
  'appointment_patient',
  'reminder_patient',
  'reschedule_patient',
  'cancellation_patient',
  'running_late_patient',
  'queue_soon_patient',
  'follow_up_patient',
] as const;
export type PhoneKind = (typeof PHONE_KINDS)[number];

/**
 * The templates: one per message a patient can get. A cancellation is told in one of two templates, by whom it was
 * made (the patient, or the clinic: a closure, the desk). The clinic's day (decision 025) adds the doctor running
 * late, "two patients before you" and the follow-up reminder.
 */
export type PhoneTemplateKey =
  | 'confirmation'
  | 'reminder'
  | 'moved'
  | 'cancelled'
  | 'cancelled_by_clinic'
  | 'running_late'
  | 'queue_soon'
  | 'follow_up';

/**
 * What fills a variable, in the order {{1}}, {{2}}… (and {#var#} in the SMS, in its own order). `minutes`: how late the
 * doctor runs; a follow-up's `date` is the date it is due.
 */
export type PhoneVariable = 'first_name' | 'date' | 'time' | 'place_name' | 'place_address' | 'minutes' | 'link_code';

export interface PhoneText {
  /** The WhatsApp template's body, with {{1}}… for `variables` in order. */
  body: string;
  /** The URL button's label (Meta allows 25 characters). */
  button: string;
  /** The SMS text in DLT form: {#var#} for each of `smsVariables` in order; {origin} is the site's origin. */
  sms: string;
}

export interface PhoneTemplate {
  /** The template's name at Meta (lower case, digits and underscores); the same name in every language. */
  name: string;
  category: 'UTILITY';
  /** What fills {{1}}, {{2}}… of the body. */
  variables: readonly PhoneVariable[];
  /** What fills each {#var#} of the SMS. */
  smsVariables: readonly PhoneVariable[];
  text: Record<Locale, PhoneText>;
}

/**
 * The link in a message: the site's origin, `/m?`, then the message's one-time link code (the button's dynamic
 * suffix, the SMS's last variable) — never the manage token itself (decision 024).
 */
export const LINK_PATH = '/api/m?';

export function messageLinkBase(origin: string): string {
  return `${origin.replace(/\/$/, '')}${LINK_PATH}`;
}

const WHEN_WHERE = ['first_name', 'date', 'time', 'place_name', 'place_address'] as const;
const SMS_WHEN_WHERE = ['date', 'time', 'place_name', 'link_code'] as const;
const SMS_WHEN = ['date', 'time', 'link_code'] as const;

export const PHONE_TEMPLATES: Record<PhoneTemplateKey, PhoneTemplate> = {
  confirmation: {
    name: 'appointment_confirmation',
    category: 'UTILITY',
    variables: WHEN_WHERE,
    smsVariables: SMS_WHEN_WHERE,
    text: {
      en: {
        body: 'Hello {{1}}, your appointment is booked for {{2}} at {{3}}, at {{4}}, {{5}}. To see, move or cancel it, tap the button below. Reply STOP to stop these messages.',
        button: 'Manage booking',
        sms: 'Appointment booked: {#var#} {#var#} at {#var#}. See or change: {origin}/api/m?{#var#}',
      },
      hi: {
        body: 'नमस्ते {{1}}, आपकी अपॉइंटमेंट {{2}} को {{3}} बजे बुक हो गई है। जगह: {{4}}, {{5}}। देखने, बदलने या रद्द करने के लिए नीचे का बटन दबाएँ। ये मैसेज बंद करने के लिए STOP लिखकर भेजें।',
        button: 'बुकिंग देखें',
        sms: 'अपॉइंटमेंट बुक: {#var#} {#var#}, {#var#}। देखें: {origin}/api/m?{#var#}',
      },
    },
  },
  reminder: {
    name: 'appointment_reminder',
    category: 'UTILITY',
    variables: WHEN_WHERE,
    smsVariables: SMS_WHEN_WHERE,
    text: {
      en: {
        body: 'Hello {{1}}, a reminder of your appointment tomorrow, {{2}} at {{3}}, at {{4}}, {{5}}. If you cannot come, please move or cancel it with the button below.',
        button: 'Manage booking',
        sms: 'Reminder: appointment {#var#} {#var#} at {#var#}. Change: {origin}/api/m?{#var#}',
      },
      hi: {
        body: 'नमस्ते {{1}}, याद दिला दें: आपकी अपॉइंटमेंट कल, {{2}} को {{3}} बजे है। जगह: {{4}}, {{5}}। न आ सकें तो नीचे के बटन से समय बदलें या रद्द करें।',
        button: 'बुकिंग देखें',
        sms: 'याद रहे: अपॉइंटमेंट {#var#} {#var#}, {#var#}। बदलें: {origin}/api/m?{#var#}',
      },
    },
  },
  moved: {
    name: 'appointment_moved',
    category: 'UTILITY',
    variables: WHEN_WHERE,
    smsVariables: SMS_WHEN_WHERE,
    text: {
      en: {
        body: 'Hello {{1}}, your appointment has moved. It is now on {{2}} at {{3}}, at {{4}}, {{5}}. To see or change it, tap the button below.',
        button: 'Manage booking',
        sms: 'Appointment moved to {#var#} {#var#} at {#var#}. See: {origin}/api/m?{#var#}',
      },
      hi: {
        body: 'नमस्ते {{1}}, आपकी अपॉइंटमेंट का समय बदल गया है। अब यह {{2}} को {{3}} बजे है। जगह: {{4}}, {{5}}। देखने या बदलने के लिए नीचे का बटन दबाएँ।',
        button: 'बुकिंग देखें',
        sms: 'नया समय: {#var#} {#var#}, {#var#}। देखें: {origin}/api/m?{#var#}',
      },
    },
  },
  cancelled: {
    name: 'appointment_cancelled',
    category: 'UTILITY',
    variables: ['first_name', 'date', 'time'],
    smsVariables: SMS_WHEN,
    text: {
      en: {
        body: 'Hello {{1}}, your appointment on {{2}} at {{3}} is cancelled, as you asked. To book another time, tap the button below.',
        button: 'Book again',
        sms: 'Appointment {#var#} {#var#} cancelled as asked. Book again: {origin}/api/m?{#var#}',
      },
      hi: {
        body: 'नमस्ते {{1}}, आपके कहने पर {{2}} को {{3}} बजे की अपॉइंटमेंट रद्द कर दी गई है। दोबारा समय लेने के लिए नीचे का बटन दबाएँ।',
        button: 'दोबारा बुक करें',
        sms: '{#var#} {#var#} की अपॉइंटमेंट रद्द। नया समय: {origin}/api/m?{#var#}',
      },
    },
  },
  cancelled_by_clinic: {
    name: 'appointment_cancelled_by_clinic',
    category: 'UTILITY',
    variables: ['first_name', 'date', 'time'],
    smsVariables: SMS_WHEN,
    text: {
      en: {
        body: 'Hello {{1}}, we are sorry: the clinic had to cancel your appointment on {{2}} at {{3}}. To book another time, please tap the button below.',
        button: 'Book again',
        sms: 'Sorry, the clinic cancelled your appointment {#var#} {#var#}. Book again: {origin}/api/m?{#var#}',
      },
      hi: {
        body: 'नमस्ते {{1}}, माफ़ कीजिए, क्लिनिक को आपकी {{2}}, {{3}} बजे की अपॉइंटमेंट रद्द करनी पड़ी। दूसरा समय लेने के लिए नीचे का बटन दबाएँ।',
        button: 'दोबारा बुक करें',
        sms: 'माफ़ करें, {#var#} {#var#} की अपॉइंटमेंट क्लिनिक ने रद्द की। नया समय: {origin}/api/m?{#var#}',
      },
    },
  },
  running_late: {
    name: 'doctor_running_late',
    category: 'UTILITY',
    variables: ['first_name', 'minutes', 'time', 'place_name'],
    smsVariables: ['minutes', 'time', 'place_name', 'link_code'],
    text: {
      en: {
        body: 'Hello {{1}}, the doctor is running about {{2}} minutes late today. Your time is {{3}}, at {{4}}; please come a little later. To see or change your booking, tap the button below.',
        button: 'Manage booking',
        sms: 'Doctor running about {#var#} min late today. Your time {#var#} at {#var#}. See: {origin}/api/m?{#var#}',
      },
      hi: {
        body: 'नमस्ते {{1}}, आज डॉक्टर लगभग {{2}} मिनट देर से हैं। आपका समय {{3}} बजे है, जगह: {{4}}; थोड़ा देर से आएँ। बुकिंग देखने या बदलने के लिए नीचे का बटन दबाएँ।',
        button: 'बुकिंग देखें',
        sms: 'आज डॉक्टर लगभग {#var#} मिनट देर से। आपका समय {#var#}, {#var#}। देखें: {origin}/api/m?{#var#}',
      },
    },
  },
  queue_soon: {
    name: 'queue_two_before_you',
    category: 'UTILITY',
    variables: ['first_name', 'place_name'],
    smsVariables: ['place_name', 'link_code'],
    text: {
      en: {
        body: "Hello {{1}}, there are two patients before you at {{2}}. Please be near the doctor's room.",
        button: 'See the queue',
        sms: 'Two patients before you at {#var#}. Please be near the room. See: {origin}/api/m?{#var#}',
      },
      hi: {
        body: 'नमस्ते {{1}}, {{2}} में आपसे पहले अब दो मरीज़ हैं। कृपया डॉक्टर के कमरे के पास रहें।',
        button: 'अपनी बारी देखें',
        sms: '{#var#} में आपसे पहले दो मरीज़ हैं। कमरे के पास रहें। देखें: {origin}/api/m?{#var#}',
      },
    },
  },
  follow_up: {
    name: 'follow_up_reminder',
    category: 'UTILITY',
    variables: ['first_name', 'date'],
    smsVariables: ['date', 'link_code'],
    text: {
      en: {
        body: 'Hello {{1}}, the doctor asked to see you again around {{2}}. Tap the button below to choose a time; your details are filled in for you.',
        button: 'Book a time',
        sms: 'The doctor asked to see you again around {#var#}. Book: {origin}/api/m?{#var#}',
      },
      hi: {
        body: 'नमस्ते {{1}}, डॉक्टर ने आपको {{2}} के आसपास दोबारा दिखाने को कहा था। समय चुनने के लिए नीचे का बटन दबाएँ; आपकी जानकारी पहले से भरी होगी।',
        button: 'समय चुनें',
        sms: 'डॉक्टर ने {#var#} के आसपास दोबारा बुलाया है। समय चुनें: {origin}/api/m?{#var#}',
      },
    },
  },
};

/** The templates of the clinic's day, by their outbox kind: the same whoever made the change. */
const DAY_TEMPLATES: Partial<Record<PhoneKind, PhoneTemplateKey>> = {
  running_late_patient: 'running_late',
  queue_soon_patient: 'queue_soon',
  follow_up_patient: 'follow_up',
};

/**
 * The template a phone message of this kind uses: a cancellation made by staff or the system (a closure) is the
 * clinic's; one made through the patient's link is theirs.
 */
export function templateFor(kind: PhoneKind, statusBy: string | null): PhoneTemplateKey {
  if (kind === 'appointment_patient') return 'confirmation';
  if (kind === 'reminder_patient') return 'reminder';
  if (kind === 'reschedule_patient') return 'moved';
  const day = DAY_TEMPLATES[kind];
  if (day) return day;
  return statusBy === 'patient' ? 'cancelled' : 'cancelled_by_clinic';
}

export function isPhoneKind(kind: string): kind is PhoneKind {
  return (PHONE_KINDS as readonly string[]).includes(kind);
}

/** The numbers of {{n}} in a body, in order of appearance. */
export function bodyPlaceholders(body: string): number[] {
  return [...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
}
