import { linkPageShell } from '../components/link-page-shell';
import { m } from '../i18n';

/**
 * /manage#<token>: the link in every booking e-mail. The script opens the booking the token names; nothing here
 * changes a booking unless the patient presses a button.
 */
export default linkPageShell('manage-view', m.pages_manage_seo_title, m.pages_manage_seo_description);
