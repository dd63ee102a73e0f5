/**
 * The Pages Function's bindings, as declared in wrangler.toml (vars, D1) and as secrets (.dev.vars locally).
 * Kept in step with `npx wrangler types` (which prints the same shape); secrets are optional because local
 * development runs without them.
 */
export interface Env {
  DB: D1Database;
  /** Absolute origin of the public site, for canonical links in e-mails. */
  SITE_ORIGIN: string;
  /** Sender of every e-mail, e.g. "Delhi Chest Clinic <appointments@example.org>". */
  MAIL_FROM: string;
  /** The clinic inbox that receives every booking and message. */
  CLINIC_INBOX: string;
  /** Patients per slot; common/schedule.ts holds the default. */
  SLOT_CAPACITY?: string;
  /** Secret. Without it e-mails are captured (printed and marked 'captured') instead of sent. */
  RESEND_API_KEY?: string;
  /** How long to wait for Resend before marking the e-mail failed, in ms. */
  RESEND_TIMEOUT_MS?: string;
}

export type AppEnv = { Bindings: Env };
