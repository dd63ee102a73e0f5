import { PRIVACY_NOTICE } from '../content/privacy-notice';
import { PrivacyNoticePage } from '../features/privacy/notice-page';

/** /privacy: the full privacy notice in English, and the form that starts a request about one's data. */
export default function PrivacyPage() {
  return <PrivacyNoticePage copy={PRIVACY_NOTICE} />;
}
