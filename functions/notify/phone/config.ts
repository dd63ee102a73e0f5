import type { Env } from '../../platform/env';

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

type Vars = readonly (keyof Env)[];

function modeOf(env: Env, vars: Vars): ChannelMode {
  const set = vars.filter((v) => !!env[v]).length;
  if (set === vars.length) return 'live';
  // A developer's machine (ENVIRONMENT "development", as functions/config.ts reads it) captures instead of sending.
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
