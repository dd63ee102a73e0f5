import { Alert, Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { clinicDate } from '../../../../common/booking/schedule';
import { DATA_CONTACT, unbroken } from '../../../../common/clinic/facts';
import { DATA_CONTACT_ROLE_HI_NAMED } from '../../../../common/clinic/facts.hi';
import { dateLabel } from '../../../../common/i18n/dates';
import { MESSAGE_MAX } from '../../../../common/platform/fields';
import { GRIEVANCE_DAYS, REQUEST_DAYS, REQUEST_KINDS, type RequestKind } from '../../../../common/privacy/facts';
import { ButtonLink, NavLink } from '../../components/links';
import { PlainFieldset } from '../../components/ui/plain-fieldset';
import { richText } from '../../components/ui/rich-text';
import { m, pageLocale } from '../../i18n';
import { LinkLoading } from '../link-loading';
import {
  Actions,
  FailureAlert,
  InlineContact,
  LinkCard,
  type LoadingScreen,
  NoticeScreen,
  RetryButton,
  SendForm,
  TextAreaField,
  useLinkScreens,
  useSending,
} from '../link-page';
import { type ActAnswer, actOnRequest, type Held, openRequest, type PrivacyRequestSummary } from './privacy-api';

/** Where /privacy's request form is: the way to a new link. */
export const NEW_LINK_PATH = '/privacy#ask-about-your-data';

/** What the request card shows; each screen has its own heading. */
type Screen =
  | LoadingScreen
  | { name: 'choose'; email: string; held: Held }
  | { name: 'confirm-erasure'; email: string; held: Held }
  // `email` is null when a used link was opened again: it no longer tells the address.
  | { name: 'result'; email: string | null; request: PrivacyRequestSummary; earlier: boolean }
  | { name: 'inactive'; message: string }
  | { name: 'unavailable' };

/** Nothing could be asked just now: nothing has changed, and trying again is safe. */
function tryLater(): string {
  return m.forms_privacy_try_later({ email: DATA_CONTACT.email });
}

/** The one answer for a link that is unknown, used up or expired (the API's words, when it has not answered). */
function linkInactive(): string {
  return m.forms_privacy_link_inactive();
}

/** Each choice's words (common/privacy/facts.ts's REQUEST_KINDS, in the page's language): label, what it does, its button. */
const KIND_TEXT: Record<RequestKind, { label: () => string; hint: () => string; submit: () => string }> = {
  access: {
    label: m.forms_privacy_kind_access,
    hint: m.forms_privacy_hint_access,
    submit: m.forms_privacy_submit_access,
  },
  correction: {
    label: m.forms_privacy_kind_correction,
    hint: () => m.forms_privacy_hint_correction({ days: REQUEST_DAYS }),
    submit: m.forms_privacy_submit_correction,
  },
  // Erasure asks to confirm first: its button goes on to that.
  erasure: {
    label: m.forms_privacy_kind_erasure,
    hint: m.forms_privacy_hint_erasure,
    submit: m.forms_privacy_continue,
  },
  grievance: {
    label: m.forms_privacy_kind_grievance,
    hint: () => m.forms_privacy_hint_grievance({ days: GRIEVANCE_DAYS }),
    submit: m.forms_privacy_submit_grievance,
  },
};

function bookingsText(n: number): string {
  if (n === 0) return m.forms_privacy_bookings_none();
  return n === 1 ? m.forms_privacy_bookings_one() : m.forms_privacy_bookings_other({ count: n });
}

function messagesText(n: number): string {
  if (n === 0) return m.forms_privacy_messages_none();
  return n === 1 ? m.forms_privacy_messages_one() : m.forms_privacy_messages_other({ count: n });
}

/** "2 bookings (1 still ahead) and 1 message", in the page's language. */
export function heldText(held: Held): string {
  const ahead = held.bookings > 0 && held.upcoming > 0 ? m.forms_privacy_ahead({ count: held.upcoming }) : '';
  return m.forms_privacy_held({ bookings: bookingsText(held.bookings), ahead, messages: messagesText(held.messages) });
}

/** An instant (a due date: the end of a clinic day, in UTC) as its clinic date: "Monday, 22 December 2026". */
function dayOf(at: string | null): string {
  return at ? dateLabel(clinicDate(new Date(at)), pageLocale()) : '';
}

function headingOf(screen: Screen): string {
  switch (screen.name) {
    case 'loading':
      return m.forms_privacy_heading_loading();
    case 'choose':
      return m.forms_privacy_heading_choose();
    case 'confirm-erasure':
      return m.forms_privacy_heading_erase();
    case 'result':
      return resultHeading(screen.request);
    case 'inactive':
      return m.forms_link_inactive_heading();
    case 'unavailable':
      return m.forms_privacy_heading_unavailable();
  }
}

function resultHeading(r: PrivacyRequestSummary): string {
  switch (r.kind) {
    case 'access':
      return m.forms_privacy_result_access();
    case 'erasure':
      return m.forms_privacy_result_erasure();
    case 'correction':
      return r.status === 'done' ? m.forms_privacy_result_correction_done() : m.forms_privacy_result_correction_open();
    case 'grievance':
      return r.status === 'done' ? m.forms_privacy_result_grievance_done() : m.forms_privacy_result_grievance_open();
    default:
      return m.forms_privacy_result_other();
  }
}

/** What a request's result says, under its heading. */
function ResultBody({
  email,
  request,
  earlier,
}: {
  email: string | null;
  request: PrivacyRequestSummary;
  earlier: boolean;
}) {
  const label = request.kind ? KIND_TEXT[request.kind].label() : '';
  const due = dayOf(request.due_at);
  const done = dayOf(request.done_at);
  let text: ReactNode;
  switch (request.kind) {
    case 'access':
      text = email === null ? m.forms_privacy_text_access_earlier() : m.forms_privacy_text_access({ email });
      break;
    case 'erasure':
      text = email === null ? m.forms_privacy_text_erasure_earlier() : m.forms_privacy_text_erasure({ email });
      break;
    case 'correction':
    case 'grievance':
      text =
        request.status === 'done'
          ? request.outcome
            ? m.forms_privacy_text_done_outcome({ date: done, outcome: request.outcome })
            : m.forms_privacy_text_done({ date: done })
          : request.kind === 'grievance'
            ? m.forms_privacy_text_grievance_open({
                role: pageLocale() === 'en' ? DATA_CONTACT.role : DATA_CONTACT_ROLE_HI_NAMED,
                name: DATA_CONTACT.name,
                date: due,
              })
            : m.forms_privacy_text_correction_open({ date: due });
      break;
    default:
      text = '';
  }
  return (
    <>
      {earlier ? (
        <Text color="ink.700" mb="3" data-testid="earlier-request">
          {m.forms_privacy_earlier({ label })}
        </Text>
      ) : null}
      <Text fontSize="lg" color="ink.800" data-testid="request-result">
        {text}
      </Text>
      {request.kind === 'grievance' && request.status !== 'done' ? (
        <Text mt="3" color="ink.800">
          {m.forms_privacy_board()}
        </Text>
      ) : null}
      <Text mt="3" fontSize="sm" color="ink.700" data-testid="used-link">
        {m.forms_privacy_used_link()}
      </Text>
      <Text mt="3" fontSize="sm" color="ink.700">
        {m.forms_privacy_reference()}{' '}
        <Text as="span" fontFamily="mono" wordBreak="break-all">
          {request.reference}
        </Text>
      </Text>
      <Text mt="6" color="ink.800">
        {richText(m.forms_privacy_something_else, {
          link: (
            <NavLink to={NEW_LINK_PATH} color="brand.fg" fontWeight="semibold">
              {m.forms_privacy_new_link()}
            </NavLink>
          ),
        })}
      </Text>
    </>
  );
}

/** What the two screens that make a request are told, and call when it is answered. */
interface RequestProps {
  email: string;
  held: Held;
  token: string;
  onDone: (r: PrivacyRequestSummary) => void;
  onInactive: (message: string) => void;
}

/**
 * What a request's answer shows: its result, a dead link's screen (404), or the failure above the button (the API's
 * words for a conflict, else "try later").
 */
function settle(result: ActAnswer, on: RequestProps, onFailure: (text: string) => void): void {
  if (result.ok && result.data.request) on.onDone(result.data.request);
  else if (!result.ok && result.status === 404) on.onInactive(result.error ?? linkInactive());
  else onFailure((!result.ok && result.status === 409 && result.error) || tryLater());
}

/** The four choices as cards, and the details a correction or a complaint needs. */
function ChooseForm({ onErase, ...props }: RequestProps & { onErase: () => void }) {
  const { email, held, token } = props;
  const [kind, setKind] = useState<RequestKind | ''>('');
  const [details, setDetails] = useState('');
  const [kindError, setKindError] = useState('');
  const [detailsError, setDetailsError] = useState('');
  const { sending, failure, setFailure, send } = useSending();
  const id = useId();
  const asksDetails = kind === 'correction' || kind === 'grievance';

  const onSubmit = async () => {
    if (sending) return;
    setFailure('');
    if (!kind) {
      setKindError(m.forms_privacy_choose_kind());
      document.getElementById(`${id}-kind-0`)?.focus();
      return;
    }
    if (kind === 'erasure') {
      onErase();
      return;
    }
    const result = await send(() => actOnRequest(token, kind, asksDetails ? details : ''));
    if (!result) return;
    if (!result.ok && result.status !== 404 && result.fields?.details) {
      setDetailsError(result.fields.details);
      document.getElementById(`${id}-details`)?.focus();
      return;
    }
    settle(result, props, setFailure);
  };

  return (
    <SendForm onSend={() => void onSubmit()} aria-labelledby={`${id}-legend`} data-testid="privacy-choose">
      <Text fontSize="lg" color="ink.800" mb="5" data-testid="held">
        {richText(m.forms_privacy_we_hold, { email: <strong>{email}</strong>, held: heldText(held) })}
      </Text>
      <PlainFieldset aria-describedby={kindError ? `${id}-kind-error` : undefined}>
        <Box as="legend" id={`${id}-legend`} fontWeight="semibold" mb="3" color="ink.900">
          {m.forms_privacy_choose_one()}
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
                    {KIND_TEXT[k.value].label()}
                  </Text>
                  <Text as="span" display="block" id={`${id}-kind-${i}-hint`} fontSize="sm" color="ink.700">
                    {KIND_TEXT[k.value].hint()}
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
      </PlainFieldset>
      {asksDetails ? (
        <TextAreaField
          id={`${id}-details`}
          name="details"
          label={kind === 'correction' ? m.forms_privacy_details_correction() : m.forms_privacy_details_grievance()}
          value={details}
          onChange={(value) => {
            setDetails(value);
            if (detailsError) setDetailsError('');
          }}
          error={detailsError}
          hint={
            kind === 'correction' ? m.forms_privacy_details_hint_correction() : m.forms_privacy_details_hint_grievance()
          }
          maxLength={MESSAGE_MAX}
          rows={5}
          required
          mt="5"
        />
      ) : null}
      {failure ? (
        <FailureAlert testId="request-error">
          {failure}{' '}
          {failure !== tryLater() ? (
            <NavLink to={NEW_LINK_PATH} fontWeight="semibold" textDecoration="underline">
              {m.forms_privacy_new_link()}
            </NavLink>
          ) : null}
        </FailureAlert>
      ) : null}
      <Button type="submit" colorPalette="brand" size="lg" mt="6" loading={sending} loadingText={m.forms_sending()}>
        {kind ? KIND_TEXT[kind].submit() : m.forms_privacy_continue()}
      </Button>
    </SendForm>
  );
}

/** Asks to confirm an erasure, saying plainly what it means for appointments still ahead. */
function ConfirmErasure({ onBack, ...props }: RequestProps & { onBack: () => void }) {
  const { email, held, token } = props;
  const { sending, failure, setFailure, send } = useSending();

  const erase = async () => {
    const result = await send(() => actOnRequest(token, 'erasure', ''));
    if (result) settle(result, props, setFailure);
  };

  return (
    <Box data-testid="confirm-erasure">
      <Text fontSize="lg" color="ink.800">
        {richText(m.forms_privacy_erase_confirm, { email: <strong>{email}</strong>, held: heldText(held) })}
      </Text>
      {held.upcoming > 0 ? (
        <Alert.Root status="warning" mt="5" rounded="lg" data-testid="upcoming-warning">
          <Alert.Indicator />
          <Alert.Description fontSize="md">
            {held.upcoming === 1
              ? m.forms_privacy_upcoming_one()
              : m.forms_privacy_upcoming_other({ count: held.upcoming })}{' '}
            {m.forms_privacy_book_again()}
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {failure ? <FailureAlert testId="request-error">{failure}</FailureAlert> : null}
      <Actions>
        <Button
          colorPalette="red"
          size="lg"
          onClick={() => void erase()}
          loading={sending}
          loadingText={m.forms_privacy_erasing()}
        >
          {m.forms_privacy_erase_yes()}
        </Button>
        <Button variant="outline" colorPalette="brand" size="lg" onClick={onBack} disabled={sending}>
          {m.forms_privacy_go_back()}
        </Button>
      </Actions>
    </Box>
  );
}

/** The screen a token opens: the choices while the link is unused, the request once it was used. */
async function load(token: string): Promise<Screen> {
  const result = await openRequest(token);
  if (result.ok) {
    const { email, held, request } = result.data;
    if (request.kind) return { name: 'result', email: null, request, earlier: true };
    if (email !== undefined && held) return { name: 'choose', email, held };
    return { name: 'unavailable' };
  }
  if (result.status === 404) return { name: 'inactive', message: result.error ?? linkInactive() };
  return { name: 'unavailable' };
}

function missing(): Screen {
  return { name: 'inactive', message: linkInactive() };
}

/**
 * The privacy link's page (/privacy/request#<token>): opens the request the token names (proving the address is the
 * person's own; nothing else changes), shows what is held, and makes the request the person chooses, only when they
 * press its button. The token is read from the URL's fragment, taken out of the address bar at once, and kept in memory.
 */
export function PrivacyRequestView() {
  const { screen, setScreen, open, heading, tokenNow } = useLinkScreens(load, missing);

  const inactive = (message: string) => setScreen({ name: 'inactive', message });

  let body: ReactNode;
  switch (screen.name) {
    case 'loading':
      body = <LinkLoading text={m.forms_privacy_opening()} />;
      break;
    case 'choose':
    case 'confirm-erasure': {
      const { email, held } = screen;
      const props: RequestProps = {
        email,
        held,
        token: tokenNow(),
        onDone: (request) => setScreen({ name: 'result', email, request, earlier: false }),
        onInactive: inactive,
      };
      body =
        screen.name === 'choose' ? (
          <ChooseForm {...props} onErase={() => setScreen({ name: 'confirm-erasure', email, held })} />
        ) : (
          <ConfirmErasure {...props} onBack={() => setScreen({ name: 'choose', email, held })} />
        );
      break;
    }
    case 'result':
      body = <ResultBody email={screen.email} request={screen.request} earlier={screen.earlier} />;
      break;
    case 'inactive':
      body = (
        <NoticeScreen testId="inactive-message" text={screen.message}>
          <ButtonLink to={NEW_LINK_PATH} colorPalette="brand" size="lg">
            {m.forms_privacy_new_link()}
          </ButtonLink>
        </NoticeScreen>
      );
      break;
    case 'unavailable':
      body = (
        <NoticeScreen testId="unavailable-message" text={tryLater()}>
          <RetryButton onRetry={() => void open()} />
        </NoticeScreen>
      );
      break;
  }

  return (
    <LinkCard
      testId="privacy-request"
      screen={screen.name}
      eyebrow={m.forms_privacy_heading_loading()}
      eyebrowIcon={<ShieldCheck size={16} aria-hidden="true" />}
      heading={heading}
      title={headingOf(screen)}
      noscript={richText(m.forms_privacy_request_noscript, {
        email: <InlineContact href={`mailto:${DATA_CONTACT.email}`}>{DATA_CONTACT.email}</InlineContact>,
        phone: <InlineContact href={`tel:${DATA_CONTACT.phoneE164}`}>{unbroken(DATA_CONTACT.phone)}</InlineContact>,
      })}
    >
      {body}
    </LinkCard>
  );
}
