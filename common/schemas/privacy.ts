import * as v from 'valibot';
import { REQUEST_KINDS } from '../privacy';
import { email, MESSAGE_MAX, multiLine } from './fields';

/** The privacy request API's bodies (POST /api/privacy/start, /open, /act); the /privacy forms use the same entries. */

export const PrivacyStartSchema = v.object({
  email,
});

const token = v.string('The link is not complete.');

export const PrivacyOpenSchema = v.object({ token });

export const PrivacyActSchema = v.object({
  token,
  kind: v.picklist(
    REQUEST_KINDS.map((k) => k.value),
    'Please choose what you would like us to do.',
  ),
  /** What to correct, or the complaint: required for those two, ignored for the others. */
  details: multiLine('details', MESSAGE_MAX, false),
});

/** The one answer for a privacy link that is unknown or has expired. */
export const PRIVACY_LINK_INACTIVE =
  'This link is no longer active. Links work for 24 hours: please ask for a new one on our privacy page.';

/** What the start form is told, whatever the address: the same words whether or not we hold anything for it. */
export const PRIVACY_LINK_SENT =
  'If the address is right, a link is on its way to it. Open it within 24 hours to continue.';
