import { Box, Button, chakra, Heading, HStack } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  API_FIELD_TO_DRAFT,
  appointmentBody,
  bookingSuccess,
  closedMessage,
  type Draft,
  EMPTY_DRAFT,
  type FieldName,
  stepErrors,
  stepOf,
  stepTitles,
  submitLabel,
  type Variant,
} from '../../../../common/booking/draft';
import type { BookedPayment, BookingPaymentTerms } from '../../../../common/booking/payment';
import { HONEYPOT_FIELD } from '../../../../common/platform/fields';
import { BOOKING_FORM_ACTION, FORM_STEP_FIELD, VARIANT_FIELD } from '../../../../common/platform/no-js-forms';
import { Honeypot, honeypotField } from '../../components/honeypot';
import { PrivacyNotice } from '../../components/privacy-notice';
import { useTurnstile } from '../../components/turnstile';
import { notify, prepareToasts } from '../../components/ui/notify';
import { m, pageLocale } from '../../i18n';
import { newDraftKey, postJson } from '../api';
import type { Picked } from '../reports/prepare';
import { UploadList } from '../reports/report-lists';
import { useUploads } from '../reports/use-uploads';
import { BookingSummary } from './booking-summary';
import { useFollowUpPrefill } from './follow-up-prefill';
import { PaymentNext, PaymentNote } from './payment-note';
import { phoneMessagesOffered } from './phone-messages';
import type { ReportsChoice } from './reports-field';
import { StepIndicator } from './step-indicator';
import { useDayState } from './time-slots';
import { WizardStep } from './wizard-step';

