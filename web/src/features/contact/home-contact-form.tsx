import { Alert, chakra, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { emptyContact } from '../../../../common/contact-form';
import { CONTACT_FORM_ACTION, VARIANT_FIELD } from '../../../../common/no-js-forms';
import { NOTICE_VERSION } from '../../../../common/privacy';
import { HONEYPOT_FIELD } from '../../../../common/schemas/fields';
import { Honeypot, honeypotField } from '../../components/honeypot';
import { PrivacyNotice } from '../../components/privacy-notice';
import { useTurnstile } from '../../components/turnstile';
import { m, pageLocale } from '../../i18n';
import { postJson } from '../api';
import { ContactFields } from './contact-fields';
import { SendButton } from './send-button';

const EMPTY = emptyContact('home');

/** The home page's contact form (#contact): fields required by the browser, values trimmed, an alert with the outcome. */
export function HomeContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const turnstile = useTurnstile('contact');
  const locale = pageLocale();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const body = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
    setSending(true);
    setOutcome(null);
    const result = await postJson(
      '/api/contact',
      { ...body, notice_version: NOTICE_VERSION, locale, ...honeypotField(honeypot) },
      turnstile.headers,
    );
    setSending(false);
    turnstile.reset();
    if (result.ok) {
      setValues(EMPTY);
      setOutcome({ ok: true, text: m.forms_contact_sent() });
    } else {
      // The browser autofilled the hidden field: empty it, so the next press goes through.
      if (result.fields && HONEYPOT_FIELD in result.fields) setHoneypot('');
      setOutcome({ ok: false, text: result.error ?? m.forms_contact_failed() });
    }
  };

  return (
    <chakra.form
      // Sent before (or without) the script, the form posts to the server's own contact form (docs/decisions/011):
      // never a GET with the patient's details in the URL.
      method="post"
      action={CONTACT_FORM_ACTION}
      onSubmit={onSubmit}
      aria-label={m.forms_contact_home_form_label()}
      data-testid="home-contact-form"
    >
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <input type="hidden" name={VARIANT_FIELD} value="home" />
      <input type="hidden" name="notice_version" value={NOTICE_VERSION} />
      <input type="hidden" name="locale" value={locale} />
      <Stack gap="4">
        <ContactFields
          variant="home"
          values={values}
          onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        />
        {outcome ? (
          <Alert.Root status={outcome.ok ? 'success' : 'error'} role="alert" data-testid="contact-alert">
            <Alert.Indicator />
            <Alert.Title>{outcome.text}</Alert.Title>
          </Alert.Root>
        ) : null}
        <PrivacyNotice form="contact" />
        {turnstile.element}
        <SendButton sending={sending} />
      </Stack>
    </chakra.form>
  );
}
