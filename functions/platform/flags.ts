/**
 * What this deployment is and has, read from its environment and nothing else (no request, no page): whether it is a
 * developer's machine, which optional channels are configured, and what is wrong with its configuration. Every layer
 * may read these; the guard (guard.ts) refuses requests while the configuration is wrong.
 */
import { httpsOrigin, STAND_IN_ORIGIN } from '../../common/platform/site-origin';
import type { Env } from './env';

/** True only on a developer's machine (`npm start`, the tests): ENVIRONMENT is "development". */
export function isDevelopment(env: Env): boolean {
  return env.ENVIRONMENT === 'development';
}

/** Secrets shorter than this (in UTF-8 bytes) are refused in a deployment: 256 bits, as the HMACs they key. */
export const MIN_SECRET_BYTES = 32;

/** One thing wrong with the configuration: the variable (or thing) and what is wrong with it. */
export interface ConfigProblem {
  name: string;
  problem: string;
}

const NOT_SET = 'not set';

/**
 * What is wrong with the configuration; empty when it is complete.
 * A deployment (any ENVIRONMENT but "development") needs its secrets: without RESEND_API_KEY no patient would get an
 * e-mail, without RATE_LIMIT_SALT the stored rate-limit keys could be reversed to addresses, without
 * MANAGE_LINK_SECRET no manage link could be made; both keys of an HMAC must be at least MIN_SECRET_BYTES long. Its
 * SITE_ORIGIN must be an https:// origin and not the stand-in the repository ships with: every manage and privacy link
 * e-mailed points there, token in the fragment, so a domain the clinic does not own could read and use them.
 * Turnstile is optional, but only whole: a site key without its secret would show a widget that nothing checks, a
 * secret without a site key would refuse every form.
 */
export function configProblems(env: Env): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (!isDevelopment(env)) {
    for (const name of ['RESEND_API_KEY', 'RATE_LIMIT_SALT', 'MANAGE_LINK_SECRET', 'SITE_ORIGIN'] as const) {
      if (!env[name]) problems.push({ name, problem: NOT_SET });
    }
    for (const name of ['RATE_LIMIT_SALT', 'MANAGE_LINK_SECRET'] as const) {
      const bytes = new TextEncoder().encode(env[name] ?? '').length;
      if (bytes && bytes < MIN_SECRET_BYTES) {
        problems.push({ name, problem: `too short (${bytes} bytes; at least ${MIN_SECRET_BYTES})` });
      }
    }
    problems.push(...originProblems(env));
  }
  // A phone channel is optional, but only whole: half of WhatsApp or of SMS would queue messages nothing can send.
  // Razorpay likewise (decision 031): half of it would take money that no webhook could record, or the reverse.
  for (const vars of [WHATSAPP_VARS, SMS_VARS, RAZORPAY_VARS]) {
    for (const name of halfConfigured(env, vars)) problems.push({ name, problem: NOT_SET });
  }
  if (!env.TURNSTILE_SECRET !== !env.TURNSTILE_SITE_KEY) {
    problems.push({ name: env.TURNSTILE_SECRET ? 'TURNSTILE_SITE_KEY' : 'TURNSTILE_SECRET', problem: NOT_SET });
  }
  return problems;
}

function originProblems(env: Env): ConfigProblem[] {
  if (!env.SITE_ORIGIN) return [];
  const origin = httpsOrigin(env.SITE_ORIGIN);
  if (!origin) return [{ name: 'SITE_ORIGIN', problem: `is not an https:// origin (${env.SITE_ORIGIN})` }];
  if (origin === STAND_IN_ORIGIN) return [{ name: 'SITE_ORIGIN', problem: `is the stand-in ${STAND_IN_ORIGIN}` }];
  return [];
}

/** The problems as one line: "A, B not set; C too short (…); SITE_ORIGIN is the stand-in …". */
export function describeProblems(problems: ConfigProblem[]): string {
  const unset = problems.filter((p) => p.problem === NOT_SET).map((p) => p.name);
  return [
    ...(unset.length ? [`${unset.join(', ')} ${NOT_SET}`] : []),
    ...problems.filter((p) => p.problem !== NOT_SET).map((p) => `${p.name} ${p.problem}`),
  ].join('; ');
}

/**
 * How each phone channel runs in this deployment (decision 024):
 * - 'live': configured in full; messages are sent to the provider.
 * - 'captured': a developer's machine without the provider's secrets: every message is printed and marked captured,
 *   like the e-mails, so the whole flow shows offline.
 * - 'off': a deployment without the channel: nothing is queued for it and the opt-in is not offered (if no phone
 *   channel is on).
 * Half a configuration is not a state: configProblems reports it and the API answers 503 (fail closed).
 */
export type ChannelMode = 'live' | 'captured' | 'off';

/** The WhatsApp Cloud API's four values: the system user's token, the number's id, the app secret, the verify token. */
export const WHATSAPP_VARS = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

/** MSG91's auth key, the DLT principal entity id, the DLT-registered sender header, and the templates' ids (JSON). */
export const SMS_VARS = ['MSG91_AUTH_KEY', 'SMS_DLT_ENTITY_ID', 'SMS_SENDER_ID', 'SMS_TEMPLATES'] as const;

/** Razorpay's key id and key secret (its API, Basic auth) and the webhook secret (the webhooks' HMAC). */
export const RAZORPAY_VARS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/** Razorpay's API, or in development the stand-in RAZORPAY_API_BASE names (a deployment always uses Razorpay's). */
export const RAZORPAY_API = 'https://api.razorpay.com';

/**
 * Razorpay's keys when all three are set (online payment can be offered), else null. Half a configuration never gets
 * here: configProblems reports it and every answer is a 503.
 */
export function razorpayKeys(
  env: Env,
): { keyId: string; keySecret: string; webhookSecret: string; api: string } | null {
  if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET || !env.RAZORPAY_WEBHOOK_SECRET) return null;
  const api = isDevelopment(env) && env.RAZORPAY_API_BASE ? env.RAZORPAY_API_BASE.replace(/\/$/, '') : RAZORPAY_API;
  return {
    keyId: env.RAZORPAY_KEY_ID,
    keySecret: env.RAZORPAY_KEY_SECRET,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
    api,
  };
}

type Vars = readonly (keyof Env)[];

function modeOf(env: Env, vars: Vars): ChannelMode {
  const set = vars.filter((v) => !!env[v]).length;
  if (set === vars.length) return 'live';
  // A developer's machine (ENVIRONMENT "development": isDevelopment) captures instead of sending.
  if (set === 0) return env.ENVIRONMENT === 'development' ? 'captured' : 'off';
  // Half configured: configProblems makes every answer a 503 before anything would be sent.
  return 'off';
}

/** The mode of each phone channel. */
export function phoneChannels(env: Env): { whatsapp: ChannelMode; sms: ChannelMode } {
  return { whatsapp: modeOf(env, WHATSAPP_VARS), sms: modeOf(env, SMS_VARS) };
}

/** The names of a channel's variables that are missing when some but not all are set (empty: whole or none). */
export function halfConfigured(env: Env, vars: Vars): string[] {
  const missing = vars.filter((v) => !env[v]);
  return missing.length > 0 && missing.length < vars.length ? [...missing] : [];
}
