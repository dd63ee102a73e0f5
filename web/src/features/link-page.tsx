import {
  Alert,
  Box,
  Button,
  chakra,
  Field,
  Heading,
  type HTMLChakraProps,
  Link,
  Stack,
  Text,
  Textarea,
  type TextareaProps,
} from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { type ReactNode, type RefObject, useCallback, useRef, useState } from 'react';
import { Eyebrow } from '../components/eyebrow';
import { PANEL, PANEL_PADDING } from '../components/panel';
import { m } from '../i18n';
import { useHeadingFocus, useLinkToken } from './link-token';

/**
 * The card that the pages opened from an e-mailed link (/manage, /privacy/request) show their screens in, and the
 * pieces their screens share: one screen at a time, each with its own heading, which takes the focus when it changes.
 */

/** Every link page's screens include the first one, shown while the token is looked up. */
export type LoadingScreen = { name: 'loading' };

const LOADING: LoadingScreen = { name: 'loading' };

/**
 * The screen state of a link page: reads the link's token (link-token.ts), asks `load` for the screen it opens, and
 * `missing` when the page was opened without one. `open` asks again (a retry, or a recheck after a refusal).
 */
export function useLinkScreens<S extends { name: string }, A extends unknown[]>(
  load: (token: string, ...args: A) => Promise<S>,
  missing: () => S,
) {
  const [screen, setScreen] = useState<S | LoadingScreen>(LOADING);
  const token = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const open = useCallback(
    async (...args: A) => {
      const t = token.current ?? '';
      if (!t) {
        setScreen(missing());
        return;
      }
      setScreen(LOADING);
      setScreen(await load(t, ...args));
    },
    [load, missing],
  );

  // The token-reading hook calls `open` with no arguments: the first look-up has nothing to pass on.
  useLinkToken(token, open as () => void);
  useHeadingFocus(screen.name, heading);
  return { screen, setScreen, open, heading, tokenNow: () => token.current ?? '' };
}

/** A small badge above the heading: a tick when a change went through, a crossed calendar when it was cancelled. */
export type Badge = { icon: ReactNode; tone: 'done' | 'ended' };

/** The card: eyebrow, an optional badge, the screen's heading (focusable), its body, and what to do without scripts. */
export function LinkCard({
  testId,
  screen,
  eyebrow,
  eyebrowIcon,
  badge,
  heading,
  title,
  noscript,
  children,
}: {
  testId: string;
  screen: string;
  eyebrow: string;
  /** An icon before the eyebrow's words. */
  eyebrowIcon?: ReactNode;
  badge?: Badge | null;
  heading: RefObject<HTMLHeadingElement | null>;
  title: string;
  /** Shown, without JavaScript, under the loading screen (which never ends there). */
  noscript: ReactNode;
  children: ReactNode;
}) {
  const busy = screen === 'loading';
  return (
    <Box {...PANEL} p={PANEL_PADDING} aria-busy={busy} data-testid={testId} data-screen={screen}>
      {eyebrowIcon ? (
        <Eyebrow as="div" display="flex" alignItems="center" gap="2" mb="2">
          {eyebrowIcon}
          {eyebrow}
        </Eyebrow>
      ) : (
        <Eyebrow mb="2">{eyebrow}</Eyebrow>
      )}
      {badge ? (
        <Box
          w="12"
          h="12"
          rounded="full"
          mb="3"
          display="flex"
          alignItems="center"
          justifyContent="center"
          bg={badge.tone === 'ended' ? 'gray.100' : 'green.100'}
          color={badge.tone === 'ended' ? 'ink.800' : 'green.700'}
        >
          {badge.icon}
        </Box>
      ) : null}
      <Heading
        as="h1"
        ref={heading}
        tabIndex={-1}
        size={{ base: '2xl', md: '3xl' }}
        color="ink.900"
        lineHeight="1.2"
        mb="4"
        _focus={{ outline: 'none' }}
      >
        {title}
      </Heading>
      {children}
      {busy ? (
        <noscript>
          <Text fontSize="lg" color="ink.800" mt="2">
            {noscript}
          </Text>
        </noscript>
      ) : null}
    </Box>
  );
}

/** A way to reach the clinic inside a sentence (a phone number, an address): bold, underlined, in the text's colour. */
export function InlineContact({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} fontWeight="semibold" textDecoration="underline" color="inherit">
      {children}
    </Link>
  );
}

/** A screen's buttons: stacked on a phone, in a row on a wider screen. */
export function Actions({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="6" css={{ '& > *': { flexShrink: 0 } }}>
      {children}
    </Stack>
  );
}

/** A screen that is only a message and what the person can do next (a link that no longer works, a failed look-up). */
export function NoticeScreen({ testId, text, children }: { testId: string; text: ReactNode; children: ReactNode }) {
  return (
    <>
      <Text fontSize="lg" color="ink.800" data-testid={testId}>
        {text}
      </Text>
      <Actions>{children}</Actions>
    </>
  );
}

/** Asks the API again after a failed look-up: nothing has changed, so trying again is safe. */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button colorPalette="brand" size="lg" onClick={onRetry}>
      <RotateCw size={18} aria-hidden="true" />
      {m.forms_try_again()}
    </Button>
  );
}

/** Why a request did not go through, above the buttons that may try again. */
export function FailureAlert({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Alert.Root status="error" mt="5" rounded="lg" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}

/**
 * One request at a time from a screen's button: `sending` while it runs (a second press does nothing), and the
 * failure the screen shows, cleared when the request is sent again.
 */
export function useSending() {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  const send = async <T,>(request: () => Promise<T>): Promise<T | undefined> => {
    if (sending) return undefined;
    setFailure('');
    setSending(true);
    try {
      return await request();
    } finally {
      setSending(false);
    }
  };
  return { sending, failure, setFailure, send };
}

/** A screen's form: the browser's own checks off (the screen shows its own), and submitting calls `onSend`. */
export function SendForm({
  onSend,
  children,
  ...props
}: { onSend: () => void; children: ReactNode } & HTMLChakraProps<'form'>) {
  return (
    <chakra.form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
      {...props}
    >
      {children}
    </chakra.form>
  );
}

/** A few lines of free text (a reason, the details of a request), with its hint until it has an error. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  onChange,
  required,
  mt,
  ...control
}: {
  /** The control's id: the screen moves the focus to it when the server refuses what it says. */
  id: string;
  label: string;
  hint: string;
  error: string;
  onChange: (value: string) => void;
  required?: boolean;
  mt?: string;
} & Pick<TextareaProps, 'name' | 'value' | 'maxLength' | 'rows' | 'size' | 'placeholder'>) {
  return (
    <Field.Root required={required} invalid={!!error} mt={mt}>
      <Field.Label htmlFor={id}>
        {label}
        {required ? (
          <>
            {' '}
            <Field.RequiredIndicator />
          </>
        ) : null}
      </Field.Label>
      <Textarea id={id} {...control} onChange={(e) => onChange(e.target.value)} aria-invalid={!!error || undefined} />
      {error ? null : <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
