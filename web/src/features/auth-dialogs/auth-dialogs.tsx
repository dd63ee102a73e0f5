import {
  Button,
  CloseButton,
  chakra,
  Dialog,
  Field,
  IconButton,
  Input,
  InputGroup,
  Portal,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { AuthView } from '../../app/app';

const REQUIRED = 'Please fill out this field.';
const MISMATCH = 'Passwords do not match.';

type Errors = Record<string, string | undefined>;

function GoogleButton({ label }: { label: string }) {
  return (
    <Button
      type="button"
      variant="outline"
      w="full"
      onClick={() => console.log(`${label}: Continue with Google clicked`)}
    >
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
      Continue with Google
    </Button>
  );
}

function PasswordInput({
  id,
  value,
  onChange,
  label,
  autoComplete,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  label: string;
  autoComplete: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          me="-2"
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </IconButton>
      }
    >
      <Input
        id={id}
        type={shown ? 'text' : 'password'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
      />
    </InputGroup>
  );
}

function TextField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label htmlFor={id}>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function focusFirst(ids: string[], errors: Errors, keys: string[]) {
  const i = keys.findIndex((k) => errors[k]);
  if (i >= 0) requestAnimationFrame(() => document.getElementById(ids[i])?.focus());
}

function LoginForm({ onDone, onSwitch }: { onDone: () => void; onSwitch: () => void }) {
  const id = useId();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs: Errors = {
      email: values.email.trim() ? undefined : REQUIRED,
      password: values.password ? undefined : REQUIRED,
    };
    setErrors(errs);
    if (errs.email || errs.password) {
      focusFirst([`${id}-email`, `${id}-password`], errs, ['email', 'password']);
      return;
    }
    // Client-side only (spec §5): no account server exists yet.
    // The spec's dialogs only log; nothing personal goes into the log (not even the browser's console).
    console.log('Login submitted');
    onDone();
  };
  return (
    <chakra.form noValidate onSubmit={submit}>
      <Stack gap="4">
        <GoogleButton label="Login" />
        <Separator />
        <TextField id={`${id}-email`} label="Email" error={errors.email}>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
          />
        </TextField>
        <TextField id={`${id}-password`} label="Password" error={errors.password}>
          <PasswordInput
            id={`${id}-password`}
            label="Password"
            autoComplete="current-password"
            value={values.password}
            onChange={(p) => setValues((v) => ({ ...v, password: p }))}
          />
        </TextField>
        <Button
          type="button"
          variant="plain"
          colorPalette="brand"
          alignSelf="end"
          h="auto"
          p="0"
          onClick={() => console.log('Forgot password clicked')}
        >
          Forgot password?
        </Button>
        <Button type="submit" colorPalette="brand" w="full">
          Login
        </Button>
        <Text fontSize="sm" textAlign="center">
          Don&apos;t have an account?{' '}
          <Button type="button" variant="plain" colorPalette="brand" h="auto" p="0" onClick={onSwitch}>
            Sign up
          </Button>
        </Text>
      </Stack>
    </chakra.form>
  );
}

function SignupForm({ onDone, onSwitch }: { onDone: () => void; onSwitch: () => void }) {
  const id = useId();
  const [values, setValues] = useState({ fullName: '', phone: '', email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [loading, setLoading] = useState(false);
  const keys = ['fullName', 'phone', 'email', 'password', 'confirmPassword'] as const;
  const set = (k: (typeof keys)[number], v: string) => setValues((s) => ({ ...s, [k]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs: Errors = {};
    for (const k of keys) if (!values[k].trim()) errs[k] = REQUIRED;
    if (!errs.confirmPassword && !errs.password && values.password !== values.confirmPassword)
      errs.confirmPassword = MISMATCH;
    setErrors(errs);
    if (Object.values(errs).some(Boolean)) {
      focusFirst(
        keys.map((k) => `${id}-${k}`),
        errs,
        [...keys],
      );
      return;
    }
    setLoading(true);
    // Client-side only (spec §5): no account server exists yet.
    console.log('Sign up submitted');
    setLoading(false);
    onDone();
  };
  return (
    <chakra.form noValidate onSubmit={submit}>
      <Stack gap="4">
        <GoogleButton label="Sign up" />
        <Separator />
        <TextField id={`${id}-fullName`} label="Full Name" error={errors.fullName}>
          <Input
            id={`${id}-fullName`}
            autoComplete="name"
            value={values.fullName}
            onChange={(e) => set('fullName', e.target.value)}
          />
        </TextField>
        <TextField id={`${id}-phone`} label="Phone" error={errors.phone}>
          <Input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(e) => set('phone', e.target.value)}
          />
        </TextField>
        <TextField id={`${id}-email`} label="Email" error={errors.email}>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
          />
        </TextField>
        <TextField id={`${id}-password`} label="Password" error={errors.password}>
          <PasswordInput
            id={`${id}-password`}
            label="Password"
            autoComplete="new-password"
            value={values.password}
            onChange={(v) => set('password', v)}
          />
        </TextField>
        <TextField id={`${id}-confirmPassword`} label="Confirm Password" error={errors.confirmPassword}>
          <PasswordInput
            id={`${id}-confirmPassword`}
            label="Confirm password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(v) => set('confirmPassword', v)}
          />
        </TextField>
        <Button type="submit" colorPalette="brand" w="full" loading={loading}>
          Sign Up
        </Button>
        <Text fontSize="sm" textAlign="center">
          Already have an account?{' '}
          <Button type="button" variant="plain" colorPalette="brand" h="auto" p="0" onClick={onSwitch}>
            Login
          </Button>
        </Text>
      </Stack>
    </chakra.form>
  );
}

function AuthDialog({
  open,
  title,
  description,
  onClose,
  returnFocus,
  children,
}: {
  open: boolean;
  title: string;
  description: string;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root
      finalFocusEl={returnFocus}
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Stack gap="1">
                <Dialog.Title fontSize="xl">{title}</Dialog.Title>
                <Dialog.Description color="ink.700">{description}</Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The Login and Sign up dialogs (spec §2): they open, close and switch to each other; nothing is sent anywhere. */
export default function AuthDialogs({
  view,
  onViewChange,
  returnFocus,
}: {
  view: AuthView | null;
  onViewChange: (v: AuthView | null) => void;
  returnFocus: () => HTMLElement | null;
}) {
  const close = () => onViewChange(null);
  return (
    <>
      <AuthDialog
        open={view === 'login'}
        title="Login"
        description="Welcome back. Sign in to your account."
        onClose={close}
        returnFocus={returnFocus}
      >
        {view === 'login' ? <LoginForm onDone={close} onSwitch={() => onViewChange('signup')} /> : null}
      </AuthDialog>
      <AuthDialog
        open={view === 'signup'}
        title="Sign Up"
        description="Create an account to manage your appointments."
        onClose={close}
        returnFocus={returnFocus}
      >
        {view === 'signup' ? <SignupForm onDone={close} onSwitch={() => onViewChange('login')} /> : null}
      </AuthDialog>
    </>
  );
}
