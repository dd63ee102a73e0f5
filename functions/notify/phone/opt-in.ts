import { messagesOptInProblem } from '../../../common/booking/schema';
import type { Locale } from '../../../common/i18n/locale';
import { toE164 } from '../../../common/notify/phone-number';
import { NOTICE_VERSION, NOTICE_VERSIONS } from '../../../common/privacy/facts';
import type { Env } from '../../platform/env';
import { phoneChannels } from '../../platform/flags';
import type { PhoneColumns } from '../types';

/**
 * Whether patients are offered messages on their phone: WhatsApp is on (live, or captured in development). SMS alone
 * is not enough: it only carries what WhatsApp could not deliver, so with WhatsApp off nothing would ever be sent.
 */
export function phoneMessagesOffered(env: Env): boolean {
  return phoneChannels(env).whatsapp !== 'off';
}

export type { PhoneColumns };

/**
 * The notice version an opt-in was given under: the one the form showed (a page cached from before a change still
 * shows, and sends, the older one), when it is one the site has had; the current one otherwise (the API without a form).
 */
export function optInNoticeVersion(shown: string | undefined): string {
  return (NOTICE_VERSIONS as readonly string[]).includes(shown ?? '') ? (shown as string) : NOTICE_VERSION;
}

/**
 * What a booking stores about its phone: the number in E.164 whenever it reads as one, and the opt-in only when the
 * box was ticked while a phone channel is on (otherwise the box was never offered: the field is ignored), with the
 * notice version it was given under. A ticked box with a phone that cannot be E.164 is refused (`problem`), so nothing
 * is stored that no message could reach.
 */
export function phoneColumns(
  env: Env,
  a: { phone: string; messages_opt_in?: boolean; notice_version?: string },
  now: Date,
  lang: Locale,
): { columns: PhoneColumns } | { problem: string } {
  const optIn = a.messages_opt_in === true && phoneMessagesOffered(env);
  const problem = optIn ? messagesOptInProblem(a, lang) : undefined;
  if (problem) return { problem };
  return {
    columns: {
      phone_e164: toE164(a.phone),
      messages_opt_in_at: optIn ? now.toISOString() : null,
      messages_notice_version: optIn ? optInNoticeVersion(a.notice_version) : null,
    },
  };
}
