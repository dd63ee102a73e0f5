import type { LangVariables } from './locale';

/**
 * The Pages Function's bindings, as declared in wrangler.toml (vars, D1) and as secrets (.dev.vars locally).
 * Kept in step with `npx wrangler types` (which prints the same shape); secrets are optional because local
 * development runs without them.
 */
export interface Env {
  DB: D1Database;
  /**
   * The Pages project's static assets (Pages gives every Function this binding): a deployment reads the origin its
   * pages were built for from build-info.json through it. The scheduler Worker has none.
   */
  ASSETS?: Fetcher;
  /**
   * The R2 bucket of the reports patients send (decision 029), declared in wrangler.toml for the Function and the
   * scheduler Worker; local R2 under `npm start` and the tests. Without it no report is received (503), loudly.
   */
  REPORTS?: R2Bucket;
  /**
   * "development" only where a developer runs the site (`npm start`, the tests): it allows capturing e-mails instead
   * of sending them, the development salts and secrets, and the development identity of the desk. Anything else
   * (unset, "preview", "production") is a deployment, which refuses to start without its secrets (functions/platform/flags.ts).
   */
  ENVIRONMENT?: string;
  /** Turnstile's public site key; must be set together with TURNSTILE_SECRET, or neither. */
  TURNSTILE_SITE_KEY?: string;
  /** Development only: where Turnstile tokens are verified (a local stand-in in the browser tests). */
  TURNSTILE_VERIFY_URL?: string;
  /**
   * Absolute origin of the public site, for the links in e-mails: in a deployment an https:// origin, not the stand-in,
   * and the one the pages were built for (functions/platform/flags.ts).
   */
  SITE_ORIGIN: string;
  /** Sender of every e-mail, e.g. "Delhi Chest Clinic <appointments@example.org>". */
  MAIL_FROM: string;
  /** The clinic inbox that receives every booking and message. */
  CLINIC_INBOX: string;
  /** Secret. Without it e-mails are captured (printed and marked 'captured') instead of sent. */
  RESEND_API_KEY?: string;
  /** WhatsApp Cloud API (functions/platform/flags.ts): all four or none. */
  WHATSAPP_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_APP_SECRET?: string;
  WHATSAPP_VERIFY_TOKEN?: string;
  /** Distinct numbers WhatsApp may write to per rolling 24 h (Meta's tier; 250 unless set). */
  WHATSAPP_DAILY_NUMBERS?: string;
  /** SMS through MSG91's flow API with DLT registration (functions/platform/flags.ts): all four or none. */
  MSG91_AUTH_KEY?: string;
  SMS_DLT_ENTITY_ID?: string;
  SMS_SENDER_ID?: string;
  /** JSON: each message kind's DLT/flow template id per language, e.g. {"appointment_patient":{"en":"…","hi":"…"}}. */
  SMS_TEMPLATES?: string;
  /** How long to wait for Resend before marking the e-mail failed, in ms. */
  RESEND_TIMEOUT_MS?: string;
  /**
   * Secret, at least 32 bytes. Salt of the HMAC that turns a client address into a rate-limit key (the address is never
   * stored).
   */
  RATE_LIMIT_SALT?: string;
  /** Appointments per client per 10 minutes (default 5). */
  RATE_LIMIT_APPOINTMENTS?: string;
  RATE_LIMIT_FORM_BOOKINGS?: string;
  /** Messages per client per 10 minutes (default 10). */
  RATE_LIMIT_MESSAGES?: string;
  /** Requests to the manage link (look-ups, moves, cancellations) per client per 10 minutes (default 30). */
  RATE_LIMIT_MANAGE?: string;
  /** Privacy requests per client per 10 minutes (default 10). */
  RATE_LIMIT_PRIVACY?: string;
  /** Report files sent per client per 10 minutes (default 20). */
  RATE_LIMIT_REPORTS?: string;
  /** Waitlist entries per client per 10 minutes (default 5). */
  RATE_LIMIT_WAITLIST?: string;
  /** "true" holds every e-mail as pending (nothing is sent or captured) until it is unset; retries then send them. */
  EMAIL_SENDING_PAUSED?: string;
  /** Secret. Turnstile's secret key; when set, every form submission must pass the check (off locally). */
  TURNSTILE_SECRET?: string;
  /** Seconds before the first retry of a failed e-mail; doubles each attempt (default 60). */
  EMAIL_RETRY_BASE_SECONDS?: string;
  /**
   * Without RESEND_API_KEY: "summary" logs each captured e-mail in one line (its id and kind, as a sent one is logged
   * in production) instead of printing it whole. For load tests; the default prints the whole e-mail.
   */
  EMAIL_CAPTURE_PRINT?: string;
  /**
   * Secret, at least 32 bytes. Key from which each booking's manage-link token is derived (functions/platform/tokens.ts);
   * the scheduler Worker must have the same (functions/platform/deployment-check.ts).
   */
  MANAGE_LINK_SECRET?: string;
  /** Hours before an appointment after which the manage link no longer cancels or moves it (default 2). */
  MANAGE_CUTOFF_HOURS?: string;
  /** Upcoming active bookings one patient (by e-mail, and by phone) may hold (default 2). */
  MAX_UPCOMING_BOOKINGS?: string;
  /** Hours before a time from which a waitlist offer of it can no longer be claimed (default 2; decision 030). */
  WAITLIST_OFFER_LEAD_HOURS?: string;
  /** Dates one e-mail address may wait for at once (default 3). */
  WAITLIST_MAX_DATES?: string;
  /** Time a request or a scheduler run may spend sending e-mails before it leaves the rest for later (default 20000). */
  EMAIL_SEND_BUDGET_MS?: string;
  /**
   * Razorpay (online payment of the fee, decision 031; functions/platform/flags.ts): the API key id and secret and the
   * webhook secret, all three or none. None: online payment is off whatever the Clinic tab says.
   */
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_WEBHOOK_SECRET?: string;
  /** Development only: where Razorpay's API is (the local stand-in, scripts/razorpay-stand-in.ts). */
  RAZORPAY_API_BASE?: string;
  /** Minutes an online booking holds its place while the patient pays, when payment is required (default 20, min 16). */
  PAYMENT_HOLD_MINUTES?: string;
  /** The Cloudflare Access team domain, e.g. https://clinic.cloudflareaccess.com (the desk; functions/platform/access.ts). */
  ACCESS_TEAM_DOMAIN?: string;
  /** The Access applications' AUD tags that may use the desk, comma-separated (custom domain and pages.dev). */
  ACCESS_AUD?: string;
  /** The staff's e-mail addresses, comma-separated: only these may use the desk, even with a valid Access login. */
  DESK_STAFF?: string;
  /** Months after the appointment (or message) when personal fields are anonymised (default 12, never fewer). */
  RETENTION_MONTHS?: string;
  /** Development only: the identity the desk gives on localhost without Access (default desk@localhost). */
  DESK_DEV_IDENTITY?: string;
  /**
   * Development only: the address the local server listens on, as `npm start` (scripts/lib/wrangler.ts) passes it.
   * The desk's development identity is given only when it is a loopback address: on 0.0.0.0 anyone on the network
   * could claim "localhost" in a Host header.
   */
  LISTEN_HOST?: string;
}

export type AppEnv = { Bindings: Env; Variables: LangVariables };
