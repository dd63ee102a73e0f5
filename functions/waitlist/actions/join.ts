import type { Context } from 'hono';
import { emailKey } from '../../../common/booking/patient-keys';
import { clinicDate, closedMessage, dayClosedReason, positiveInt, slotStart } from '../../../common/booking/schedule';
import { PRIMARY_PHONE } from '../../../common/clinic/facts';
import { slotsOn } from '../../../common/clinic/schedule';
import { toE164 } from '../../../common/notify/phone-number';
import { m } from '../../../common/paraglide/messages.js';
import { parseWith } from '../../../common/platform/fields';
import { type EarlierTime, type JoinWaitlist, JoinWaitlistSchema } from '../../../common/waitlist/schema';
import type { AppointmentRow } from '../../booking/db';
import { readSchedule } from '../../clinic/db';
import { phoneMessagesOffered } from '../../notify';
import type { AppEnv, Env } from '../../platform/env';
import { langOf } from '../../platform/locale';
import { type Refused, refused } from '../../platform/outcome';
import { rateCheck, rateLimitRefusal } from '../../platform/rate-limit';
import { newManageNonce } from '../../platform/tokens';
import { earlierEntryOf, insertEntry, leaveEntry, type WaitlistRow } from '../db';
import { offerFreePlaces } from './offers';

/** Dates one address may wait for at once (WAITLIST_MAX_DATES). */
export const DEFAULT_WAITLIST_MAX_DATES = 3;

/** An entry joined (or the address already waited for that date: its first request stands). */
export interface Joined {
  ok: true;
  date: string;
  channels: { email: boolean; whatsapp: boolean };
}

/**
 * The times of a date that a waitlist entry may name: the clinic's slots that day. Null when the date cannot be
 * waited for (past, beyond the booking window, no sessions), with the patient's reason.
 */
async function waitableTimes(env: Env, date: string, now: Date, lang: 'en' | 'hi'): Promise<string[] | Refused> {
  const day = dayClosedReason(date, now);
  if (day) return refused(400, closedMessage(day, lang), { date: closedMessage(day, lang) });
  const slots = slotsOn(await readSchedule(env.DB), date).filter((s) => slotStart(date, s.time) > now);
  if (!slots.length) {
    const why = m.waitlist_error_no_times({}, { locale: lang });
    return refused(400, why, { date: why });
  }
  return slots.map((s) => s.time);
}

/**
 * Joins the waitlist for a full date (the no-JavaScript form, which both wizards post too; decision 030): the shared
 * schema, the date's rules, the times it offers, consent per channel (WhatsApp only while it is on, to a number it can
 * reach), the client's rate limit and the address's waiting dates, then one insert. The offers round runs for the new
 * entry at once: a place may be free at a time it accepts.
 */
export async function joinWaitlist(c: Context<AppEnv>, body: unknown, now = new Date()): Promise<Joined | Refused> {
  const lang = langOf(c);
  const parsed = parseWith(JoinWaitlistSchema, body, lang);
  if (!parsed.success) return refused(400, parsed.error, parsed.fields);
  const j: JoinWaitlist = parsed.output;
  const times = await waitableTimes(c.env, j.date, now, lang);
  if (!Array.isArray(times)) return times;
  const unknown = j.times.find((t) => !times.includes(t));
  if (unknown) {
    const why = m.waitlist_error_time({}, { locale: lang });
    return refused(400, why, { times: why });
  }
  const whatsapp = j.offers_whatsapp && phoneMessagesOffered(c.env);
  const e164 = toE164(j.phone);
  if (whatsapp && !e164) {
    const why = m.waitlist_error_whatsapp_number({}, { locale: lang });
    return refused(400, why, { phone: why });
  }
  if (!j.offers_email && !whatsapp) {
    const why = m.waitlist_error_channel({}, { locale: lang });
    return refused(400, why, { offers_email: why });
  }
  const rate = await rateCheck(c, 'waitlist');
  const at = now.toISOString();
  const result = await insertEntry(c.env.DB, {
    kind: 'new',
    fullName: j.full_name,
    email: j.email,
    emailKey: emailKey(j.email),
    phone: j.phone,
    phoneE164: e164,
    locale: j.locale,
    dateFrom: j.date,
    dateTo: j.date,
    times: [...new Set(j.times)],
    offersEmailAt: j.offers_email ? at : null,
    offersWhatsappAt: whatsapp ? at : null,
    noticeVersion: j.notice_version || null,
    addedBy: 'patient',
    nonce: newManageNonce(),
    today: clinicDate(now),
    maxWaiting: positiveInt(c.env.WAITLIST_MAX_DATES, DEFAULT_WAITLIST_MAX_DATES),
    rate,
  });
  if (result.kind === 'limited') {
    const limited = rateLimitRefusal(c, rate, result.rateCount);
    if (limited) return limited;
  }
  if (result.kind === 'held' || result.kind === 'limited') {
    return refused(409, m.waitlist_held({ phone: PRIMARY_PHONE.display }, { locale: lang }), undefined, {
      reason: 'held',
    });
  }
  if (result.kind === 'joined') {
    c.executionCtx.waitUntil(
      offerFreePlaces(c.env, now, { entryId: result.id }).catch((err) =>
        console.error(`waitlist: offers for a new entry failed: ${err instanceof Error ? err.name : 'unknown'}`),
      ),
    );
  }
  return { ok: true, date: j.date, channels: { email: j.offers_email, whatsapp } };
}

