import { chakra } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { contactTexts } from '../../../../common/contact/facts';
import { DEFAULT_SUBJECT } from '../../../../common/contact/schema';
import { CONTACT_FORM_ACTION } from '../../../../common/platform/no-js-forms';
import { notify, prepareToasts } from '../../components/ui/notify';
import { m } from '../../i18n';
import { ContactFormBody, useContactForm } from './contact-form-parts';

/** The /contact form: one name, a subject choice (General Inquiry when none), toasts for every outcome (spec §8). */
export function ContactPageForm() {
  const form = useContactForm('page');
  const texts = contactTexts(form.locale);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (form.sending) return;
    if (form.missing()) {
      void notify({ type: 'error', title: m.forms_validation_title(), description: m.forms_fill_required() });
      return;
    }
    const v = form.trimmed();
    // The /contact form asks no phone; the API's body has one.
    const result = await form.send({ ...v, phone: '', subject: v.subject || DEFAULT_SUBJECT });
    if (result.ok) {
      void notify({ type: 'success', title: texts.successTitle, description: texts.successText });
      return;
    }
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
      <ContactFormBody form={form} />
    </chakra.form>
  );
}
