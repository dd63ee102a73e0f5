import { describe, expect, it } from 'vitest';
import { bodyPlaceholders, PHONE_TEMPLATES } from '../../common/phone-messages';
import { VISIT_REASONS, VISIT_REASONS_HI } from '../../common/visit-reasons';

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
      // Hindi SMS is UCS-2: at most two 67-character segments before the values.
      expect(t.text.hi.sms.replaceAll('{#var#}', '').replace('{origin}', '').length).toBeLessThanOrEqual(134);
    });
  }
});
