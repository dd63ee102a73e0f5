import { Alert, Box, Button, chakra, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import { DATA_CONTACT } from '../../../../common/clinic/facts';
import { EMAIL_MAX, HONEYPOT_FIELD } from '../../../../common/platform/fields';
import { PrivacyStartSchema } from '../../../../common/privacy/schema';
import { Honeypot, honeypotField } from '../../components/honeypot';
import { useTurnstile } from '../../components/turnstile';
import { m, pageLocale } from '../../i18n';
import { startRequest } from './privacy-api';

/**
 * The form's own words. They default to the page's language (web/messages/forms); a notice page may still give its
 * own. The server's answers come in the page's language, and are shown as they are sent.
 */
export interface PrivacyFormCopy {
  formLabel: string;
  emailLabel: string;
  emailHelp: string;
  /** Shown when the address typed is not an e-mail address, before anything is sent. */
  emailInvalid?: string;
  submit: string;
  sending: string;
  tryAgain: string;
  noScript: string;
}

/** The form's words in the page's language. */
function pageCopy(): PrivacyFormCopy {
  return {
    formLabel: m.forms_privacy_form_label(),
    emailLabel: m.forms_privacy_email_label(),
    emailHelp: m.forms_privacy_email_help(),
    submit: m.forms_privacy_submit(),
    sending: m.forms_sending(),
    tryAgain: m.forms_privacy_try_again({ email: DATA_CONTACT.email }),
    noScript: m.forms_privacy_noscript({ email: DATA_CONTACT.email, phone: DATA_CONTACT.phone }),
  };
}

/**
 * The /privacy request form: an address, and a link sent to it that proves it is the person's own. The answer is the
 * same whatever the address, so the form tells nobody whether the clinic holds anything for it.
 */
export function PrivacyStartForm({ copy = pageCopy() }: { copy?: PrivacyFormCopy }) {
  const locale = pageLocale();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState('');
  const [sending, setSending] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const turnstile = useTurnstile('privacy');
  const id = useId();
  const inputId = `${id}-email`;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setFailure('');
    setSent('');
    const checked = v.safeParse(PrivacyStartSchema.entries.email, email, { lang: locale });
    if (!checked.success) {
      setError(copy.emailInvalid ?? checked.issues[0]?.message ?? 'Please enter your email address.');
      document.getElementById(inputId)?.focus();
      return;
    }
    setError('');
    setSending(true);
    const result = await startRequest(checked.output, honeypotField(honeypot), turnstile.headers);
    setSending(false);
    turnstile.reset();
    if (result.ok) {
      setSent(result.data.message);
      setEmail('');
      return;
    }
    // The browser autofilled the hidden field: empty it, so the next press goes through.
    if (result.fields && HONEYPOT_FIELD in result.fields) setHoneypot('');
    if (result.fields?.email) {
      setError(result.fields.email);
      document.getElementById(inputId)?.focus();
      return;
    }
    setFailure(result.error ?? copy.tryAgain);
  };

  return (
    <chakra.form
      // Sent before the script runs, the form posts here: never a GET with the address in the URL.
      method="post"
      action="/api/not-ready"
      noValidate
      onSubmit={onSubmit}
      aria-label={copy.formLabel}
      data-testid="privacy-start-form"
    >
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <input type="hidden" name="locale" value={locale} />
      <Stack gap="4" maxW="lg">
        <Field.Root required invalid={!!error}>
          <Field.Label htmlFor={inputId}>
            {copy.emailLabel} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            id={inputId}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (error) setError('');
            }}
            aria-invalid={!!error || undefined}
          />
          {error ? null : <Field.HelperText>{copy.emailHelp}</Field.HelperText>}
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        {turnstile.element}
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          alignSelf="start"
          loading={sending}
          loadingText={copy.sending}
        >
          <Mail size={18} aria-hidden="true" />
          {copy.submit}
        </Button>
        <Box aria-live="polite">
          {sent ? (
            <Alert.Root status="success" rounded="lg" data-testid="privacy-link-sent">
              <Alert.Indicator />
              <Alert.Description fontSize="md">{sent}</Alert.Description>
            </Alert.Root>
          ) : null}
          {failure ? (
            <Alert.Root status="error" rounded="lg" data-testid="privacy-link-failed">
              <Alert.Indicator />
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Root>
          ) : null}
        </Box>
        <noscript>
          <Text color="ink.800">{copy.noScript}</Text>
        </noscript>
      </Stack>
    </chakra.form>
  );
}