/** What asking for an earlier time came to. */
export type EarlierOutcome = { kind: 'asked'; entry: WaitlistRow | null } | { kind: 'refused'; refusal: Refused };

/**
 * A booked patient asks, from the manage page, to be told of an earlier time (decision 030): from `from` (today at the
 * earliest) to the booking's date, the times that suit, on the channels they choose. One request per booking: asking
 * again replaces the first.
 */
export async function askEarlier(
  site: { env: Env; executionCtx: { waitUntil(p: Promise<unknown>): void } },
  booking: AppointmentRow,
  e: EarlierTime,
  lang: 'en' | 'hi',
  now = new Date(),
): Promise<EarlierOutcome> {
  const today = clinicDate(now);
  if (e.from < today || e.from > booking.appointment_date) {
    const why = m.waitlist_error_earlier_from({}, { locale: lang });
    return { kind: 'refused', refusal: refused(400, why, { from: why }) };
  }
  const whatsapp = e.offers_whatsapp && phoneMessagesOffered(site.env) && Boolean(booking.phone_e164);
  if (!e.offers_email && !whatsapp) {
    const why = m.waitlist_error_channel({}, { locale: lang });
    return { kind: 'refused', refusal: refused(400, why, { offers_email: why }) };
  }
  const previous = await earlierEntryOf(site.env.DB, booking.id);
  if (previous) await leaveEntry(site.env.DB, previous.id);
  const at = now.toISOString();
  const result = await insertEntry(site.env.DB, {
    kind: 'earlier',
    appointmentId: booking.id,
    fullName: booking.full_name,
    email: booking.email,
    emailKey: emailKey(booking.email),
    phone: booking.phone,
    phoneE164: booking.phone_e164 ?? null,
    locale: booking.locale,
    dateFrom: e.from,
    dateTo: booking.appointment_date,
    times: [...new Set(e.times)],
    offersEmailAt: e.offers_email ? at : null,
    offersWhatsappAt: whatsapp ? at : null,
    noticeVersion: booking.notice_version || null,
    addedBy: 'patient',
    nonce: newManageNonce(),
    today,
  });
  if (result.kind !== 'joined') {
    const why = m.waitlist_error_earlier_booking({}, { locale: lang });
    return { kind: 'refused', refusal: refused(409, why) };
  }
  site.executionCtx.waitUntil(offerFreePlaces(site.env, now, { entryId: result.id }).catch(() => {}));
  return { kind: 'asked', entry: await earlierEntryOf(site.env.DB, booking.id) };
}

/** Stops a booking's request for an earlier time, if it has one. */
export async function stopEarlier(env: Env, appointmentId: string): Promise<void> {
  const entry = await earlierEntryOf(env.DB, appointmentId);
  if (entry) await leaveEntry(env.DB, entry.id);
}
