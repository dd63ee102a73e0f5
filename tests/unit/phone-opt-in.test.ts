import { describe, expect, it } from 'vitest';
import {
  API_FIELD_TO_DRAFT,
  appointmentBody,
  BOOKING_FIELDS,
  type Draft,
  draftFromForm,
  EMPTY_DRAFT,
  fieldError,
  fieldsOf,
  STEP_FIELDS,
} from '../../common/booking/draft';
import { AppointmentSchema, messagesOptInProblem } from '../../common/booking/schema';
import { labelOf } from '../../common/platform/form-types';
import { NOTICE_VERSION, NOTICE_VERSIONS } from '../../common/privacy/facts';
import { bookingFormPage } from '../../functions/booking/html/booking';
import { NOTICE_SECTIONS } from '../../web/src/content/privacy-notice';
import { NOTICE_SECTIONS_HI } from '../../web/src/content/privacy-notice.hi';

/** The phone-messages opt-in (issue 26) as the booking form's definition holds it, for both wizards and the no-JS page. */

const optIn = BOOKING_FIELDS.find((f) => f.name === 'messagesOptIn');

const draft = (over: Partial<Draft>): Draft => ({ ...EMPTY_DRAFT, ...over });

/** `text` names each of `kinds`: the kinds of message a phone may get, and how to stop them. */
function expectNamesEach(text: string, kinds: string[]) {
  for (const kind of kinds) expect(text).toContain(kind);
}

describe('the opt-in in the booking form’s definition', () => {
  it('is one unticked box, asked by both wizards right after the phone, sent as messages_opt_in', () => {
    expect(optIn).toMatchObject({ kind: 'box', step: 1, api: 'messages_opt_in', phoneMessages: true });
    expect(optIn?.variants).toEqual(['home', 'page']);
    expect(EMPTY_DRAFT.messagesOptIn).toBe(false);
    for (const variant of ['home', 'page'] as const) {
      const names = fieldsOf(variant).map((f) => f.name);
      expect(names[names.indexOf('phone') + 1]).toBe('messagesOptIn');
      expect(STEP_FIELDS[variant][0]).toContain('messagesOptIn');
    }
    expect(API_FIELD_TO_DRAFT.messages_opt_in).toBe('messagesOptIn');
    expect('messages_opt_in' in AppointmentSchema.entries).toBe(true);
  });

  it('is labelled in English and Hindi, and its hint says what a message carries and never the reason', () => {
    if (!optIn) throw new Error('no opt-in');
    expect(labelOf(optIn, 'page', { locale: 'en' })).toBe("Send this appointment's messages on WhatsApp");
    expect(labelOf(optIn, 'home', { locale: 'hi' })).toBe('इस अपॉइंटमेंट के मैसेज WhatsApp पर भेजें');
    const hint = optIn.hint?.({ locale: 'en', other: false, value: '' }) ?? '';
    expect(hint).toContain('never why you are coming');
    expect(hint).toContain('SMS');
    // Consent that covers what is sent (issue 38, item 2): every kind of message, and how to stop them.
    expectNamesEach(hint, [
      'the confirmation',
      'a reminder the day before',
      'any change or cancellation',
      'the doctor is running late',
      'that your turn is near',
      'a follow-up reminder',
      'reply STOP on WhatsApp',
      '"Stop this appointment\'s messages to my phone"',
    ]);
    const hintHi = optIn.hint?.({ locale: 'hi', other: false, value: '' }) ?? '';
    expectNamesEach(hintHi, [
      'पुष्टि',
      'एक दिन पहले याद',
      'कोई भी बदलाव या रद्द होना',
      'डॉक्टर के देर से चलने की ख़बर',
      'बारी पास आने की ख़बर',
      'दोबारा दिखाने की याद',
      'बंद करने के लिए WhatsApp पर STOP भेजें',
      '“इस अपॉइंटमेंट के मैसेज मेरे फ़ोन पर बंद करें”',
    ]);
  });

  it('refuses the box ticked with a phone that cannot be E.164, as the API does, in the page’s language', () => {
    const landline = draft({ phone: '2345 6789', messagesOptIn: true });
    expect(fieldError('page', 'messagesOptIn', landline)).toContain('To get messages on WhatsApp');
    expect(fieldError('home', 'messagesOptIn', landline, new Date(), 'hi')).toContain('WhatsApp पर मैसेज');
    expect(fieldError('page', 'messagesOptIn', landline)).toBe(
      messagesOptInProblem({ phone: '2345 6789', messages_opt_in: true }),
    );
    expect(fieldError('page', 'messagesOptIn', draft({ phone: '2345 6789' }))).toBeUndefined();
    expect(fieldError('page', 'messagesOptIn', draft({ phone: '98110 45872', messagesOptIn: true }))).toBeUndefined();
    expect(
      fieldError('page', 'messagesOptIn', draft({ phone: '+44 20 7946 0958', messagesOptIn: true })),
    ).toBeUndefined();
  });

  it('is sent only when ticked and offered', () => {
    const ticked = draft({ phone: '98110 45872', messagesOptIn: true });
    expect(appointmentBody('home', ticked)).toMatchObject({ messages_opt_in: true });
    expect(appointmentBody('page', ticked, { phoneMessages: false })).not.toHaveProperty('messages_opt_in');
    expect(appointmentBody('page', draft({ phone: '98110 45872' }))).not.toHaveProperty('messages_opt_in');
  });

  it('is read from a posted form as a browser posts a checkbox', () => {
    const posted: Record<string, string> = { messagesOptIn: 'on', phone: '98110 45872', patientUnder18: 'on' };
    const d = draftFromForm((name) => posted[name]);
    expect(d).toMatchObject({ messagesOptIn: true, patientUnder18: true, phone: '98110 45872' });
    expect(draftFromForm(() => undefined).messagesOptIn).toBe(false);
  });
});

