import { Alert, Box, Button, chakra, Field, Heading, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { RotateCw, ShieldCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { DATA_CONTACT, unbroken } from '../../../../common/clinic';
import { GRIEVANCE_DAYS, REQUEST_DAYS, REQUEST_KINDS, type RequestKind } from '../../../../common/privacy';
import { clinicDate, formatClinicDate } from '../../../../common/schedule';
import { MESSAGE_MAX } from '../../../../common/schemas/fields';
import { PRIVACY_LINK_INACTIVE, PrivacyActSchema } from '../../../../common/schemas/privacy';
import { ButtonLink, NavLink } from '../../components/links';
import { LinkLoading } from '../link-loading';
import { useHeadingFocus, useLinkToken } from '../link-token';
import { actOnRequest, type Held, openRequest, type PrivacyRequestSummary } from './privacy-api';

/** Where /privacy's request form is: the way to a new link. */
export const NEW_LINK_PATH = '/privacy#ask-about-your-data';

/** What the request card shows; each screen has its own heading. */
type Screen =
  | { name: 'loading' }
  | { name: 'choose'; email: string; held: Held }
  | { name: 'confirm-erasure'; email: string; held: Held }
  | { name: 'result'; email: string; request: PrivacyRequestSummary; earlier: boolean }
  | { name: 'inactive'; message: string }
  | { name: 'unavailable' };

const TRY_LATER = `We could not reach our system just now. Nothing has changed. Please try again in a few minutes, or write to ${DATA_CONTACT.email}.`;

/** What each choice does, under its label. */
const KIND_HINTS: Record<RequestKind, string> = {
  access: 'We e-mail you everything we hold for this address, at once.',
  correction: `Tell us what is wrong, and we will put it right within ${REQUEST_DAYS} days.`,
  erasure: 'We remove your name, e-mail, phone and messages at once.',
  grievance: `Tell us what went wrong. We will answer within ${GRIEVANCE_DAYS} days.`,
};

const DETAILS_LABELS: Partial<Record<RequestKind, string>> = {
  correction: 'What should we correct?',
  grievance: 'What went wrong?',
};

const SUBMIT_LABELS: Record<RequestKind, string> = {
  access: 'Send me the copy',
  correction: 'Send my correction',
  erasure: 'Continue',
  grievance: 'Send my complaint',
};

function count(n: number, one: string): string {
  if (n === 0) return `no ${one}s`;
  return `${n} ${one}${n === 1 ? '' : 's'}`;
}

/** "2 bookings (1 still ahead) and 1 message". */
export function heldText(held: Held): string {
  const ahead = held.bookings > 0 && held.upcoming > 0 ? ` (${held.upcoming} still ahead)` : '';
  return `${count(held.bookings, 'booking')}${ahead} and ${count(held.messages, 'message')}`;
}

/** A due date (end of a clinic day, in UTC) as its clinic date: "Monday, 22 December 2026". */
function dueLabel(dueAt: string | null): string {
  return dueAt ? formatClinicDate(clinicDate(new Date(dueAt))) : '';
}

function headingOf(screen: Screen): string {
  switch (screen.name) {
    case 'loading':
      return 'Your data';
    case 'choose':
      return 'What would you like us to do?';
    case 'confirm-erasure':
      return 'Erase your data?';
    case 'result':
      return resultHeading(screen.request);
    case 'inactive':
      return 'We could not open this link';
    case 'unavailable':
      return 'We could not open your request just now';
  }
}

function resultHeading(r: PrivacyRequestSummary): string {
  switch (r.kind) {
    case 'access':
      return 'A copy of your data is on its way';
    case 'erasure':
      return 'Your data is erased';
    case 'correction':
      return r.status === 'done' ? 'Your correction is done' : 'We have your request';
    case 'grievance':
      return r.status === 'done' ? 'We have answered your complaint' : 'We have your complaint';
    default:
      return 'Your request';
  }
}

/** What a request's result says, under its heading. */
function ResultBody({ email, request, earlier }: { email: string; request: PrivacyRequestSummary; earlier: boolean }) {
  const label = REQUEST_KINDS.find((k) => k.value === request.kind)?.label ?? '';
  const due = dueLabel(request.due_at);
  const done = request.done_at ? formatClinicDate(clinicDate(new Date(request.done_at))) : '';
  let text: ReactNode;
  switch (request.kind) {
    case 'access':
      text = `We have e-mailed a copy of everything we hold to ${email}.`;
      break;
    case 'erasure':
      text = `We have removed your name, e-mail, phone and messages from every booking and message we held for ${email}. Any appointment still ahead was cancelled. We have e-mailed you a confirmation.`;
      break;
    case 'correction':
    case 'grievance':
      text =
        request.status === 'done'
          ? `Done on ${done}${request.outcome ? `: ${request.outcome}` : '.'}`
          : request.kind === 'grievance'
            ? `Our ${DATA_CONTACT.role}, ${DATA_CONTACT.name}, will answer you by ${due}. We have e-mailed you a receipt.`
            : `We will answer by ${due}. We have e-mailed you a receipt.`;
      break;
    default:
      text = '';
  }
  return (
    <>
      {earlier ? (
        <Text color="ink.700" mb="3" data-testid="earlier-request">
          You used this link earlier to ask: “{label}”.
        </Text>
      ) : null}
      <Text fontSize="lg" color="ink.800" data-testid="request-result">
        {text}
      </Text>
      {request.kind === 'grievance' && request.status !== 'done' ? (
        <Text mt="3" color="ink.800">
          If you are not satisfied with our answer, you can complain to the Data Protection Board of India.
        </Text>
      ) : null}
      <Text mt="3" fontSize="sm" color="ink.700">
        Reference:{' '}
        <Text as="span" fontFamily="mono" wordBreak="break-all">
          {request.reference}
        </Text>
      </Text>
      <Text mt="6" color="ink.800">
        Need something else?{' '}
        <NavLink to={NEW_LINK_PATH} color="brand.fg" fontWeight="semibold">
          Ask for a new link
        </NavLink>{' '}
        on our privacy page.
      </Text>
    </>
  );
}

/** The four choices as cards, and the details a correction or a complaint needs. */
function ChooseForm({
  email,
  held,
  token,
  onErase,
  onDone,
  onInactive,
}: {
  email: string;
  held: Held;
  token: string;
  onErase: () => void;
  onDone: (r: PrivacyRequestSummary) => void;
  onInactive: (message: string) => void;
}) {
  const [kind, setKind] = useState<RequestKind | ''>('');
  const [details, setDetails] = useState('');
  const [kindError, setKindError] = useState('');
  const [detailsError, setDetailsError] = useState('');
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();
  const asksDetails = kind === 'correction' || kind === 'grievance';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setFailure('');
    const checked = v.safeParse(PrivacyActSchema.entries.kind, kind);
    if (!checked.success) {
      setKindError(checked.issues[0]?.message ?? 'Please choose what you would like us to do.');
      document.getElementById(`${id}-kind-0`)?.focus();
      return;
    }
    if (checked.output === 'erasure') {
      onErase();
      return;
    }
    setSending(true);
    const result = await actOnRequest(token, checked.output, asksDetails ? details : '');
    setSending(false);
    if (result.ok && result.data.request) {
      onDone(result.data.request);
      return;
    }
    if (!result.ok && result.status === 404) {
      onInactive(result.error ?? PRIVACY_LINK_INACTIVE);
      return;
    }
    if (!result.ok && result.fields?.details) {
      setDetailsError(result.fields.details);
      document.getElementById(`${id}-details`)?.focus();
      return;
    }
    setFailure((!result.ok && result.status === 409 && result.error) || TRY_LATER);
  };

  return (
    <chakra.form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-legend`} data-testid="privacy-choose">
      <Text fontSize="lg" color="ink.800" mb="5" data-testid="held">
        For <strong>{email}</strong> we hold {heldText(held)}.
      </Text>
      <Box as="fieldset" border="0" p="0" m="0" minW="0" aria-describedby={kindError ? `${id}-kind-error` : undefined}>
        <Box as="legend" id={`${id}-legend`} fontWeight="semibold" mb="3" color="ink.900">
          Choose one
        </Box>
        <Stack gap="3">
          {REQUEST_KINDS.map((k, i) => {
            const checked = kind === k.value;
            return (
              <Box
                as="label"
                key={k.value}
                display="flex"
                gap="3"
                alignItems="start"
                p="4"
                rounded="lg"
                borderWidth="2px"
                borderColor={checked ? 'brand.solid' : kindError ? 'border.error' : 'gray.200'}
                bg={checked ? 'brand.subtle' : 'white'}
                cursor="pointer"
                // The ring for keyboard focus only: a click on a card needs none.
                css={{
                  '&:has(:focus-visible)': { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
                }}
                data-testid={`kind-${k.value}`}
              >
                <chakra.input
                  type="radio"
                  id={`${id}-kind-${i}`}
                  name={`${id}-kind`}
                  value={k.value}
                  checked={checked}
                  onChange={() => {
                    setKind(k.value);
                    setKindError('');
                    setDetailsError('');
                    setFailure('');
                  }}
                  aria-describedby={`${id}-kind-${i}-hint`}
                  accentColor="brand.solid"
                  boxSize="4"
                  mt="1"
                  flexShrink={0}
                  _focusVisible={{ outline: 'none' }}
                />
                <Box>
                  <Text as="span" display="block" fontWeight="semibold" color="ink.900">
                    {k.label}
                  </Text>
                  <Text as="span" display="block" id={`${id}-kind-${i}-hint`} fontSize="sm" color="ink.700">
                    {KIND_HINTS[k.value]}
                  </Text>
                </Box>
              </Box>
            );
          })}
        </Stack>
        {kindError ? (
          <Text id={`${id}-kind-error`} color="fg.error" fontSize="sm" mt="2">
            {kindError}
          </Text>
        ) : null}
      </Box>
      {asksDetails ? (
        <Field.Root required invalid={!!detailsError} mt="5">
          <Field.Label htmlFor={`${id}-details`}>
            {DETAILS_LABELS[kind]} <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            id={`${id}-details`}
            name="details"
            value={details}
            maxLength={MESSAGE_MAX}
            rows={5}
            onChange={(e) => {
              setDetails(e.target.value);
              if (detailsError) setDetailsError('');
            }}
            aria-invalid={!!detailsError || undefined}
          />
          {detailsError ? null : (
            <Field.HelperText>
              {kind === 'correction'
                ? 'Tell us which detail is wrong, and what it should say.'
                : 'Tell us what happened and what you would like us to do.'}
            </Field.HelperText>
          )}
          <Field.ErrorText>{detailsError}</Field.ErrorText>
        </Field.Root>
      ) : null}
      {failure ? (
        <Alert.Root status="error" mt="5" rounded="lg" data-testid="request-error">
          <Alert.Indicator />
          <Alert.Description>
            {failure}{' '}
            {failure !== TRY_LATER ? (
              <NavLink to={NEW_LINK_PATH} fontWeight="semibold" textDecoration="underline">
                Ask for a new link
              </NavLink>
            ) : null}
          </Alert.Description>
        </Alert.Root>
      ) : null}
      <Button type="submit" colorPalette="brand" size="lg" mt="6" loading={sending} loadingText="Sending...">
        {kind ? SUBMIT_LABELS[kind] : 'Continue'}
      </Button>
    </chakra.form>
  );
}

/** Asks to confirm an erasure, saying plainly what it means for appointments still ahead. */
function ConfirmErasure({
  email,
  held,
  token,
  onBack,
  onDone,
  onInactive,
}: {
  email: string;
  held: Held;
  token: string;
  onBack: () => void;
  onDone: (r: PrivacyRequestSummary) => void;
  onInactive: (message: string) => void;
}) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');

  const erase = async () => {
    if (sending) return;
    setFailure('');
    setSending(true);
    const result = await actOnRequest(token, 'erasure', '');
    setSending(false);
    if (result.ok && result.data.request) {
      onDone(result.data.request);
      return;
    }
    if (!result.ok && result.status === 404) {
      onInactive(result.error ?? PRIVACY_LINK_INACTIVE);
      return;
    }
    setFailure((!result.ok && result.status === 409 && result.error) || TRY_LATER);
  };

  return (
    <Box data-testid="confirm-erasure">
      <Text fontSize="lg" color="ink.800">
        We will remove your name, e-mail, phone and messages from everything we hold for <strong>{email}</strong>:{' '}
        {heldText(held)}. This cannot be undone.
      </Text>
      {held.upcoming > 0 ? (
        <Alert.Root status="warning" mt="5" rounded="lg" data-testid="upcoming-warning">
          <Alert.Indicator />
          <Alert.Description fontSize="md">
            {held.upcoming === 1
              ? 'Your appointment still ahead will be cancelled.'
              : `Your ${held.upcoming} appointments still ahead will be cancelled.`}{' '}
            If you still want to see the doctor, you can book again afterwards.
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {failure ? (
        <Alert.Root status="error" mt="5" rounded="lg" data-testid="request-error">
          <Alert.Indicator />
          <Alert.Description>{failure}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="6">
        <Button colorPalette="red" size="lg" onClick={() => void erase()} loading={sending} loadingText="Erasing...">
          Yes, erase my data
        </Button>
        <Button variant="outline" colorPalette="brand" size="lg" onClick={onBack} disabled={sending}>
          Go back
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The privacy link's page (/privacy/request#<token>): opens the request the token names (proving the address is the
 * person's own; nothing else changes), shows what is held, and makes the request the person chooses, only when they
 * press its button. The token is read from the URL's fragment, taken out of the address bar at once, and kept in memory.
 */
export function PrivacyRequestView() {
  const [screen, setScreen] = useState<Screen>({ name: 'loading' });
  const token = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const open = useCallback(async () => {
    const t = token.current ?? '';
    if (!t) {
      setScreen({ name: 'inactive', message: PRIVACY_LINK_INACTIVE });
      return;
    }
    setScreen({ name: 'loading' });
    const result = await openRequest(t);
    if (result.ok) {
      const { email, held, request } = result.data;
      setScreen(request.kind ? { name: 'result', email, request, earlier: true } : { name: 'choose', email, held });
      return;
    }
    if (result.status === 404) {
      setScreen({ name: 'inactive', message: result.error ?? PRIVACY_LINK_INACTIVE });
      return;
    }
    setScreen({ name: 'unavailable' });
  }, []);

  useLinkToken(token, open);
  useHeadingFocus(screen.name, heading);

  const tokenNow = () => token.current ?? '';
  const inactive = (message: string) => setScreen({ name: 'inactive', message });
  const busy = screen.name === 'loading';

  let body: ReactNode;
  switch (screen.name) {
    case 'loading':
      body = <LinkLoading text="Opening your request…" />;
      break;
    case 'choose':
      body = (
        <ChooseForm
          email={screen.email}
          held={screen.held}
          token={tokenNow()}
          onErase={() => setScreen({ name: 'confirm-erasure', email: screen.email, held: screen.held })}
          onDone={(request) => setScreen({ name: 'result', email: screen.email, request, earlier: false })}
          onInactive={inactive}
        />
      );
      break;
    case 'confirm-erasure':
      body = (
        <ConfirmErasure
          email={screen.email}
          held={screen.held}
          token={tokenNow()}
          onBack={() => setScreen({ name: 'choose', email: screen.email, held: screen.held })}
          onDone={(request) => setScreen({ name: 'result', email: screen.email, request, earlier: false })}
          onInactive={inactive}
        />
      );
      break;
    case 'result':
      body = <ResultBody email={screen.email} request={screen.request} earlier={screen.earlier} />;
      break;
    case 'inactive':
      body = (
        <>
          <Text fontSize="lg" color="ink.800" data-testid="inactive-message">
            {screen.message}
          </Text>
          <Box mt="6">
            <ButtonLink to={NEW_LINK_PATH} colorPalette="brand" size="lg">
              Ask for a new link
            </ButtonLink>
          </Box>
        </>
      );
      break;
    case 'unavailable':
      body = (
        <>
          <Text fontSize="lg" color="ink.800" data-testid="unavailable-message">
            {TRY_LATER}
          </Text>
          <Box mt="6">
            <Button colorPalette="brand" size="lg" onClick={() => void open()}>
              <RotateCw size={18} aria-hidden="true" />
              Try again
            </Button>
          </Box>
        </>
      );
      break;
  }

  return (
    <Box
      bg="white"
      rounded="2xl"
      boxShadow="lg"
      borderWidth="1px"
      borderColor="brand.100"
      p={{ base: '5', md: '8' }}
      aria-busy={busy}
      data-testid="privacy-request"
      data-screen={screen.name}
    >
      <Box
        display="flex"
        alignItems="center"
        gap="2"
        color="brand.fg"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wider"
        fontSize="sm"
        mb="2"
      >
        <ShieldCheck size={16} aria-hidden="true" />
        Your data
      </Box>
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
        {headingOf(screen)}
      </Heading>
      {body}
      {busy ? (
        <noscript>
          <Text fontSize="lg" color="ink.800" mt="2">
            This page needs JavaScript to open the link from your e-mail. To ask about your data without it, please
            write to{' '}
            <Link
              href={`mailto:${DATA_CONTACT.email}`}
              fontWeight="semibold"
              textDecoration="underline"
              color="inherit"
            >
              {DATA_CONTACT.email}
            </Link>{' '}
            or call{' '}
            <Link
              href={`tel:${DATA_CONTACT.phoneE164}`}
              fontWeight="semibold"
              textDecoration="underline"
              color="inherit"
            >
              {unbroken(DATA_CONTACT.phone)}
            </Link>
            .
          </Text>
        </noscript>
      ) : null}
    </Box>
  );
}
