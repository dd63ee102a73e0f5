import { Alert, chakra } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { CONTACT_FORM_ACTION } from '../../../../common/platform/no-js-forms';
import { m } from '../../i18n';
import { ContactFormBody, useContactForm } from './contact-form-parts';

/** The home page's contact form (#contact): fields required by the browser, values trimmed, an alert with the outcome. */
export function HomeContactForm() {
  const form = useContactForm('home');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (form.sending) return;
    setOutcome(null);
    const result = await form.send(form.trimmed());
    setOutcome(
      result.ok
        ? { ok: true, text: m.forms_contact_sent() }
        : { ok: false, text: result.error ?? m.forms_contact_failed() },
    );
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
      <ContactFormBody form={form}>
        {outcome ? (
          <Alert.Root status={outcome.ok ? 'success' : 'error'} role="alert" data-testid="contact-alert">
            <Alert.Indicator />
            <Alert.Title>{outcome.text}</Alert.Title>
          </Alert.Root>
        ) : null}
      </ContactFormBody>
    </chakra.form>
  );
}
