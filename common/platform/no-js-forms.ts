/**
 * Where the site's forms post when JavaScript has not run (turned off, failed, or a press before the page's script
 * started), and the hidden fields that tell the server what it is reading. The prerendered forms carry these; the
 * server's pages (functions/booking/routes/forms.ts) answer with readable HTML. Decision 011.
 */

/** The booking wizards' `action`: both variants, every step. */
export const BOOKING_FORM_ACTION = '/api/forms/booking';

/** Both contact forms' `action`. */
export const CONTACT_FORM_ACTION = '/api/forms/contact';

/** Hidden field naming the form's variant: 'home' or 'page'. */
export const VARIANT_FIELD = 'variant';

/**
 * Hidden field of the booking forms: the wizard's step number (a post from the prerendered step 1 holds only that
 * step's fields), or FINAL_STEP from the server's complete form, the only post that books.
 */
export const FORM_STEP_FIELD = 'form_step';

/** The value of FORM_STEP_FIELD in the server's complete booking form. */
export const FINAL_STEP = 'complete';

/** Hidden field of the server's own forms: a short-lived signed token (functions/platform/form-token.ts). */
export const FORM_TOKEN_FIELD = 'form_token';
