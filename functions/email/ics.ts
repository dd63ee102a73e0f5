import { ADDRESS_LINE, CLINIC, DOCTOR, WHAT_TO_BRING } from '../../common/clinic';
import { APPOINTMENT_MINUTES, slotStart, type TimeSlot } from '../../common/schedule';

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

/** A calendar invitation for one appointment, with a UID that stays the same for the booking. */
export function appointmentIcs(input: {
  id: string;
  date: string;
  slot: TimeSlot;
  organizerEmail: string;
  uidDomain: string;
  now?: Date;
}): string {
  const start = slotStart(input.date, input.slot);
  const end = new Date(start.getTime() + APPOINTMENT_MINUTES * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(CLINIC.name)}//Appointments//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${input.id}@${input.uidDomain}`,
    `DTSTAMP:${utcStamp(input.now ?? new Date())}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${icsText(`Appointment with ${DOCTOR.name}`)}`,
    `DESCRIPTION:${icsText(`${DOCTOR.title} at ${CLINIC.name}.\nPlease bring:\n${WHAT_TO_BRING.map((w) => `- ${w}`).join('\n')}`)}`,
    `LOCATION:${icsText(`${CLINIC.name}, ${ADDRESS_LINE}`)}`,
    `ORGANIZER;CN=${icsText(CLINIC.name)}:mailto:${input.organizerEmail}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
