import { PRIVACY_NOTICE } from '../content/privacy-notice';
import { PRIVACY_NOTICE_HI } from '../content/privacy-notice.hi';
import { PrivacyNoticePage } from '../features/privacy/notice-page';
import { pageLocale } from '../i18n';

/**
 * /privacy: the full privacy notice and the form that starts a request about one's data; /hi/privacy: the same notice
 * in Hindi (DPDP Act s.5(3): in a language of the Eighth Schedule).
 */
export default function PrivacyPage() {
  return <PrivacyNoticePage copy={pageLocale() === 'hi' ? PRIVACY_NOTICE_HI : PRIVACY_NOTICE} />;
}
