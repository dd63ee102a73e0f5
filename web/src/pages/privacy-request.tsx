import { linkPageShell } from '../components/link-page-shell';
import { m } from '../i18n';

/**
 * /privacy/request#<token>: the link e-mailed from /privacy. The script opens the request the token names; nothing
 * here changes anything unless the person presses a button.
 */
export default linkPageShell(
  'privacy-request',
  m.pages_privacy_request_seo_title,
  m.pages_privacy_request_seo_description,
);
