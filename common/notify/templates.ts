/**
 * The messages a patient gets on their phone (issue 26, decision 024), once, as data: for each kind and language the
 * WhatsApp template a clinic submits to Meta (name, category UTILITY, body with {{1}}…, a URL button whose suffix is
 * the message's link code) and the SMS text registered on DLT ({#var#} for each value). `scripts/message-templates.ts`
 * prints them for pasting; the sender fills the same variables in the same order. Nothing medical, ever: family phones
 * are shared, so a message says when and where — never a visit reason, test or diagnosis.
 */
import { CLINIC } from '../clinic/facts';
import type { Locale } from '../i18n/locale';

/**
 * The templates: one per message a patient can get. A cancellation is told in one of two templates, by whom it was
 * made (the patient, or the clinic: a closure, the desk). The clinic's day (decision 025) adds the doctor running
 * late, "two patients before you" and the follow-up reminder. Which kind of message uses which template is the kind's
 * to say (functions/notify/kinds).
 */
export type PhoneTemplateKey =
  | 'confirmation'
  | 'reminder'
  | 'moved'
  | 'cancelled'
  | 'cancelled_by_clinic'
  | 'running_late'
  | 'queue_soon'
  | 'follow_up'
  | 'place_offer'
  | 'payment_received'
  | 'payment_refunded';

/**
 * What fills a variable, in the order {{1}}, {{2}}… (and {#var#} in the SMS, in its own order):
 * - `sender_name`: the clinic's short sender name (a desk setting, the doctor's name by default), first in every SMS;
 * - `greeting_name`: whom the message greets — the person who booked (common/notify/greeting.ts);
 * - `patient_name`: whose appointment it is (the same person when they booked for themselves);
 * - `date`: the date with its weekday, `day` without it, both without a year where it is obvious;
 * - `place_name`, `place_address`: where — the sender name standing for the clinic's own long name;
 * - `delay`: how late the doctor runs, in words ("डेढ़ घंटे"); `token`: the queue token;
 * - `amount`: a payment's or a refund's amount in rupees, without the sign ("1,500": the text gives ₹, or "Rs." in
 *   an English SMS, which stays in GSM-7);
 * - `link_code`: the message's one-time link code. A follow-up's `day` is the date it is due.
 */
export type PhoneVariable =
  | 'sender_name'
  | 'greeting_name'
  | 'patient_name'
  | 'date'
  | 'day'
  | 'time'
  | 'place_name'
  | 'place_address'
  | 'delay'
  | 'token'
  | 'amount'
  | 'link_code';

export interface PhoneText {
  /** The WhatsApp template's body, with {{1}}… for `variables` in order. */
  body: string;
  /** The URL button's label (Meta allows 25 characters). */
  button: string;
  /** The SMS text in DLT form: {#var#} for each of `smsVariables` in order; {origin} is the site's origin. */
  sms: string;
  /**
   * Quick-reply buttons after the URL button (Meta allows 25 characters each): the reminder's "I will come" and "I
   * can't come" (issue 41), whose taps arrive at the webhook as `button` messages with the payload we sent.
   */
  quickReplies?: readonly [string, string];
}

