/**
 * The link in a phone message (decision 024): what a code opens, read without spending it (the page's words), and
 * where its one-time spend leads — the queue's status page, the booking page for a follow-up, the booking form for a
 * cancelled booking, or the manage page with the booking's phone token (whose page shows only what the messages show).
 */
import { type Locale, localeOf, localizedPath } from '../../../common/i18n/locale';
import { followUpBookingUrl } from '../../../common/queue/follow-ups';
import { appointmentById, recordPhoneToken } from '../../booking/db';
import type { Site } from '../../platform/site';
import { manageUrl, phoneManageToken, tokenHash, waitlistOfferUrl } from '../../platform/tokens';
import { statusUrl } from '../../queue';
import { followUpLinkOf } from '../../queue/db';
import { offersByIds } from '../../waitlist/db';
import { bookingOfRow, offerOfRow, spendLinkCode } from '../db/outbox';
import { rowOfCode } from '../phone/link';

/** What a link opens, which the page's title and button say: a booking, another time, a follow-up, the queue. */
export type LinkKind = 'booking' | 'book_again' | 'follow_up' | 'queue' | 'offer';

/**
 * A code read without spending it: its booking's language (null for a code that is not ours) and its kind — or
 * 'gone' for a code that is not ours or was spent already, whose button would lead only to the "already used" page
 * (a patient who taps the message's button a second time is told so at once).
 */
export async function peekLink(site: Site, code: string): Promise<{ locale: Locale | null; kind: LinkKind | 'gone' }> {
  const rowId = await rowOfCode(site.env, code);
  const offer = rowId ? await offerOfRow(site.env.DB, rowId) : null;
  if (offer) {
    const [o] = await offersByIds(site.env.DB, [offer]);
    return o ? { locale: localeOf(o.entry.locale), kind: 'offer' } : { locale: null, kind: 'gone' };
  }
  const about = rowId ? await bookingOfRow(site.env.DB, rowId) : null;
  if (!about) return { locale: null, kind: 'gone' };
  const locale = localeOf(about.locale);
  if (about.kind === 'queue_soon_patient') return { locale, kind: 'queue' };
  if (about.kind === 'follow_up_patient') return { locale, kind: 'follow_up' };
  if (about.used) return { locale, kind: 'gone' };
  if (about.kind === 'cancellation_patient') return { locale, kind: 'book_again' };
  const booking = await appointmentById(site.env.DB, about.ref_id);
  return { locale, kind: booking?.status === 'cancelled' ? 'book_again' : 'booking' };
}

/** Where a link's POST leads: a redirect, or the "already used" page in a language (null: the reader's). */
export type LinkSpend = { kind: 'redirect'; to: string } | { kind: 'gone'; locale: Locale | null };

/**
 * Spends a link's code: "two patients before you" opens the status page (spending nothing); a follow-up reminder's
 * code opens the booking page, which spends it for the patient's details; a cancelled booking's opens the booking
 * form; any other booking's opens the manage page with its phone token (recorded the first time: it is the same each
 * time). A code used or not ours leads to the "already used" page.
 */
export async function spendLink(site: Site, code: string): Promise<LinkSpend> {
  const rowId = await rowOfCode(site.env, code);
  // A waitlist offer's link opens its page, however often (the page itself says when it is no longer open).
  const offer = rowId ? await offerOfRow(site.env.DB, rowId) : null;
  if (offer) {
    const [o] = await offersByIds(site.env.DB, [offer]);
    if (!o) return { kind: 'gone', locale: null };
    return { kind: 'redirect', to: await waitlistOfferUrl(site.env, o.id, o.entry.nonce) };
  }
  const about = rowId ? await bookingOfRow(site.env.DB, rowId) : null;
  if (about?.kind === 'queue_soon_patient') {
    return { kind: 'redirect', to: await statusUrl(site.env, about.ref_id, localeOf(about.locale)) };
  }
  const followUp = rowId ? await followUpLinkOf(site.env.DB, rowId) : null;
  if (followUp) {
    const origin = (site.env.SITE_ORIGIN || new URL(site.req.url).origin).replace(/\/$/, '');
    const page = `${origin}${localizedPath('/book-appointment', localeOf(followUp.locale))}`;
    return { kind: 'redirect', to: followUpBookingUrl(page, code) };
  }
  const bookingId = rowId ? await spendLinkCode(site.env.DB, rowId) : null;
  const booking = bookingId ? await appointmentById(site.env.DB, bookingId) : null;
  if (booking?.status === 'cancelled') {
    // A cancelled booking has nothing to manage: its messages offer another time, so the link opens the booking form.
    return { kind: 'redirect', to: localizedPath('/book-appointment', localeOf(booking.locale)) };
  }
  if (!booking?.manage_nonce) return { kind: 'gone', locale: about ? localeOf(about.locale) : null };
  // The phone token, not the e-mailed one: the page it opens shows only what the messages show (decision 024).
  const token = await phoneManageToken(site.env, booking.manage_nonce);
  await recordPhoneToken(site.env.DB, booking.id, await tokenHash(token));
  return { kind: 'redirect', to: manageUrl(site.env, token, localeOf(booking.locale)) };
}
