import { Stack } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { type ContactVariant, contactFields, emptyContact } from '../../../../common/contact/facts';
import { HONEYPOT_FIELD } from '../../../../common/platform/fields';
import { VARIANT_FIELD } from '../../../../common/platform/no-js-forms';
import { NOTICE_VERSION } from '../../../../common/privacy/facts';
import { Honeypot, honeypotField } from '../../components/honeypot';
import { PrivacyNotice } from '../../components/privacy-notice';
import { useTurnstile } from '../../components/turnstile';
import { pageLocale } from '../../i18n';
import { postJson } from '../api';
import { ContactFields } from './contact-fields';
import { SendButton } from './send-button';

/**
 * A contact form's state and its sending: the values of its definition's fields, POST /api/contact with the notice's
 * version, the page's language, the honeypot and Turnstile's headers. A stored message empties the form; a honeypot
 * the browser filled in is emptied, so the next press goes through.
 */
export function useContactForm(variant: ContactVariant) {
  const [values, setValues] = useState(() => emptyContact(variant));
  const [sending, setSending] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const turnstile = useTurnstile('contact');
  const locale = pageLocale();

  /** The values trimmed, and whether a field the form requires is empty. */
  const trimmed = () => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
  const missing = () => contactFields(variant).some((f) => f.required && !(values[f.name] ?? '').trim());

  const send = async (body: Record<string, string>) => {
    setSending(true);
    const result = await postJson(
      '/api/contact',
      { ...body, notice_version: NOTICE_VERSION, locale, ...honeypotField(honeypot) },
      turnstile.headers,
    );
    setSending(false);
    turnstile.reset();
    if (result.ok) setValues(emptyContact(variant));
    else if (result.fields && HONEYPOT_FIELD in result.fields) setHoneypot('');
    return result;
  };

  return { variant, values, setValues, sending, honeypot, setHoneypot, turnstile, locale, trimmed, missing, send };
}

/**
 * What is inside either contact form: the honeypot and the hidden fields a post without the script carries, the
 * fields, what the form shows after them (`children`), the privacy notice, Turnstile and the send button.
 */
export function ContactFormBody({ form, children }: { form: ReturnType<typeof useContactForm>; children?: ReactNode }) {
  return (
    <>
      <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
      <input type="hidden" name={VARIANT_FIELD} value={form.variant} />
      <input type="hidden" name="notice_version" value={NOTICE_VERSION} />
      <input type="hidden" name="locale" value={form.locale} />
      <Stack gap="4">
        <ContactFields
          variant={form.variant}
          values={form.values}
          onChange={(name, value) => form.setValues((v) => ({ ...v, [name]: value }))}
        />
        {children}
        <PrivacyNotice form="contact" />
        {form.turnstile.element}
        <SendButton sending={form.sending} />
      </Stack>
    </>
  );
}
