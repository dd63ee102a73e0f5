import { describe, expect, it } from 'vitest';
import { VISIT_REASONS, VISIT_REASONS_HI } from '../../common/booking/visit-reasons';
import { MESSAGE_SENDER } from '../../common/clinic/facts';
import { messageDate, messageDay } from '../../common/i18n/dates';
import { SMS_LIMITS, SMS_MAX_PARTS, smsLength } from '../../common/notify/sms-length';
import {
  longestValues,
  SAMPLE_VALUES,
  smsOverLimit,
  smsSample,
  TEMPLATE_KEYS,
} from '../../common/notify/template-samples';
import {
  bodyPlaceholders,
  DLT_VAR_MAX,
  LINK_CODE_LENGTH,
  LINK_PATH,
  messagePlaceName,
  PHONE_TEMPLATES,
  SENDER_NAME_MAX,
} from '../../common/notify/templates';
import { delayLabel } from '../../common/notify/values';
import { STAND_IN_ORIGIN } from '../../common/platform/site-origin';

describe('phone message templates', () => {
  for (const [key, t] of Object.entries(PHONE_TEMPLATES)) {
    it(`${key}: both languages, matching variables, UTILITY, nothing medical`, () => {
      expect(Object.keys(t.text).sort()).toEqual(['en', 'hi']);
      expect(t.category).toBe('UTILITY');
      expect(t.name).toMatch(/^[a-z0-9_]+$/);
      for (const text of Object.values(t.text)) {
        expect(bodyPlaceholders(text.body)).toEqual(t.variables.map((_, i) => i + 1));
        expect(text.sms.match(/\{#var#\}/g)?.length).toBe(t.smsVariables.length);
        expect(text.button.length).toBeLessThanOrEqual(25);
        const all = `${text.body} ${text.sms}`.toLowerCase();
        for (const r of [...VISIT_REASONS, ...VISIT_REASONS_HI].filter((r) => r.value)) {
          expect(all).not.toContain(r.label.toLowerCase());
        }
      }
    });

    it(`${key}: every SMS starts with the sender name, and a link is the fixed ${LINK_PATH} and then the code`, () => {
      expect(t.smsVariables[0]).toBe('sender_name');
      for (const text of Object.values(t.text)) {
        expect(text.sms.startsWith('{#var#}: ')).toBe(true);
        const link = t.smsVariables.indexOf('link_code');
        if (link >= 0) {
          expect(link).toBe(t.smsVariables.length - 1);
          expect(text.sms.endsWith(`{origin}${LINK_PATH}{#var#}`)).toBe(true);
        } else {
          expect(text.sms).not.toContain('{origin}');
        }
      }
    });

    it(`${key}: a WhatsApp body neither starts nor ends with a variable, as Meta requires`, () => {
      for (const text of Object.values(t.text)) {
        expect(text.body).not.toMatch(/^\{\{\d+\}\}/);
        expect(text.body).not.toMatch(/\{\{\d+\}\}[.।]?$/);
      }
    });

    it(`${key}: says no "tomorrow" (a send may leave after midnight) and no "your appointment" (a parent may read it)`, () => {
      for (const text of Object.values(t.text)) {
        const all = `${text.body} ${text.sms}`;
        expect(all).not.toMatch(/tomorrow|\bकल\b|कल,/i);
        expect(all).not.toMatch(/your appointment|आपकी अपॉइंटमेंट|आपका अपॉइंटमेंट/i);
      }
      if (t.variables.includes('patient_name')) expect(t.variables[0]).toBe('greeting_name');
    });
  }

  it('keeps who cancelled in the SMS: "as you asked" or the clinic had to', () => {
    expect(PHONE_TEMPLATES.cancelled.text.en.sms).toContain('as you asked');
    expect(PHONE_TEMPLATES.cancelled.text.hi.sms).toContain('आपके कहने पर');
    expect(PHONE_TEMPLATES.cancelled_by_clinic.text.en.sms).toContain('the clinic had to cancel');
    expect(PHONE_TEMPLATES.cancelled_by_clinic.text.hi.sms).toContain('माफ़ करें');
    expect(PHONE_TEMPLATES.cancelled_by_clinic.text.hi.sms).toContain('रद्द करना पड़ा');
    for (const key of ['cancelled', 'cancelled_by_clinic'] as const) {
      expect(PHONE_TEMPLATES[key].text.hi.sms).toContain('दोबारा बुक करें: {origin}');
      expect(PHONE_TEMPLATES[key].text.en.sms).toContain('Book again: {origin}');
      expect(PHONE_TEMPLATES[key].text.hi.sms).not.toContain('नया समय:');
    }
  });

  it('tells those on their way to come later and those already waiting to stay, in both languages and channels', () => {
    const late = PHONE_TEMPLATES.running_late.text;
    for (const text of [late.hi.body, late.hi.sms]) {
      expect(text).toContain('की देरी से चल रहे हैं');
      expect(text).toContain('न निकले हों तो');
      expect(text).toContain('वहीं इंतज़ार करें');
    }
    for (const text of [late.en.body, late.en.sms]) {
      expect(text).toContain('If you have not left yet, please come a little later');
      expect(text).toContain('if you are already at the clinic, please wait there');
    }
  });
});

describe('the parts each SMS takes (issue 38, item 4)', () => {
  const origin = STAND_IN_ORIGIN;

  it('counts GSM-7 and UCS-2 as the networks do', () => {
    expect(smsLength('x'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsLength('x'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, parts: 2 });
    expect(smsLength('x'.repeat(306)).parts).toBe(2);
    expect(smsLength('x'.repeat(307)).parts).toBe(3);
    // An extension character ({ } [ ] ~ ^ \ | €) costs two septets.
    expect(smsLength(`${'x'.repeat(158)}€`)).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsLength(`${'x'.repeat(159)}[`)).toEqual({ encoding: 'GSM-7', units: 161, parts: 2 });
    expect(smsLength('क'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, parts: 1 });
    expect(smsLength('क'.repeat(71)).parts).toBe(2);
    expect(smsLength('क'.repeat(134)).parts).toBe(2);
    expect(smsLength('क'.repeat(135)).parts).toBe(3);
    // One character outside GSM-7 (a curly quote, ½) turns a whole English text into UCS-2.
    expect(smsLength('Don’t').encoding).toBe('UCS-2');
    expect(SMS_LIMITS['UCS-2'].split * SMS_MAX_PARTS).toBe(134);
    expect(SMS_LIMITS['GSM-7'].split * SMS_MAX_PARTS).toBe(306);
  });

  it('uses realistic long values: a Saturday in September, the longest place name, a 4-digit token, the full link', () => {
    for (const locale of ['en', 'hi'] as const) {
      const long = longestValues(locale);
      // The longest date label of the year is at least as long as a Saturday in September's.
      expect(long.date.length).toBeGreaterThanOrEqual(messageDate('2026-09-26', locale, '2026-09-01').length);
      expect(long.day.length).toBeGreaterThanOrEqual(messageDay('2026-09-26', locale, '2026-09-01').length);
      expect(long.place_name).toHaveLength(120);
      expect(long.token).toBe('9999');
      expect(long.link_code).toHaveLength(LINK_CODE_LENGTH);
      expect(long.sender_name).toHaveLength(SENDER_NAME_MAX);
      expect(long.delay.length).toBeGreaterThanOrEqual(delayLabel(90, locale).length);
    }
    expect(messageDate('2026-09-26', 'en', '2026-09-01')).toBe('Saturday, 26 September');
    expect(messageDate('2026-09-26', 'hi', '2026-09-01')).toBe('शनि, 26 सितंबर');
  });

  for (const key of TEMPLATE_KEYS) {
    for (const locale of ['en', 'hi'] as const) {
      it(`${key} (${locale}) fits ${SMS_MAX_PARTS} parts with the longest values${locale === 'en' ? ', in GSM-7' : ''}`, () => {
        const long = smsSample(key, locale, origin, longestValues(locale));
        expect(long.parts, long.text).toBeLessThanOrEqual(SMS_MAX_PARTS);
        if (locale === 'en') expect(long.encoding, long.text).toBe('GSM-7');
        if (locale === 'hi') expect(long.units, long.text).toBeLessThanOrEqual(134);
        else expect(long.units, long.text).toBeLessThanOrEqual(306);
        // The sample values give a shorter text, never a longer one.
        expect(smsSample(key, locale, origin, SAMPLE_VALUES[locale]).units).toBeLessThanOrEqual(long.units);
        // Every value an SMS carries fits one DLT variable whole: none is cut.
        for (const v of PHONE_TEMPLATES[key].smsVariables) {
          expect([...longestValues(locale)[v]].length, v).toBeLessThanOrEqual(DLT_VAR_MAX);
        }
      });
    }
  }

  it('names the SMS a longer origin would push past two parts (what `npm run deploy` warns of)', () => {
    expect(smsOverLimit(STAND_IN_ORIGIN)).toEqual([]);
    const long = smsOverLimit('https://appointments.delhi-chest-and-respiratory-clinic.in');
    expect(long.length).toBeGreaterThan(0);
    for (const s of long) {
      expect(s.parts).toBeGreaterThan(SMS_MAX_PARTS);
      expect(smsSample(s.key, s.locale, STAND_IN_ORIGIN, longestValues(s.locale)).parts).toBeLessThanOrEqual(
        SMS_MAX_PARTS,
      );
    }
  });

  it('the SMS as sent starts with the sender name', () => {
    const sms = smsSample('confirmation', 'hi', origin, SAMPLE_VALUES.hi).text;
    expect(sms.startsWith(`${MESSAGE_SENDER.hi}: `)).toBe(true);
    expect(sms.endsWith(`${origin}${LINK_PATH}${SAMPLE_VALUES.hi.link_code}`)).toBe(true);
  });
});

describe('message values', () => {
  it('writes a date without the year when the year is obvious, and with it when it is not', () => {
    expect(messageDate('2026-09-26', 'en', '2026-09-20')).toBe('Saturday, 26 September');
    expect(messageDate('2027-01-04', 'en', '2026-11-28')).toBe('Monday, 4 January');
    expect(messageDate('2028-01-04', 'en', '2026-11-28')).toBe('Tuesday, 4 January 2028');
    expect(messageDate('2027-09-25', 'hi', '2026-09-20')).toBe('शनि, 25 सितंबर 2027');
    expect(messageDay('2026-09-26', 'hi', '2026-09-20')).toBe('26 सितंबर');
    expect(messageDay('2026-09-26', 'en', '2026-09-20')).toBe('26 September');
  });

  it('says how late the doctor runs as people say it: "डेढ़ घंटे", not "90 मिनट"', () => {
    expect([15, 30, 45, 60, 90, 120].map((m) => delayLabel(m, 'hi'))).toEqual([
      '15 मिनट',
      '30 मिनट',
      '45 मिनट',
      'एक घंटे',
      'डेढ़ घंटे',
      '2 घंटे',
    ]);
    expect([75, 105, 150, 165, 210].map((m) => delayLabel(m, 'hi'))).toEqual([
      'सवा घंटे',
      'पौने 2 घंटे',
      'ढाई घंटे',
      'पौने 3 घंटे',
      'साढ़े 3 घंटे',
    ]);
    expect([20, 60, 90, 120, 150].map((m) => delayLabel(m, 'en'))).toEqual([
      '20 minutes',
      'an hour',
      'an hour and a half',
      '2 hours',
      '2 and a half hours',
    ]);
  });

  it('names the clinic’s own place as the sender’s clinic, and any other place by its own name', () => {
    const own = { name: 'Delhi Chest & Respiratory Clinic', nameHi: '' };
    const hospital = { name: 'Sir Ganga Ram Hospital', nameHi: 'सर गंगा राम अस्पताल' };
    expect(messagePlaceName(own, 'en', 'Dr. Malhotra')).toBe("Dr. Malhotra's clinic");
    expect(messagePlaceName(own, 'hi', 'डॉ. मल्होत्रा')).toBe('डॉ. मल्होत्रा का क्लिनिक');
    expect(messagePlaceName(hospital, 'en', 'Dr. Malhotra')).toBe('Sir Ganga Ram Hospital');
    expect(messagePlaceName(hospital, 'hi', 'डॉ. मल्होत्रा')).toBe('सर गंगा राम अस्पताल');
  });
});
