import { chakra, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { contactTexts, emptyContact } from '../../../../common/contact-form';
import { CONTACT_FORM_ACTION, VARIANT_FIELD } from '../../../../common/no-js-forms';
import { NOTICE_VERSION } from '../../../../common/privacy';
import { DEFAULT_SUBJECT } from '../../../../common/schemas/contact';
import { HONEYPOT_FIELD } from '../../../../common/schemas/fields';
import { Honeypot, honeypotField } from '../../components/honeypot';
import { PrivacyNotice } from '../../components/privacy-notice';
import { useTurnstile } from '../../components/turnstile';
import { notify, prepareToasts } from '../../components/ui/notify';
import { m, pageLocale } from '../../i18n';
import { postJson } from '../api';
import { ContactFields } from './contact-fields';
import { SendButton } from './send-button';

const EMPTY = emptyContact('page');

/** The /contact form: one name, a subject choice (General Inquiry when none), toasts for every outcome (spec §8). */
export function ContactPageForm() {
  const [values, setValues] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const turnstile = useTurnstile('contact');
  const locale = pageLocale();
  const texts = contactTexts(locale);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const name = (values.name ?? '').trim();
    const email = (values.email ?? '').trim();
    const message = (values.message ?? '').trim();
    if (!name || !email || !message) {
      void notify({ type: 'error', title: m.forms_validation_title(), description: m.forms_fill_required() });
      return;
    }
    setSending(true);
    const result = await postJson(
      '/api/contact',
      {
        name,
        email,
        phone: '',
        subject: values.subject || DEFAULT_SUBJECT,
        message,
        notice_version: NOTICE_VERSION,
        locale,
        ...honeypotField(honeypot),
      },
      turnstile.headers,
    );
    setSending(false);
    turnstile.reset();
    if (result.ok) {
      void notify({
        type: 'success',
        title: texts.successTitle,
        description: texts.successText,
      });
      setValues(EMPTY);
      return;
    }
    // The browser autofilled the hidden field: empty it, so the next press goes through.
    if (result.fields && HONEYPOT_FIELD in result.fields) setHoneypot('');
    void notify({
      type: 'error',
      title: m.forms_error_title(),
      description: result.error ?? (result.network ? m.forms_contact_failed_retry() : m.forms_contact_failed()),
    });
  };

  return (
    <chakra.form
      // Sent before (or without) the script, the form posts to the server's own contact form (docs/decisions/011):
      // never a GET with the patient's details in the URL.
      method="post"
      action={CONTACT_FORM_ACTION}
      noValidate
      onSubmit={onSubmit}
      onFocus={prepareToasts}
      aria-label={m.forms_contact_page_form_label()}
      data-testid="contact-page-form"
    >
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <input type="hidden" name={VARIANT_FIELD} value="page" />
      <input type="hidden" name="notice_version" value={NOTICE_VERSION} />
      <input type="hidden" name="locale" value={locale} />
      <Stack gap="4">
        <ContactFields
          variant="page"
          values={values}
          onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        />
        <PrivacyNotice form="contact" />
        {turnstile.element}
        <SendButton sending={sending} />
      </Stack>
    </chakra.form>
  );
}
