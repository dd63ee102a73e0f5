/**
 * The clinic's day (decision 025): the waiting room's queue (tokens, walk-ins, call next, attendance through booking's
 * one attendance change), the status page and the waiting-room screen, running late and cancelled sessions, and
 * follow-ups. Owns queue_entries, session_events and follow_ups.
 */
export { statusUrl } from './links';
