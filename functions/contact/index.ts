/**
 * Contact messages: the two contact forms (with and without JavaScript), their storage and the clinic's notice. Owns
 * contact_messages.
 */
export { type ContactVariant, contactFieldNames, contactFormPage, contactSuccessPage } from './html/contact';
export type { ContactRow } from './types';
