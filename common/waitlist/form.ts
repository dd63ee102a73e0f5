/**
 * The waitlist's form without script (decision 030): the address it posts to, and the field saying which step a post
 * is. 'start' carries a booking form's details (both wizards and the no-JavaScript booking page post them when a date
 * is full) and only draws the form, filled in; 'join' is the form itself.
 */
export const WAITLIST_FORM_ACTION = '/api/waitlist/join';
export const WAITLIST_STEP_FIELD = 'waitlist_step';

/** What a booking form carries over to the waitlist's form: who, the date, the time chosen (if any), the opt-in. */
export interface WaitlistStart {
  fullName: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  messagesOptIn: boolean;
}

/**
 * The hidden fields of a booking form's "Join the waitlist" button: a POST (never a URL: the details are personal),
 * step 'start', which draws the waitlist's form filled in. The same fields from the wizards and the no-JS page.
 */
export function waitlistStartFields(d: WaitlistStart, locale: string): [string, string][] {
  return [
    [WAITLIST_STEP_FIELD, 'start'],
    ['locale', locale],
    ['date', d.date],
    ['full_name', d.fullName],
    ['email', d.email],
    ['phone', d.phone],
    ...(d.time ? ([['appointment_time', d.time]] as [string, string][]) : []),
    ...(d.messagesOptIn ? ([['messages_opt_in', 'on']] as [string, string][]) : []),
  ];
}

/**
 * Whether a day's times call for the waitlist: at least one is full. The server's own times say why a time cannot be
 * taken (`why`); the public answer says `full`.
 */
export function dayHasFullTimes(slots: readonly FullTime[]): boolean {
  return slots.some(isFull);
}

/** What a time says of being full: the server's `why`, or the public answer's `full`. */
export interface FullTime {
  why?: string;
  full?: boolean;
}

/** One time full: open, with no place left. */
export function isFull(s: FullTime): boolean {
  return s.why === 'full' || s.full === true;
}

/** An entry's stored times (a JSON list of slot labels) as a list; [] (any time) for anything else. */
export function timesOf(json: string | null | undefined): string[] {
  try {
    const t = JSON.parse(json ?? '[]') as unknown;
    return Array.isArray(t) ? t.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
