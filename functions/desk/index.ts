/**
 * The staff desk behind Cloudflare Access (decision 009): the day view, search, staff changes of a booking, closures,
 * the export, contact messages, privacy requests, the figures and the audit log; it mounts the clinic's and the
 * queue's desk routes. Reads every feature through their entries; owns no table of its own.
 */
export {};