/** What a quick reply of the reminder says, as its payload's prefix (the outbox row's id follows a colon). */
export const REPLY_PAYLOADS = ['coming', 'cant_come'] as const;
export type ReplyPayload = (typeof REPLY_PAYLOADS)[number];

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
 * The link in a message: the site's origin, `/m?`, then the message's one-time link code (the button's dynamic suffix,
 * an SMS's last variable) — never the manage token itself (decision 024). The part before the code never changes, as
 * DLT's whitelisting of a dynamic URL asks.
 */
export const LINK_PATH = '/m?';

/** The path of that link, which functions/m.ts serves. */
export const MESSAGE_LINK_PATH = LINK_PATH.slice(0, -1);

export function messageLinkBase(origin: string): string {
  return `${origin.replace(/\/$/, '')}${LINK_PATH}`;
}

/**
 * The longest sender name the desk may set: with it, the longest date, time and delay and a four-digit token, every
 * Hindi SMS still fits two UCS-2 parts (tests/unit/phone-messages.test.ts computes each).
 */
export const SENDER_NAME_MAX = 16;

const WHEN_WHERE = ['greeting_name', 'patient_name', 'date', 'time', 'place_name', 'place_address'] as const;
const SMS_WHEN = ['sender_name', 'date', 'time', 'link_code'] as const;
const WHEN_CANCELLED = ['greeting_name', 'patient_name', 'date', 'time'] as const;
const SMS_CANCELLED = ['sender_name', 'day', 'link_code'] as const;

/**
 * The templates. A WhatsApp message greets the person who booked and names the patient, so it reads right to a parent;
 * an SMS starts with the sender name (a bare link from an unknown sender looks like a scam) and names no one. No
 * template says "tomorrow": a capped or retried send can leave after midnight. The SMS leaves the place out (the link
 * shows it): with it, a Hindi SMS would need three parts.
 */
export const PHONE_TEMPLATES: Record<PhoneTemplateKey, PhoneTemplate> = {
  confirmation: {
    name: 'appointment_confirmation',
    category: 'UTILITY',
    variables: WHEN_WHERE,
    smsVariables: SMS_WHEN,
    text: {
      en: {
        body: 'Hello {{1}}, the appointment for {{2}} is booked for {{3}} at {{4}}. Place: {{5}}, {{6}}. To see, move or cancel it, tap the button below. Reply STOP to stop these messages.',
        button: 'Manage booking',
        sms: '{#var#}: Appointment booked for {#var#} at {#var#}. See or change it: {origin}/m?{#var#}',
      },
      hi: {
        body: 'नमस्ते {{1}}, {{2}} की अपॉइंटमेंट {{3}} को {{4}} बजे के लिए बुक हो गई है। जगह: {{5}}, {{6}}। देखने, बदलने या रद्द करने के लिए नीचे का बटन दबाएँ। ये मैसेज बंद करने के लिए STOP लिखकर भेजें।',
        button: 'बुकिंग देखें',
        sms: '{#var#}: अपॉइंटमेंट बुक: {#var#}, {#var#} बजे। देखें: {origin}/m?{#var#}',
      },
    },
  },
  reminder: {
    name: 'appointment_reminder',
    category: 'UTILITY',
    variables: WHEN_WHERE,
    smsVariables: SMS_WHEN,
    text: {
      en: {
        body: 'Hello {{1}}, a reminder: the appointment for {{2}} is on {{3}} at {{4}}. Place: {{5}}, {{6}}. Will you come? Please tap a reply below. To change the time, tap Manage booking.',
        button: 'Manage booking',
        quickReplies: ['I will come', "I can't come"],
        sms: '{#var#}: Reminder: appointment on {#var#} at {#var#}. To change or cancel it: {origin}/m?{#var#}',
      },
      hi: {
        body: 'नमस्ते {{1}}, याद दिला दें: {{2}} की अपॉइंटमेंट {{3}} को {{4}} बजे है। जगह: {{5}}, {{6}}। क्या आप आएँगे? नीचे एक जवाब दबाएँ। समय बदलने के लिए "बुकिंग देखें" दबाएँ।',
        button: 'बुकिंग देखें',
        quickReplies: ['हाँ, आएँगे', 'नहीं आ पाएँगे'],
        sms: '{#var#}: याद रहे: अपॉइंटमेंट {#var#}, {#var#} बजे। बदलें: {origin}/m?{#var#}',
      },
    },
  },
  moved: {
    name: 'appointment_moved',
    category: 'UTILITY',
    variables: WHEN_WHERE,
    smsVariables: SMS_WHEN,
    text: {
      en: {
        body: 'Hello {{1}}, the appointment for {{2}} has moved. It is now on {{3}} at {{4}}. Place: {{5}}, {{6}}. To see or change it, tap the button below.',
        button: 'Manage booking',
        sms: '{#var#}: Appointment moved to {#var#} at {#var#}. See or change it: {origin}/m?{#var#}',
      },
      hi: {
        body: 'नमस्ते {{1}}, {{2}} की अपॉइंटमेंट का समय बदल गया है। अब यह {{3}} को {{4}} बजे है। जगह: {{5}}, {{6}}। देखने या बदलने के लिए नीचे का बटन दबाएँ।',
        button: 'बुकिंग देखें',
        sms: '{#var#}: अपॉइंटमेंट अब {#var#}, {#var#} बजे है। देखें: {origin}/m?{#var#}',
      },
    },
  },
  cancelled: {
    name: 'appointment_cancelled',
    category: 'UTILITY',
    variables: WHEN_CANCELLED,
    smsVariables: SMS_CANCELLED,
    text: {
      en: {
        body: 'Hello {{1}}, the appointment for {{2}} on {{3}} at {{4}} is cancelled, as you asked. To book another time, tap the button below.',
        button: 'Book again',
        sms: '{#var#}: The appointment on {#var#} is cancelled, as you asked. Book again: {origin}/m?{#var#}',
      },
      hi: {
        body: 'नमस्ते {{1}}, आपके कहने पर {{2}} की अपॉइंटमेंट रद्द कर दी गई है, जो {{3}} को {{4}} बजे थी। दोबारा बुक करने के लिए नीचे का बटन दबाएँ।',
        button: 'दोबारा बुक करें',
        sms: '{#var#}: आपके कहने पर {#var#} की अपॉइंटमेंट रद्द। दोबारा बुक करें: {origin}/m?{#var#}',
      },
    },
  },
  cancelled_by_clinic: {
    name: 'appointment_cancelled_by_clinic',
    category: 'UTILITY',
    variables: WHEN_CANCELLED,
    smsVariables: SMS_CANCELLED,
    text: {
      en: {
        body: 'Hello {{1}}, we are sorry: the clinic had to cancel the appointment for {{2}} on {{3}} at {{4}}. To book another time, please tap the button below.',
        button: 'Book again',
        sms: '{#var#}: Sorry, the clinic had to cancel the appointment on {#var#}. Book again: {origin}/m?{#var#}',
      },
      hi: {
        body: 'नमस्ते {{1}}, माफ़ कीजिए, क्लिनिक को {{2}} की अपॉइंटमेंट रद्द करनी पड़ी, जो {{3}} को {{4}} बजे थी। दोबारा बुक करने के लिए नीचे का बटन दबाएँ।',
        button: 'दोबारा बुक करें',
        sms: '{#var#}: माफ़ करें, {#var#} का समय रद्द करना पड़ा। दोबारा बुक करें: {origin}/m?{#var#}',
      },
    },
  },
  running_late: {
    name: 'doctor_running_late',
    category: 'UTILITY',
    variables: ['greeting_name', 'delay', 'patient_name', 'time', 'place_name'],
    // No link: the SMS says what to do, and a link would push the Hindi text to three parts.
    smsVariables: ['sender_name', 'delay'],
    text: {
      en: {
        body: 'Hello {{1}}, the doctor is running about {{2}} late today. The appointment for {{3}} is at {{4}}. Place: {{5}}. If you have not left yet, please come a little later; if you are already at the clinic, please wait there. To see or change the booking, tap the button below.',
        button: 'Manage booking',
        sms: '{#var#}: The doctor is running about {#var#} late today. If you have not left yet, please come a little later; if you are already at the clinic, please wait there.',
      },
      hi: {
        body: 'नमस्ते {{1}}, आज डॉक्टर लगभग {{2}} की देरी से चल रहे हैं। {{3}} की अपॉइंटमेंट {{4}} बजे है, जगह: {{5}}। अभी न निकले हों तो थोड़ा देर से आएँ; क्लिनिक पहुँच चुके हों तो वहीं इंतज़ार करें। बुकिंग देखने या बदलने के लिए नीचे का बटन दबाएँ।',
        button: 'बुकिंग देखें',
        sms: '{#var#}: आज डॉक्टर लगभग {#var#} की देरी से चल रहे हैं। अभी न निकले हों तो देर से आएँ; पहुँच गए हों तो वहीं इंतज़ार करें।',
      },
    },
  },
  queue_soon: {
    name: 'queue_two_before_you',
    category: 'UTILITY',
    variables: ['greeting_name', 'token'],
    smsVariables: ['sender_name', 'token', 'link_code'],
    text: {
      en: {
        body: "Hello {{1}}, there are now two patients before token {{2}}. Please come and wait near the doctor's room.",
        button: 'See the queue',
        sms: "{#var#}: Two patients are now before token {#var#}. Please come and wait near the doctor's room. See the queue: {origin}/m?{#var#}",
      },
      hi: {
        body: 'नमस्ते {{1}}, टोकन {{2}} से पहले अब दो मरीज़ हैं। कृपया डॉक्टर के कमरे के पास आ जाएँ।',
        button: 'अपनी बारी देखें',
        sms: '{#var#}: टोकन {#var#} से पहले अब दो मरीज़ हैं। डॉक्टर के कमरे के पास आ जाएँ। {origin}/m?{#var#}',
      },
    },
  },
  follow_up: {
    name: 'follow_up_reminder',
    category: 'UTILITY',
    variables: ['greeting_name', 'patient_name', 'day'],
    smsVariables: ['sender_name', 'day', 'link_code'],
    text: {
      en: {
        body: 'Hello {{1}}, the doctor asked to see {{2}} again around {{3}}. Tap the button below to choose a time; the details are filled in for you.',
        button: 'Book a time',
        sms: '{#var#}: The doctor asked for a follow-up visit around {#var#}. Choose a time: {origin}/m?{#var#}',
      },
      hi: {
        body: 'नमस्ते {{1}}, डॉक्टर ने {{2}} को {{3}} के आसपास दोबारा दिखाने को कहा था। समय चुनने के लिए नीचे का बटन दबाएँ; जानकारी पहले से भरी होगी।',
        button: 'समय चुनें',
        sms: '{#var#}: डॉक्टर ने {#var#} के आसपास दोबारा बुलाया है। समय चुनें: {origin}/m?{#var#}',
      },
    },
  },
  // A place offered from the waitlist (decision 030). The person asked for it; it goes to whoever takes it first.
  place_offer: {
    name: 'waitlist_place_offer',
    category: 'UTILITY',
    variables: ['greeting_name', 'date', 'time', 'place_name'],
    smsVariables: SMS_WHEN,
    text: {
      en: {
        body: 'Hello {{1}}, a time you asked about is free: {{2}} at {{3}}. Place: {{4}}. It goes to the first person who takes it. To take it, tap the button below.',
        button: 'See the time',
        sms: '{#var#}: A time you asked about is free: {#var#} at {#var#}. First to take it gets it: {origin}/m?{#var#}',
      },
      hi: {
        body: 'नमस्ते {{1}}, आपने जिस समय के बारे में पूछा था, वह ख़ाली है: {{2}} को {{3}} बजे। जगह: {{4}}। यह उसे मिलेगा जो पहले लेगा। लेने के लिए नीचे का बटन दबाएँ।',
        button: 'समय देखें',
        sms: '{#var#}: माँगा समय ख़ाली: {#var#}, {#var#} बजे। लें: {origin}/m?{#var#}',
      },
    },
  },
  // The fee paid for a booking (issue 42): online, or at the clinic's counter. The e-mail carries the receipt.
  payment_received: {
    name: 'payment_received',
    category: 'UTILITY',
    variables: ['greeting_name', 'amount', 'patient_name', 'date', 'time'],
    // The SMS has no link: a receipt needs none, and with one the Hindi text would take three parts.
    smsVariables: ['sender_name', 'amount', 'date', 'time'],
    text: {
      en: {
        body: 'Hello {{1}}, payment received: ₹{{2}} paid for the appointment for {{3}} on {{4}} at {{5}}. Thank you. The receipt has been sent by e-mail. To see the booking, tap the button below.',
        button: 'See booking',
        sms: '{#var#}: Payment received: Rs. {#var#} paid for the appointment on {#var#} at {#var#}. Thank you. The receipt has been sent by e-mail.',
      },
      hi: {
        body: 'नमस्ते {{1}}, ₹{{2}} का भुगतान मिल गया है, धन्यवाद। यह {{3}} की अपॉइंटमेंट के लिए है, जो {{4}} को {{5}} बजे है। रसीद ई‑मेल से भेज दी गई है। बुकिंग देखने के लिए नीचे का बटन दबाएँ।',
        button: 'बुकिंग देखें',
        sms: '{#var#}: ₹{#var#} का भुगतान मिल गया, धन्यवाद। अपॉइंटमेंट: {#var#}, {#var#} बजे। रसीद ई‑मेल से भेजी गई है।',
      },
    },
  },
  // A refund asked of Razorpay (a cancellation in time, a payment that came after the place was released, the desk).
  // The SMS has no link: it says all there is, and a link would push the Hindi text to three parts.
  payment_refunded: {
    name: 'payment_refund_started',
    category: 'UTILITY',
    variables: ['greeting_name', 'amount', 'patient_name', 'day'],
    smsVariables: ['sender_name', 'amount'],
    text: {
      en: {
        body: 'Hello {{1}}, a refund of ₹{{2}} has been started for the appointment for {{3}} on {{4}}. Banks usually take 5–7 working days to show it in the account. To see the booking, tap the button below.',
        button: 'See booking',
        sms: '{#var#}: A refund of Rs. {#var#} has been started. Banks usually take 5-7 working days to show it in the account.',
      },
      hi: {
        body: 'नमस्ते {{1}}, ₹{{2}} का रिफ़ंड शुरू कर दिया गया है। यह {{3}} की {{4}} वाली अपॉइंटमेंट का है। बैंक खाते में यह पैसा दिखने में आम तौर पर 5–7 कामकाजी दिन लगते हैं। बुकिंग देखने के लिए नीचे का बटन दबाएँ।',
        button: 'बुकिंग देखें',
        sms: '{#var#}: ₹{#var#} का रिफ़ंड शुरू कर दिया गया है। बैंक खाते में दिखने में आम तौर पर 5-7 कामकाजी दिन लगते हैं।',
      },
    },
  },
};

/** The numbers of {{n}} in a body, in order of appearance. */
export function bodyPlaceholders(body: string): number[] {
  return [...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
}

/** Characters of a link code (functions/notify/phone/link.ts makes them): the last variable of most SMS. */
export const LINK_CODE_LENGTH = 16;

/**
 * The longest value a DLT {#var#} takes. Operators scrub a message whose variable is longer, and MSG91 still answers
 * "success": functions/notify/channels/sms.ts refuses such an SMS instead, loudly, so the clinic learns of it.
 */
export const DLT_VAR_MAX = 30;

/**
 * A value as one DLT variable: whole when it fits in DLT_VAR_MAX characters, else cut at the last space that fits
 * (a long place name keeps its first words: "Delhi Chest & Respiratory Clinic" → "Delhi Chest & Respiratory").
 */
export function dltValue(value: string): string {
  const chars = [...value];
  if (chars.length <= DLT_VAR_MAX) return value;
  const head = chars.slice(0, DLT_VAR_MAX + 1).join('');
  const cut = head.lastIndexOf(' ');
  return (cut > 0 ? head.slice(0, cut) : chars.slice(0, DLT_VAR_MAX).join('')).replace(/[\s,&–-]+$/u, '');
}

/** An SMS as the phone shows it: {origin} and each {#var#} filled in order, each value as DLT takes it (dltValue). */
export function smsTextOf(
  key: PhoneTemplateKey,
  locale: Locale,
  origin: string,
  values: Record<PhoneVariable, string>,
): string {
  const t = PHONE_TEMPLATES[key];
  let i = 0;
  return t.text[locale].sms
    .replaceAll('{origin}', origin.replace(/\/$/, ''))
    .replace(/\{#var#\}/g, () => dltValue(values[t.smsVariables[i++]]));
}

/**
 * The name a phone message gives a place: its own (Hindi when it has one), except the clinic's own place, whose long
 * name ("… Chest & Respiratory Clinic") can hint at TB to a family member reading a shared phone: it is the sender's
 * clinic ("Dr. Malhotra's clinic", "डॉ. मल्होत्रा का क्लिनिक"), which reads right after "Place:" / "जगह:".
 */
export function messagePlaceName(place: { name: string; nameHi: string }, locale: Locale, sender: string): string {
  if (place.name === CLINIC.name) return locale === 'hi' ? `${sender} का क्लिनिक` : `${sender}'s clinic`;
  return (locale === 'hi' && place.nameHi) || place.name;
}
