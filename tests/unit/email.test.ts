import { describe, expect, it } from 'vitest';
import { ADDRESS_LINE, CLINIC } from '../../common/clinic/facts';
import { EMAIL_COPY } from '../../functions/notify/email/copy';
import { headerSafe } from '../../functions/notify/email/header';
import { appointmentIcs, fold } from '../../functions/notify/email/ics';

function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
}

const base = {
  id: 'apt_123',
  date: '2026-12-02',
  slot: '02:00 PM' as const,
  organizerEmail: 'appointments@example.org',
  uidDomain: 'example.org',
  stamp: new Date('2026-11-21T10:00:00Z'),
  attendee: { name: 'Asha "A." Verma', email: 'asha@example.com' },
  preparation: ['Your inhalers'],
  location: `${CLINIC.name}, ${ADDRESS_LINE}`,
};

describe('calendar invitation', () => {
  const ics = appointmentIcs({ ...base, method: 'REQUEST', sequence: 0 });
  const lines = unfold(ics);

  it('is a request (RFC 5546) at sequence 0, stamped when the e-mail was queued', () => {
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('DTSTAMP:20261121T100000Z');
  });

  it('names the patient as the attendee, with a quoted name that cannot break the parameter', () => {
    const attendee = lines.find((l) => l.startsWith('ATTENDEE'));
    expect(attendee).toBe(
      'ATTENDEE;CN="Asha A. Verma";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:asha@example.com',
    );
  });

  it('lists the preparation in the description', () => {
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('- Your inhalers');
  });

  it('is byte-identical when made again for the same e-mail', () => {
    expect(appointmentIcs({ ...base, method: 'REQUEST', sequence: 0 })).toBe(ics);
  });

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

describe('calendar updates', () => {
  it('a cancellation keeps the UID, raises the sequence and cancels the event', () => {
    const lines = unfold(appointmentIcs({ ...base, method: 'CANCEL', sequence: 1 }));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('UID:apt_123@example.org');
    expect(lines).toContain('SEQUENCE:1');
    expect(lines).toContain('STATUS:CANCELLED');
  });

  it('a reschedule is a request with the same UID, a higher sequence and the new time', () => {
    const lines = unfold(
      appointmentIcs({ ...base, date: '2026-12-03', slot: '09:00 AM', method: 'REQUEST', sequence: 2 }),
    );
    expect(lines).toContain('UID:apt_123@example.org');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('DTSTART:20261203T033000Z');
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

describe('calendar invitation in Hindi', () => {
  const hindi = appointmentIcs({
    ...base,
    method: 'REQUEST',
    sequence: 0,
    preparation: ['अपने सभी इनहेलर साथ लाएँ, ताकि हम देख सकें कि आप उन्हें सही तरीक़े से ले रहे हैं।'],
    copy: EMAIL_COPY.hi.ics,
  });
  const lines = unfold(hindi);

  it('names the event and lists the preparation in Hindi, at the same time and place', () => {
    expect(lines).toContain('SUMMARY:Dr. Rajiv Malhotra के साथ अपॉइंटमेंट');
    const description = lines.find((l) => l.startsWith('DESCRIPTION:')) ?? '';
    expect(description).toContain('साथ लाएँ:\\n- अपने सभी इनहेलर साथ लाएँ\\, ताकि');
    expect(description).toContain('Delhi Chest & Respiratory Clinic में');
    expect(lines).toContain('DTSTART:20261202T083000Z');
    expect(lines.find((l) => l.startsWith('LOCATION:'))).toContain('New Delhi');
  });

  it('folds the Devanagari lines at 75 octets, never inside a character', () => {
    for (const l of hindi.split('\r\n')) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
    expect(hindi.split('\r\n').length).toBeGreaterThan(lines.length);
  });

  it('cancels in Hindi', () => {
    const cancel = unfold(appointmentIcs({ ...base, method: 'CANCEL', sequence: 1, copy: EMAIL_COPY.hi.ics }));
    expect(cancel).toContain('SUMMARY:रद्द: Dr. Rajiv Malhotra के साथ अपॉइंटमेंट');
    expect(cancel).toContain('DESCRIPTION:Delhi Chest & Respiratory Clinic में यह अपॉइंटमेंट रद्द हो गई है।');
  });

  it('is English, as before, when no words are given', () => {
    const english = unfold(appointmentIcs({ ...base, method: 'REQUEST', sequence: 0 }));
    expect(english).toContain('SUMMARY:Appointment with Dr. Rajiv Malhotra');
    expect(english.find((l) => l.startsWith('DESCRIPTION:'))).toBe(
      'DESCRIPTION:Senior Consultant Pulmonologist at Delhi Chest & Respiratory Clinic.\\nPlease bring:\\n- Your inhalers',
    );
  });
});