describe('the opt-in on the page without JavaScript', () => {
  const page = (phoneMessages: boolean, over: Partial<Draft> = {}, errors = {}) =>
    String(
      bookingFormPage({
        locale: 'en',
        variant: 'page',
        draft: draft(over),
        errors,
        formErrors: [],
        token: 't',
        minDate: '2026-12-01',
        maxDate: '2026-12-31',
        phoneMessages,
      }),
    );

  it('draws the box unticked while a phone channel is on, and not at all when none is', () => {
    const on = page(true);
    expect(on).toMatch(/<input type="checkbox" id="f-messagesOptIn" name="messagesOptIn" value="on"[^>]*>/);
    expect(on).not.toMatch(/name="messagesOptIn" value="on" checked/);
    expect(on).toMatch(/Send this appointment(?:'|&#39;)s messages on WhatsApp/);
    expect(page(false)).not.toContain('messagesOptIn');
  });

  it('keeps the box ticked and shows its error beside it', () => {
    const html = page(true, { messagesOptIn: true }, { messagesOptIn: 'To get messages on WhatsApp, …' });
    expect(html).toMatch(/name="messagesOptIn" value="on" checked/);
    expect(html).toContain('To get messages on WhatsApp, …');
  });
});

describe('the privacy notice on phone messages (issue 38, item 2)', () => {
  const whatsAppPoint = (sections: typeof NOTICE_SECTIONS) =>
    sections.flatMap((s) => s.points ?? []).find((p) => p.lead?.includes('WhatsApp'))?.text ?? '';

  it.each([
    {
      language: 'English',
      sections: NOTICE_SECTIONS,
      kinds: [
        'the confirmation',
        'a reminder the day before',
        'any change or cancellation',
        'the doctor is running late',
        "the patient's turn is near",
        'a reminder of a follow-up visit',
        'reply STOP',
        '"Stop this appointment\'s messages to my phone"',
        "that booking's messages stop",
      ],
    },
    {
      language: 'Hindi',
      sections: NOTICE_SECTIONS_HI,
      kinds: [
        'पुष्टि',
        'एक दिन पहले याद',
        'कोई भी बदलाव या रद्द होना',
        'डॉक्टर के देर से चलने की ख़बर',
        'मरीज़ की बारी पास आने की ख़बर',
        'दोबारा दिखाने की याद',
        'STOP या “बंद” भेजें',
        '“इस अपॉइंटमेंट के मैसेज मेरे फ़ोन पर बंद करें”',
      ],
    },
  ])('lists every kind of message the phone may get, and how to stop them, in $language', ({ sections, kinds }) => {
    expectNamesEach(whatsAppPoint(sections), kinds);
  });

  it('is a new version, and an older one stays among those a form may have shown', () => {
    expect(NOTICE_VERSION).toBe('2026-11-29');
    expect(NOTICE_VERSIONS).toEqual(['2026-11-29', '2026-11-28', '2026-11-26', '2026-11-23']);
  });
});
