/**
 * No empty chairs (issue 41, decision 030): the waitlist for full dates, "tell me of an earlier time", and the offers
 * made to them whenever a place frees; the first claim books (or moves) in one conditional write. Owns `waitlist` and
 * `waitlist_offers`. Others use it through its layers' entries (waitlist/actions, waitlist/db, waitlist/routes).
 */
export type { OfferWithEntry, WaitlistRow } from './db';
