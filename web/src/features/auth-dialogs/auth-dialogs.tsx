import { Box, Button, chakra, IconButton, Input, InputGroup, Separator, Stack, Text } from '@chakra-ui/react';
import { Eye, EyeOff, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { m } from '../../i18n';
import { AUTH_DATA, AUTH_DIALOG, ENHANCED } from './contract';

/**
 * The Login and Sign up dialogs (spec §2): they open, close and switch to each other; nothing is sent anywhere.
 *
 * They are native <dialog> elements in every public page's HTML, so they work from the first paint and without
 * JavaScript: invoker buttons (`commandfor` + `command`) open and close them, Escape and a tap on the backdrop close
 * them, focus is trapped while open and goes back to the opener, required fields are checked by the browser, and a
 * form with method="dialog" closes its dialog when valid (no request, nothing in a URL). Without script, "Sign up"
 * opens its dialog over Login and "Login" closes it again, showing Login below.
 *
 * web/src/enhance/auth-dialogs.ts then adds what needs script: the spec's messages under the fields with a red
 * border, the password toggles, the logs, a real switch (one dialog at a time) and focus back to the first opener.
 *
 * Every text is in the page's language, the messages the enhancement shows included (they ride on the form, so the
 * enhancement has no text of its own). The logs stay English: they are the spec's, and nobody reads them but a
 * developer.
 */

// A literal colour, not a token: ::backdrop does not inherit custom properties in every browser.
const BACKDROP = 'rgba(0, 0, 0, 0.36)';

const dialogCss = {
  // The UA's dialog box, reset; then full screen on phones and a centred card from `sm` (as Chakra's dialog was).
  p: '0',
  border: 'none',
  outline: '0',
  color: 'inherit',
  bg: 'bg.panel',
  textStyle: 'sm',
  boxShadow: 'lg',
  overflow: 'hidden',
  w: { base: '100dvw', sm: 'calc(100% - 2rem)' },
  maxW: { base: '100dvw', sm: 'lg' },
  h: { base: '100dvh', sm: 'fit-content' },
  maxH: { base: '100dvh', sm: 'calc(100dvh - 7.5rem)' },
  m: { base: '0', sm: 'auto' },
  borderRadius: { base: '0', sm: 'l3' },
  '&[open]': {
    display: 'flex',
    flexDirection: 'column',
    animationName: 'scale-in, fade-in',
    animationDuration: 'moderate',
  },
  '&::backdrop': { background: BACKDROP },
  '&[open]::backdrop': { animationName: 'fade-in', animationDuration: 'slow' },
  _motionReduce: { '&[open], &[open]::backdrop': { animation: 'none' } },
  // The page behind a modal dialog does not scroll (the gutter stays, so nothing shifts).
  'html:has(&:modal)': { overflow: 'hidden', scrollbarGutter: 'stable' },
} as const;

function AuthDialog({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Box asChild css={dialogCss}>
      <dialog id={id} aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`} closedby="any">
        <Stack gap="1" px="6" pt="6" pb="4" pe="12">
          <chakra.h2 id={`${id}-title`} fontSize="xl" lineHeight="1.75rem" fontWeight="semibold">
            {title}
          </chakra.h2>
          <Text id={`${id}-description`} color="ink.700">
            {description}
          </Text>
        </Stack>
        <Box flex="1" px="6" pt="2" pb="6" overflowY="auto">
          {children}
        </Box>
        <IconButton asChild variant="ghost" size="sm" position="absolute" top="2" insetEnd="2">
          <button type="button" commandfor={id} command="close" aria-label={m.chrome_auth_close()}>
            <X aria-hidden="true" />
          </button>
        </IconButton>
      </dialog>
    </Box>
  );
}

function GoogleButton({ log }: { log: string }) {
  return (
    <Button asChild variant="outline" w="full">
      <button type="button" {...{ [AUTH_DATA.log]: log }}>
        <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <path
            fill="#FFC107"
            d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9z"
          />
          <path
            fill="#FF3D00"
            d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
          />
          <path
            fill="#4CAF50"
            d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
          />
          <path
            fill="#1976D2"
            d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
          />
        </svg>
        {m.chrome_auth_google()}
      </button>
    </Button>
  );
}

/** A required field: label with its red asterisk, the control, and the line its error goes in (empty until then). */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={id} display="flex" alignItems="center" gap="1" textStyle="sm" fontWeight="medium">
        {label}
        <chakra.span color="fg.error" lineHeight="1" aria-hidden="true">
          *
        </chakra.span>
      </chakra.label>
      {children}
      <Text
        id={`${id}-error`}
        hidden
        display="inline-flex"
        fontWeight="medium"
        color="fg.error"
        textStyle="xs"
        {...{ [AUTH_DATA.errorFor]: id }}
      />
    </Stack>
  );
}

/** The attributes every field's input shares: required, and tied to its error line. */
function fieldProps(id: string, name: string) {
  return { id, name, required: true, 'aria-describedby': `${id}-error`, 'aria-errormessage': `${id}-error` };
}

function TextInput({
  id,
  name,
  type = 'text',
  autoComplete,
}: {
  id: string;
  name: string;
  type?: string;
  autoComplete: string;
}) {
  return <Input {...fieldProps(id, name)} type={type} autoComplete={autoComplete} />;
}

/** A password input with its show / hide button (shown once the enhancement runs, which it needs). */
function PasswordInput({
  id,
  name,
  showLabel,
  hideLabel,
  autoComplete,
  mustMatch,
}: {
  id: string;
  name: string;
  /** The toggle's name while the password is hidden ("Show password") and while it is shown ("Hide password"). */
  showLabel: string;
  hideLabel: string;
  autoComplete: string;
  mustMatch?: string;
}) {
  return (
    <InputGroup
      endElement={
        <IconButton
          asChild
          variant="ghost"
          size="sm"
          me="-2"
          css={{
            '&[aria-pressed=true] .icon-show, &[aria-pressed=false] .icon-hide': { display: 'none' },
            // A button that would do nothing is not shown: it needs the enhancement, which marks <html>.
            [`html:not([${ENHANCED}]) &`]: { display: 'none' },
          }}
        >
          <button
            type="button"
            aria-controls={id}
            aria-pressed="false"
            aria-label={showLabel}
            data-show-label={showLabel}
            data-hide-label={hideLabel}
            {...{ [AUTH_DATA.passwordToggle]: id }}
          >
            <Eye size={18} aria-hidden="true" className="icon-show" />
            <EyeOff size={18} aria-hidden="true" className="icon-hide" />
          </button>
        </IconButton>
      }
    >
      <Input
        {...fieldProps(id, name)}
        type="password"
        autoComplete={autoComplete}
        {...(mustMatch ? { [AUTH_DATA.mustMatch]: mustMatch } : {})}
      />
    </InputGroup>
  );
}

/** "Sign up" in Login, "Login" in Sign up: see the module comment for what each does with and without script. */
function SwitchButton({ to, children, ...command }: { to: string; children: ReactNode } & CommandAttributes) {
  return (
    <Button asChild variant="plain" colorPalette="brand" h="auto" p="0">
      <button type="button" {...command} {...{ [AUTH_DATA.switchTo]: to }}>
        {children}
      </button>
    </Button>
  );
}

type CommandAttributes = { commandfor: string; command: 'show-modal' | 'close' };

/** One field of a form: a text input, or (with `password`) a password input with its show / hide button. */
type FieldSpec = {
  id: string;
  name: string;
  label: string;
  autoComplete: string;
  type?: 'email' | 'tel';
  /** A password input; its toggle's names, when not "Show password" / "Hide password". */
  password?: true | { show: string; hide: string };
  /** The id of the field this one must equal (a repeated password). */
  mustMatch?: string;
};

function FieldControl({ id, name, autoComplete, type, password, mustMatch }: FieldSpec) {
  if (!password) return <TextInput id={id} name={name} type={type} autoComplete={autoComplete} />;
  const labels =
    password === true ? { show: m.chrome_auth_show_password(), hide: m.chrome_auth_hide_password() } : password;
  return (
    <PasswordInput
      id={id}
      name={name}
      showLabel={labels.show}
      hideLabel={labels.hide}
      autoComplete={autoComplete}
      mustMatch={mustMatch}
    />
  );
}

/**
 * A dialog's form: Google, its fields, Login's "Forgot password?" (`forgot`), the submit button, then the line that
 * switches to the other dialog (`swap`, and the switch button as children). `log` names the form in what the
 * enhancement logs ("Login submitted", "Login: Continue with Google clicked").
 */
function AuthForm({
  log,
  fields,
  forgot,
  submit,
  swap,
  children,
}: {
  log: string;
  fields: FieldSpec[];
  forgot?: boolean;
  submit: string;
  swap: string;
  children: ReactNode;
}) {
  const messages = {
    [AUTH_DATA.requiredMessage]: m.chrome_auth_required(),
    [AUTH_DATA.mismatchMessage]: m.chrome_auth_mismatch(),
  };
  return (
    <chakra.form method="dialog" {...{ [AUTH_DATA.form]: `${log} submitted` }} {...messages}>
      <Stack gap="4">
        <GoogleButton log={`${log}: Continue with Google clicked`} />
        <Separator />
        {fields.map((f) => (
          <Field key={f.id} id={f.id} label={f.label}>
            <FieldControl {...f} />
          </Field>
        ))}
        {forgot ? (
          <Button asChild variant="plain" colorPalette="brand" alignSelf="end" h="auto" p="0">
            <button type="button" {...{ [AUTH_DATA.log]: 'Forgot password clicked' }}>
              {m.chrome_auth_forgot_password()}
            </button>
          </Button>
        ) : null}
        <Button type="submit" colorPalette="brand" w="full">
          {submit}
        </Button>
        <Text fontSize="sm" textAlign="center">
          {swap} {children}
        </Text>
      </Stack>
    </chakra.form>
  );
}

function LoginForm() {
  const fields: FieldSpec[] = [
    { id: 'login-email', name: 'email', type: 'email', autoComplete: 'email', label: m.chrome_auth_email() },
    {
      id: 'login-password',
      name: 'password',
      password: true,
      autoComplete: 'current-password',
      label: m.chrome_auth_password(),
    },
  ];
  return (
    <AuthForm
      log="Login"
      fields={fields}
      forgot
      submit={m.chrome_auth_login_submit()}
      swap={m.chrome_auth_no_account()}
    >
      <SwitchButton to={AUTH_DIALOG.signup} commandfor={AUTH_DIALOG.signup} command="show-modal">
        {m.chrome_auth_to_signup()}
      </SwitchButton>
    </AuthForm>
  );
}

function SignupForm() {
  const confirm = { show: m.chrome_auth_show_confirm_password(), hide: m.chrome_auth_hide_confirm_password() };
  const fields: FieldSpec[] = [
    { id: 'signup-full-name', name: 'fullName', autoComplete: 'name', label: m.chrome_auth_full_name() },
    { id: 'signup-phone', name: 'phone', type: 'tel', autoComplete: 'tel', label: m.chrome_auth_phone() },
    { id: 'signup-email', name: 'email', type: 'email', autoComplete: 'email', label: m.chrome_auth_email() },
    {
      id: 'signup-password',
      name: 'password',
      password: true,
      autoComplete: 'new-password',
      label: m.chrome_auth_password(),
    },
    {
      id: 'signup-confirm-password',
      name: 'confirmPassword',
      password: confirm,
      autoComplete: 'new-password',
      label: m.chrome_auth_confirm_password(),
      mustMatch: 'signup-password',
    },
  ];
  return (
    <AuthForm log="Sign up" fields={fields} submit={m.chrome_auth_signup_submit()} swap={m.chrome_auth_have_account()}>
      {/* Without script Sign up lies over Login, so closing it shows Login; the enhancement swaps them instead. */}
      <SwitchButton to={AUTH_DIALOG.login} commandfor={AUTH_DIALOG.signup} command="close">
        {m.chrome_auth_to_login()}
      </SwitchButton>
    </AuthForm>
  );
}

/** Both dialogs, closed; rendered once in the layout of every public page. */
export function AuthDialogs() {
  const dialogs = [
    {
      id: AUTH_DIALOG.login,
      title: m.chrome_auth_login_title(),
      description: m.chrome_auth_login_description(),
      form: <LoginForm />,
    },
    {
      id: AUTH_DIALOG.signup,
      title: m.chrome_auth_signup_title(),
      description: m.chrome_auth_signup_description(),
      form: <SignupForm />,
    },
  ];
  return (
    <>
      {dialogs.map((d) => (
        <AuthDialog key={d.id} id={d.id} title={d.title} description={d.description}>
          {d.form}
        </AuthDialog>
      ))}
    </>
  );
}
