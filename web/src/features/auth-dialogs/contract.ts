/**
 * What the Login / Sign up dialogs' markup (auth-dialogs.tsx, rendered by React at build time) and their vanilla
 * enhancement (web/src/enhance/auth-dialogs.ts) agree on. No React here: the enhancement must stay a few KB.
 */

/** The dialogs' element ids: a button with `commandfor={AUTH_DIALOG.login} command="show-modal"` opens Login. */
export const AUTH_DIALOG = { login: 'login-dialog', signup: 'signup-dialog' } as const;

/**
 * Data attributes the enhancement acts on:
 * - form[data-auth-form]: validated on submit; its value is what a valid submit logs (nothing personal).
 * - form[data-message-required], form[data-message-mismatch]: the messages its fields show, in the page's language
 *   (the spec's "Please fill out this field." and "Passwords do not match." in English), so the enhancement carries
 *   no text of its own.
 * - input[data-must-match=<id>]: must equal the input with that id.
 * - [data-error-for=<input id>]: the element that shows that input's error.
 * - button[data-auth-switch=<dialog id>]: closes its dialog and opens that one.
 * - button[data-password-toggle=<input id>]: shows or hides that password.
 * - [data-log]: a click logs the attribute's value (the spec's "only logs" buttons).
 */
export const AUTH_DATA = {
  form: 'data-auth-form',
  requiredMessage: 'data-message-required',
  mismatchMessage: 'data-message-mismatch',
  mustMatch: 'data-must-match',
  errorFor: 'data-error-for',
  switchTo: 'data-auth-switch',
  passwordToggle: 'data-password-toggle',
  log: 'data-log',
} as const;

/** Set on <html> by the enhancement when it runs: controls that need it are shown only then. */
export const ENHANCED = 'data-enhanced';
