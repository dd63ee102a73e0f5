import { describe, expect, it } from 'vitest';
import { headerSafe } from '../../functions/email/header';
import { appointmentIcs, fold } from '../../functions/email/ics';

function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
}

describe('calendar invitation', () => {
  const ics = appointmentIcs({
    id: 'apt_123',
    date: '2026-12-02',
    slot: '02:00 PM',
    organizerEmail: 'appointments@example.org',
    uidDomain: 'example.org',
    now: new Date('2026-11-21T10:00:00Z'),
  });
  const lines = unfold(ics);

  it('starts at 14:00 India time, i.e. 08:30 UTC, for 30 minutes', () => {
    expect(lines).toContain('DTSTART:20261202T083000Z');
    expect(lines).toContain('DTEND:20261202T090000Z');
  });

  it('has a stable UID, an organiser and a location', () => {
    expect(lines).toContain('UID:apt_123@example.org');
    expect(lines.find((l) => l.startsWith('ORGANIZER'))).toContain('mailto:appointments@example.org');
    expect(lines.find((l) => l.startsWith('LOCATION:'))).toContain('New Delhi');
  });

  it('uses CRLF line ends and folds lines at 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    for (const l of ics.split('\r\n')) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('folds by octets, never inside a character, and unfolds to the original', () => {
    const line = `LOCATION:${'दिल्ली चेस्ट क्लिनिक — Delhi 😷 '.repeat(6)}`;
    const folded = fold(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(fold('SUMMARY:short')).toBe('SUMMARY:short');
    expect(
      fold(`DESCRIPTION:${'a'.repeat(100)}`)
        .split('\r\n')
        .map((p) => p.length),
    ).toEqual([75, 38]);
  });
});

describe('e-mail headers', () => {
  it('removes CR, LF and other control characters', () => {
    expect(headerSafe('Hello\r\nBcc: evil@example.com')).toBe('Hello Bcc: evil@example.com');
    expect(headerSafe('a\u0000b\u2028c')).toBe('a b c');
  });

  it('bounds the length', () => {
    expect(headerSafe('x'.repeat(500)).length).toBe(150);
  });
});
