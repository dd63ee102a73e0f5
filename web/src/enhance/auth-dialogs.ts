import { AUTH_DATA, AUTH_DIALOG, ENHANCED } from '../features/auth-dialogs/contract';

/**
 * What the native Login / Sign up dialogs (features/auth-dialogs) need script for, added by listeners on `document`
 * (so it works on the prerendered markup whether or not React renders it again):
 * - the spec's validation (§5): "Please fill out this field." / "Passwords do not match." under the field, with a
 *   red border (aria-invalid), focus on the first wrong field; instead of the browser's own bubbles. The messages
 *   come from the form's markup, in the page's language (AUTH_DATA.requiredMessage / mismatchMessage);
 * - a valid submit logs (nothing personal), closes the dialog and clears the form; no request is made;
 * - switching: one dialog at a time (without script, Sign up opens over Login);
 * - the show / hide password buttons (not shown until it runs), "Continue with Google" and "Forgot password?"
 *   logs;
 * - focus back to whatever first opened the dialogs, even after switching, or to the menu button when the opener was
 *   inside the phone menu (opening a modal dialog closes the menu popover);
 * - in a browser without invoker commands, what the `commandfor` buttons would do.
 */
export function enhanceAuthDialogs(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${AUTH_DATA.form}]`)) form.noValidate = true;
  // Shows the password buttons (CSS hides them until then), wherever and whenever they are rendered.
  document.documentElement.setAttribute(ENHANCED, '');

  let opener: HTMLElement | null = null;

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>('button');
    if (!button) return;

    const log = button.getAttribute(AUTH_DATA.log);
    if (log) console.log(log);

    const toggle = button.getAttribute(AUTH_DATA.passwordToggle);
    if (toggle) togglePassword(button, toggle);

    const switchTo = button.getAttribute(AUTH_DATA.switchTo);
    if (switchTo) {
      event.preventDefault(); // instead of the button's native command
      switchDialog(button, switchTo);
      return;
    }

    // Remember what opened the dialogs from the page (not from inside a dialog).
    const opens = button.getAttribute('commandfor');
    if (isAuthDialogId(opens) && button.getAttribute('command') === 'show-modal' && !button.closest('dialog')) {
      opener = button;
    }
    if (!NATIVE_COMMANDS) runDialogCommand(button);
  });

  // A form rendered after this ran still gets the spec's messages instead of the browser's bubbles.
  document.addEventListener(
    'invalid',
    (event) => {
      const form = (event.target as HTMLInputElement).form;
      if (!form?.hasAttribute(AUTH_DATA.form)) return;
      event.preventDefault();
      form.noValidate = true;
      validate(form);
    },
    true,
  );

  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const log = form.getAttribute(AUTH_DATA.form);
    if (log === null) return;
    event.preventDefault();
    if (!validate(form)) return;
    // Client-side only (spec §5): nothing is sent; the log says only that it happened, nothing personal.
    console.log(log);
    form.closest('dialog')?.close();
    form.reset();
  });

  // `close` does not bubble: listen in the capture phase.
  document.addEventListener(
    'close',
    (event) => {
      const dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement) || !isAuthDialogId(dialog.id)) return;
      const form = dialog.querySelector('form');
      if (form) clearErrors(form);
      if (Object.values(AUTH_DIALOG).some((id) => (document.getElementById(id) as HTMLDialogElement | null)?.open)) {
        return; // switched: the other one is open
      }
      focusOpener(opener);
      opener = null;
    },
    true,
  );
}

/** Whether this browser runs `commandfor` / `command` itself (Chromium 135, Firefox 144, Safari 26.2 and later). */
const NATIVE_COMMANDS = typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

/** For older browsers: what a dialog invoker button would do natively. */
function runDialogCommand(button: HTMLButtonElement) {
  const target = document.getElementById(button.getAttribute('commandfor') ?? '');
  if (!(target instanceof HTMLDialogElement)) return;
  const command = button.getAttribute('command');
  if (command === 'show-modal' && !target.open) target.showModal();
  else if ((command === 'close' || command === 'request-close') && target.open) target.close();
}

function isAuthDialogId(id: string | null): boolean {
  return id === AUTH_DIALOG.login || id === AUTH_DIALOG.signup;
}

function switchDialog(button: HTMLButtonElement, toId: string) {
  const from = button.closest('dialog');
  const to = document.getElementById(toId);
  if (!(to instanceof HTMLDialogElement)) return;
  from?.close();
  if (!to.open) to.showModal(); // already open below when Sign up had been opened before this script ran
}

/** The opener if it can take focus; if it sits in a closed popover (the phone menu), that popover's button. */
function focusOpener(opener: HTMLElement | null) {
  if (!opener?.isConnected) return;
  if (opener.checkVisibility()) {
    opener.focus();
    return;
  }
  const popover = opener.closest<HTMLElement>('[popover]');
  if (popover?.id) document.querySelector<HTMLElement>(`[popovertarget="${CSS.escape(popover.id)}"]`)?.focus();
}

function togglePassword(button: HTMLElement, inputId: string) {
  const input = document.getElementById(inputId);
  if (!(input instanceof HTMLInputElement)) return;
  const show = input.type === 'password';
  input.type = show ? 'text' : 'password';
  button.setAttribute('aria-pressed', String(show));
  const label = button.getAttribute(show ? 'data-hide-label' : 'data-show-label');
  if (label) button.setAttribute('aria-label', label);
}

/** Shows the spec's message under each wrong field; focuses the first. True when the form is valid. */
function validate(form: HTMLFormElement): boolean {
  const fields = [...form.querySelectorAll<HTMLInputElement>('input[required]')];
  const required = form.getAttribute(AUTH_DATA.requiredMessage) ?? '';
  const mismatch = form.getAttribute(AUTH_DATA.mismatchMessage) ?? '';
  let first: HTMLInputElement | null = null;
  for (const input of fields) {
    let error = '';
    if (!input.value.trim()) error = required;
    else {
      const otherId = input.getAttribute(AUTH_DATA.mustMatch);
      const other = otherId ? (document.getElementById(otherId) as HTMLInputElement | null) : null;
      // Only when the other password is filled in: an empty one already has its own message.
      if (other?.value.trim() && other.value !== input.value) error = mismatch;
    }
    showError(form, input, error);
    if (error && !first) first = input;
  }
  first?.focus();
  return !first;
}

function showError(form: HTMLFormElement, input: HTMLInputElement, message: string) {
  const line = form.querySelector<HTMLElement>(`[${AUTH_DATA.errorFor}="${CSS.escape(input.id)}"]`);
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
  if (!line) return;
  line.textContent = message;
  line.hidden = !message;
}

function clearErrors(form: HTMLFormElement) {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[required]')) showError(form, input, '');
}
