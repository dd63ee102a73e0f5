import { describe, expect, it } from 'vitest';
import { displayName, greetingName, messageNames } from '../../common/notify/greeting';

/**
 * A greeting that fits Delhi names (issue 38, item 3): no honorific or initial is taken for a first name, and a booking
 * for someone else greets the person who booked and names the patient.
 */

/** Names as people type them into the booking form, and whom the message should greet. */
const SHAPES: [typed: string, greeted: string][] = [
  ['Mohd. Arif Khan', 'Arif'],
  ['Mohd Arif', 'Arif'],
  ['Mohd.Arif Khan', 'Arif'],
  ['Md Salim', 'Salim'],
  ['Md. Salim Ansari', 'Salim'],
  ['Mohammad Irfan', 'Irfan'],
  ['Smt. Kamla Devi', 'Kamla'],
  ['Smt Kamla Devi', 'Kamla'],
  ['Shri Ram Prakash', 'Ram'],
  ['Sh. Ram Kumar', 'Ram'],
  ['Dr. Neha Gupta', 'Neha'],
  ['Dr Neha Gupta', 'Neha'],
  ['Km. Pooja', 'Pooja'],
  ['Kumari Pooja Yadav', 'Pooja'],
  ['Mr. Vikram Singh', 'Vikram'],
  ['Mrs. Anita Kapoor', 'Anita'],
  ['Sardar Harpreet Singh', 'Harpreet'],
  ['Baby Ananya', 'Ananya'],
  ['श्रीमती सुनीता शर्मा', 'सुनीता'],
  ['श्री रमेश चंद', 'रमेश'],
  ['डॉ. नेहा गुप्ता', 'नेहा'],
  ['कु. पूजा', 'पूजा'],
  ['मो. आरिफ़', 'आरिफ़'],
  ['R. K. Sharma', 'R. K. Sharma'],
  ['R.K. Sharma', 'R. K. Sharma'],
  ['R.K.Sharma', 'R. K. Sharma'],
  ['RK Sharma', 'RK Sharma'],
  ['Dr. R. K. Sharma', 'R. K. Sharma'],
  ['S. Harpreet Singh', 'S. Harpreet Singh'],
  ['आर. के. शर्मा', 'आर. के. शर्मा'],
  ['Sunita', 'Sunita'],
  ['Sunita Sharma', 'Sunita'],
  ['सुनीता', 'सुनीता'],
  ['SUNITA SHARMA', 'Sunita'],
  ['MOHD. ARIF KHAN', 'Arif'],
  ['sunita sharma', 'Sunita'],
  ['  Asha   Verma  ', 'Asha'],
  ['Asha Verma,', 'Asha'],
  ["O'BRIEN MARY", "O'Brien"],
  ['Mary-Ann Thomas', 'Mary-Ann'],
  ['Om Prakash', 'Om'],
];

describe('greetingName', () => {
  for (const [typed, greeted] of SHAPES) {
    it(`greets "${typed}" as "${greeted}"`, () => {
      expect(greetingName(typed)).toBe(greeted);
    });
  }

  it('never greets by an honorific or an initial alone', () => {
    const honorifics = /^(mohd|md|smt|shri|sh|dr|km|kumari|mr|mrs|sardar|baby|श्री|श्रीमती|डॉ|कु|मो)\.?$/i;
    for (const [typed] of SHAPES) {
      const greeted = greetingName(typed);
      expect(greeted, typed).not.toMatch(honorifics);
      expect(greeted, typed).not.toMatch(/^[A-Za-z]\.?$/);
    }
  });

  it('greets a name that is nothing but an honorific as written, never with nothing', () => {
    expect(greetingName('Mohammad')).toBe('Mohammad');
    expect(greetingName('Shri')).toBe('Shri');
    expect(greetingName('श्रीमती')).toBe('श्रीमती');
  });
});

describe('displayName', () => {
  it('keeps the name as written, spaces collapsed and capitals tamed', () => {
    expect(displayName('  Smt.  Kamla   Devi ')).toBe('Smt. Kamla Devi');
    expect(displayName('SUNITA SHARMA')).toBe('Sunita Sharma');
    expect(displayName('श्रीमती सुनीता शर्मा')).toBe('श्रीमती सुनीता शर्मा');
    expect(displayName('Aarav McKenzie')).toBe('Aarav McKenzie');
  });
});

describe('messageNames', () => {
  it('greets a patient who booked for themselves and names them', () => {
    expect(messageNames({ full_name: 'Smt. Kamla Devi', booked_for: 'self', booker_name: null })).toEqual({
      greeting: 'Kamla',
      patient: 'Smt. Kamla Devi',
    });
  });

  it('greets the parent who booked for a child, and names the child: never "your appointment" to the parent', () => {
    expect(messageNames({ full_name: 'Aarav Sharma', booked_for: 'other', booker_name: 'Mohd. Imran Sharma' })).toEqual(
      { greeting: 'Imran', patient: 'Aarav Sharma' },
    );
    expect(messageNames({ full_name: 'श्री रमेश चंद', booked_for: 'other', booker_name: 'श्रीमती सुनीता' })).toEqual({
      greeting: 'सुनीता',
      patient: 'श्री रमेश चंद',
    });
  });

  it('greets the patient when a booking for someone else has no booker name', () => {
    expect(messageNames({ full_name: 'Aarav Sharma', booked_for: 'other', booker_name: '  ' })).toEqual({
      greeting: 'Aarav',
      patient: 'Aarav Sharma',
    });
  });
});
