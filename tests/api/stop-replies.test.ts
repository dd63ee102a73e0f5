import { describe, expect, it } from 'vitest';
import { isStartReply, isStopReply, readWebhook, START_WORDS, STOP_WORDS } from '../../functions/notify/phone/webhook';

/**
 * STOP as people type it (issue 38, item 5): every word of STOP_WORDS stops, in the forms a phone sends it (capitals,
 * spaces, end punctuation, a Devanagari full stop); nothing else does, and START lifts it.
 */

/** What older Delhi patients actually send, as the editor listed it, and the words that were there before. */
const TYPED = [
  'बंद',
  'स्टॉप',
  'stop karo',
  'band',
  'rok do',
  'STOP',
  'Stop.',
  ' stop ',
  'stop!',
  'Stop Karo!',
  'STOP KARO',
  'Band',
  'BAND KARO',
  'बंद।',
  ' बंद ',
  'बंद करो',
  'बंद कर दो',
  'बंद करें',
  'रोक दो',
  'रोकें',
  'रोको',
  'स्टॉप करो',
  'Rok do.',
  'rok  do',
  'मैसेज बंद करें',
  'unsubscribe',
];

describe('isStopReply', () => {
  for (const word of STOP_WORDS) {
    it(`stops on "${word}"`, () => {
      expect(isStopReply(word)).toBe(true);
    });
  }

  for (const typed of TYPED) {
    it(`stops on "${typed}" as typed`, () => {
      expect(isStopReply(typed)).toBe(true);
    });
  }

  it('holds the words the editor asked for: बंद, स्टॉप, stop karo, band, rok do', () => {
    expect(STOP_WORDS).toEqual(expect.arrayContaining(['बंद', 'स्टॉप', 'stop karo', 'band', 'rok do']));
  });

  it('stops on the spellings a phone keyboard gives: बन्द (half न) and स्टाप (no ॉ)', () => {
    for (const typed of ['बन्द', 'बन्द करो', 'बन्द करें।', 'स्टाप', 'स्टाप!']) expect(isStopReply(typed), typed).toBe(true);
  });

  it('compares the whole reply: a sentence with the word in it is not a STOP', () => {
    for (const text of ['क्लिनिक बंद है?', 'stop by tomorrow', 'Please do not stop my messages', 'bandage', 'ok', '']) {
      expect(isStopReply(text), text).toBe(false);
    }
  });

  it('keeps STOP and START apart', () => {
    for (const word of STOP_WORDS) expect(isStartReply(word), word).toBe(false);
    for (const word of START_WORDS) expect(isStopReply(word), word).toBe(false);
    for (const typed of ['START', 'start karo', 'स्टार्ट', 'शुरू करो']) expect(isStartReply(typed), typed).toBe(true);
  });
});

describe('a STOP typed in a webhook', () => {
  const payload = (body: string) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        changes: [
          {
            field: 'messages',
            value: {
              metadata: { phone_number_id: '1098' },
              messages: [
                { from: '919811012345', id: 'wamid.in1', timestamp: '1764000000', type: 'text', text: { body } },
              ],
            },
          },
        ],
      },
    ],
  });

  for (const typed of ['बंद', 'स्टॉप', 'stop karo', 'band', 'rok do']) {
    it(`records "${typed}" from the number as a stop`, () => {
      expect(readWebhook(payload(typed), '1098').replies).toEqual([
        { e164: '+919811012345', reply: 'stop', at: new Date(1_764_000_000_000).toISOString() },
      ]);
    });
  }
});