/** The four-step booking wizard: the home page's ("Submit Form") or the booking page's ("Confirm Booking"). */
export function BookingWizard({ variant }: { variant: Variant }) {
  const [step, setStep] = useState(1);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [sending, setSending] = useState(false);
  const [draftKey, setDraftKey] = useState(newDraftKey);
  const [refresh, setRefresh] = useState(0);
  const [resetCount, setResetCount] = useState(0);
  const [honeypot, setHoneypot] = useState('');
  const turnstile = useTurnstile('booking');
  // The reports chosen (sent once the booking is stored, each on its own: decision 029), and those on their way.
  const [picked, setPicked] = useState<Picked[]>([]);
  const uploads = useUploads();
  const locale = pageLocale();
  const success = bookingSuccess(locale);
  const formId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const paymentRef = useRef<HTMLDivElement>(null);
  // The date's free places, asked while its step is shown (common/booking/schedule.ts answers the rules at once).
  const day = useDayState(step === 2 ? draft.date : '', refresh);
  const fid = (name: FieldName) => `${formId}-${name}`;
  // The fee's terms from the date's answer (kept for the last step), and a booking's payment once it is made.
  const [terms, setTerms] = useState<BookingPaymentTerms | undefined>();
  const [payment, setPayment] = useState<BookedPayment | undefined>();
  const dayPayment = (day.data as { payment?: BookingPaymentTerms } | undefined)?.payment;
  const dayAnswered = !!day.data;
  useEffect(() => {
    if (dayAnswered) setTerms(dayPayment);
  }, [dayAnswered, dayPayment]);
  // Opened from a follow-up reminder: the patient's name is filled in, and the e-mail and phone when the reminder was
  // e-mailed (the code, never the details, is in the link; a phone's link yields no contact details).
  useFollowUpPrefill(
    useCallback(
      (p) => setDraft((d) => ({ ...d, fullName: p.full_name, email: p.email ?? d.email, phone: p.phone ?? d.phone })),
      [],
    ),
  );

  const set = <K extends FieldName>(name: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [name]: value }));
    // The age and the under-18 box are checked together: changing the age may settle the box's error too.
    const settles: FieldName[] = name === 'age' ? ['age', 'patientUnder18'] : [name];
    if (settles.some((n) => errors[n]))
      setErrors((e) => ({ ...e, ...Object.fromEntries(settles.map((n) => [n, undefined])) }));
  };

  const choosePicked = (next: Picked[]) => {
    setPicked(next);
    // The summary lists them, and the booking says whether the patient has reports (reports_uploaded).
    setDraft((d) => ({ ...d, reportsName: next.map((p) => p.file.name).join(', ') }));
  };
  const reports: ReportsChoice = {
    picked,
    add: (more) => choosePicked([...picked, ...more]),
    remove: (key) => choosePicked(picked.filter((p) => p.key !== key)),
  };

  const goTo = (n: number) => {
    setStep(n);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const focusFirstError = (errs: Partial<Record<FieldName, string>>) => {
    const first = (Object.keys(errs) as FieldName[]).find((k) => errs[k]);
    if (first) requestAnimationFrame(() => document.getElementById(fid(first))?.focus());
  };

  const next = () => {
    const errs = stepErrors(variant, step, draft, locale);
    if (step === 2 && draft.time && day.data && !errs.date) {
      const slot = day.data.slots.find((s) => s.time === draft.time);
      // Picked from the default week while the date's answer was on its way: a day without sessions says why.
      if (!day.data.open) errs.time = day.data.message ?? closedMessage('closed', locale);
      else if (slot && !slot.available) errs.time = closedMessage('full', locale);
      else if (!slot) errs.time = m.forms_error_slot_gone();
    }
    setErrors(errs);
    if (Object.keys(errs).length) {
      focusFirstError(errs);
      return;
    }
    goTo(step + 1);
  };

  const submit = async () => {
    // Re-check every step: the patient may have come back and changed something.
    for (let s = 1; s <= 3; s++) {
      const errs = stepErrors(variant, s, draft, locale);
      if (Object.keys(errs).length) {
        setErrors(errs);
        goTo(s);
        focusFirstError(errs);
        return;
      }
    }
    setSending(true);
    const result = await postJson(
      '/api/appointment',
      // The page's language: the API stores it with the booking, and every e-mail to the patient is in it.
      {
        ...appointmentBody(variant, draft, { phoneMessages: phoneMessagesOffered() }),
        locale,
        ...honeypotField(honeypot),
      },
      { 'Idempotency-Key': draftKey, ...turnstile.headers },
    );
    setSending(false);
    turnstile.reset();
    if (result.ok) {
      const booked = result.data as { id?: string; upload?: { token: string }; payment?: BookedPayment };
      // A place held for its payment is not booked yet: the panel above the form says so and leads to the payment.
      if (!booked.payment?.required) {
        void notify({ type: 'success', title: success.title, description: success.text, duration: 8000 });
      }
      setPayment(booked.payment);
      if (picked.length && booked.id && booked.upload) {
        // The booking stands whatever becomes of its files: each is sent now with the booking's grant, and the list
        // above the form says which arrived.
        void uploads.start(
          { url: '/api/reports', fields: { booking: booked.id, upload: booked.upload.token } },
          picked,
        );
      }
      setPicked([]);
      setDraft(EMPTY_DRAFT);
      setErrors({});
      setDraftKey(newDraftKey());
      setResetCount((c) => c + 1);
      goTo(1);
      // Paying is what comes next (or may): its panel, above the emptied form, takes the focus from the first step.
      if (booked.payment) requestAnimationFrame(() => paymentRef.current?.focus());
      return;
    }
    void notify({
      type: 'error',
      title: m.forms_error_title(),
      description: result.error ?? m.forms_booking_failure(),
      duration: 8000,
    });
    if (result.fields && HONEYPOT_FIELD in result.fields) {
      // The browser autofilled the hidden field: empty it, so the patient's next press (the toast asks for it) goes
      // through. Everything typed stays, on this step.
      setHoneypot('');
      return;
    }
    if (result.status === 409) {
      // The slot filled up while the patient was deciding: back to Date & Time with fresh availability.
      setErrors({ time: result.error ?? m.forms_error_slot_gone() });
      setDraft((d) => ({ ...d, time: '' }));
      setDraftKey(newDraftKey());
      setRefresh((r) => r + 1);
      goTo(2);
      return;
    }
    if (result.status === 400 && result.fields) {
      const mapped: Partial<Record<FieldName, string>> = {};
      for (const [k, msg] of Object.entries(result.fields)) {
        const name = API_FIELD_TO_DRAFT[k];
        if (name) mapped[name] = msg;
      }
      setErrors(mapped);
      setDraftKey(newDraftKey());
      // Show the refused field where it is asked.
      const first = (Object.keys(mapped) as FieldName[])[0];
      if (first && stepOf(variant, first) !== step) {
        goTo(stepOf(variant, first));
        focusFirstError(mapped);
      }
    }
  };

  return (
    <chakra.form
      // Sent before (or without) the script, the form posts to the server's own booking form (docs/decisions/011):
      // never a GET with the patient's details in the URL.
      method="post"
      action={BOOKING_FORM_ACTION}
      onFocus={prepareToasts}
      noValidate
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        if (step < 4) next();
        else if (!sending) void submit();
      }}
      bg="white"
      rounded="2xl"
      boxShadow="lg"
      borderWidth="1px"
      borderColor="brand.100"
      p={{ base: '5', md: '8' }}
      aria-labelledby={`${formId}-title`}
      data-testid={`booking-wizard-${variant}`}
    >
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <input type="hidden" name={VARIANT_FIELD} value={variant} />
      <input type="hidden" name={FORM_STEP_FIELD} value={step} />
      {/* The page's language, so the server's answer to a form sent without the script is in it too. */}
      <input type="hidden" name="locale" value={locale} />
      {uploads.items.length ? (
        <Box mb="6" p="4" rounded="lg" borderWidth="1px" borderColor="brand.100" bg="brand.50">
          <Heading as={variant === 'page' ? 'h3' : 'h4'} size="sm" mb="2" color="ink.900">
            {m.forms_reports_title()}
          </Heading>
          <UploadList items={uploads.items} onRetry={(key) => void uploads.retry(key)} />
        </Box>
      ) : null}
      {payment ? (
        <PaymentNext payment={payment} level={variant === 'page' ? 'h3' : 'h4'} panelRef={paymentRef} />
      ) : null}
      <StepIndicator step={step} />
      <Heading
        // On the booking page the wizard follows the page's h1; on home it sits in the h2 "Book an Appointment" section.
        as={variant === 'page' ? 'h2' : 'h3'}
        id={`${formId}-title`}
        ref={headingRef}
        tabIndex={-1}
        size="lg"
        mt="6"
        mb="5"
        color="ink.900"
        _focus={{ outline: 'none' }}
      >
        {stepTitles(locale)[step - 1]}
      </Heading>
      {step < 4 ? (
        <WizardStep
          variant={variant}
          step={step}
          draft={draft}
          errors={errors}
          fid={fid}
          set={set}
          onBookedFor={(value) => {
            set('bookedFor', value);
            // Their messages depend on who books: the next Next checks them again.
            setErrors((e) => ({ ...e, fullName: undefined, age: undefined }));
          }}
          day={day}
          resetKey={resetCount}
          reports={reports}
        />
      ) : (
        <>
          <BookingSummary variant={variant} draft={draft} />
          {terms ? <PaymentNote terms={terms} level={variant === 'page' ? 'h3' : 'h4'} /> : null}
        </>
      )}
      {step === 4 ? (
        <>
          <PrivacyNotice form="booking" mt="6" />
          <Box mt="6">{turnstile.element}</Box>
        </>
      ) : null}
      <HStack justify="space-between" mt="8">
        <Button
          type="button"
          variant="outline"
          colorPalette="brand"
          onClick={() => goTo(step - 1)}
          disabled={step === 1 || sending}
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {m.forms_previous()}
        </Button>
        {step < 4 ? (
          <Button type="submit" colorPalette="brand">
            {m.forms_next()}
            <ArrowRight size={16} aria-hidden="true" />
          </Button>
        ) : (
          <Button
            type="submit"
            colorPalette="brand"
            disabled={sending}
            loading={sending}
            loadingText={m.forms_sending()}
          >
            {submitLabel(variant, locale)}
          </Button>
        )}
      </HStack>
    </chakra.form>
  );
}
