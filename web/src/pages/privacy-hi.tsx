import { PRIVACY_NOTICE_HI } from '../content/privacy-notice.hi';
import { PrivacyNoticePage } from '../features/privacy/notice-page';

/** /hi/privacy: the same notice in Hindi (DPDP Act s.5(3): in a language of the Eighth Schedule), and the request form. */
export default function PrivacyHindiPage() {
  return <PrivacyNoticePage copy={PRIVACY_NOTICE_HI} />;
}
