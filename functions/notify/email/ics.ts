import { APPOINTMENT_MINUTES, slotStart } from '../../../common/booking/schedule';
import { CLINIC } from '../../../common/clinic/facts';
import { EMAIL_COPY, type EmailCopy } from './copy';

/** Escapes a TEXT value per RFC 5545 §3.3.11. */
function icsText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** UTF-8 length of one code point. */
function utf8Length(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a character. */
export function fold(line: string): string {
  // Plain ASCII up to 75 characters (most lines) is already short enough.
  if (line.length <= 75 && !/[^\x00-\x7f]/.test(line)) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = utf8Length(ch);
    if (size + n > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Quotes a parameter value (RFC 5545 §3.2): DQUOTE is not allowed inside, so it is dropped. */
function paramText(s: string): string {
  return `"${s.replace(/["\r\n]/g, '')}"`;
}

/**
 * A calendar message for one appointment (RFC 5546): METHOD:REQUEST for the booking and each reschedule,
 * METHOD:CANCEL for a cancellation. The UID stays the same for the booking and SEQUENCE rises with each change, so a
 * calendar updates or removes the one event. DTSTAMP is when the e-mail was queued: every attempt to send the same
 * e-mail carries the same bytes. The event's title and description are in the e-mail's language (`copy`, English
 * when not given); the place, names and addresses are as the clinic writes them.
 */
export function appointmentIcs(input: {
  id: string;
  date: string;
  /** The slot's label ('02:30 PM'). */
  slot: string;
  /** Where: the place's name and address. */
  location: string;
  organizerEmail: string;
  uidDomain: string;
  method: 'REQUEST' | 'CANCEL';
  sequence: number;
  stamp: Date;
  attendee: { name: string; email: string };
  /** What to bring or how to prepare, listed in the event's description. */
  preparation: readonly string[];
  /** The words of the event (the e-mail's language). */
  copy?: EmailCopy['ics'];
}): string {
  const words = input.copy ?? EMAIL_COPY.en.ics;
  const start = slotStart(input.date, input.slot);
  const end = new Date(start.getTime() + APPOINTMENT_MINUTES * 60_000);
  const cancelled = input.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(CLINIC.name)}//Appointments//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${input.method}`,
    'BEGIN:VEVENT',
    `UID:${input.id}@${input.uidDomain}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${utcStamp(input.stamp)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${icsText(cancelled ? words.cancelledSummary : words.summary)}`,
    `DESCRIPTION:${icsText(cancelled ? words.cancelledDescription : words.description(input.preparation))}`,
    `LOCATION:${icsText(input.location)}`,
    `ORGANIZER;CN=${paramText(CLINIC.name)}:mailto:${input.organizerEmail}`,
    `ATTENDEE;CN=${paramText(input.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${input.attendee.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
