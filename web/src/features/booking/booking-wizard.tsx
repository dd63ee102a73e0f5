import {
  Box,
  Button,
  chakra,
  DataList,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { ArrowLeft, ArrowRight, BadgeCheck, Check, Stethoscope } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import {
  API_FIELD_TO_DRAFT,
  ageUnder18,
  appointmentBody,
  bookedForChoices,
  bookingLabel,
  bookingLabels,
  bookingTexts,
  closedMessage,
  type Draft,
  dateLabel,
  EMPTY_DRAFT,
  EXTRA_MAX,
  type FieldName,
  genders,
  patientUnder18,
  REPORT_ACCEPT,
  reasonGroups,
  relationshipLabel,
  relationships,
  stepErrors,
  stepOf,
  stepTitles,
  submitLabel,
  type TextFieldName,
  timeLabel,
  type Variant,
  visitReasonHint,
} from '../../../../common/booking-draft';
import { DOCTOR, DOCTOR_OPTION } from '../../../../common/clinic';
import { DOCTOR_HI } from '../../../../common/clinic.hi';
import { BOOKING_FORM_ACTION, FORM_STEP_FIELD, VARIANT_FIELD } from '../../../../common/no-js-forms';
import {
  clinicDate,
  dayClosedReason,
  isRealDate,
  lastBookableDate,
  TIME_SLOT_LABELS,
} from '../../../../common/schedule';
import { EMAIL_MAX, HONEYPOT_FIELD, MESSAGE_MAX, NAME_MAX, PHONE_MAX } from '../../../../common/schemas/fields';
import { NOT_SURE, notSureLabel, visitReasonLabel } from '../../../../common/visit-reasons';
import { Honeypot, honeypotField } from '../../components/honeypot';
import { PrivacyNotice } from '../../components/privacy-notice';
import { useTurnstile } from '../../components/turnstile';
import { notify, prepareToasts } from '../../components/ui/notify';
import { m, pageLocale } from '../../i18n';
import { newDraftKey, postJson } from '../api';
import { useAvailability } from './availability';

/**
 * The doctor as the forms show them: "Dr. Rajiv Malhotra (Pulmonologist)"; in Hindi "Dr. Rajiv Malhotra,
 * पल्मोनोलॉजिस्ट (फेफड़ों के विशेषज्ञ)", whose specialty carries brackets of its own.
 */
function doctorShown(): string {
  return m.forms_doctor_shown({ name: DOCTOR.name, specialty: doctorSpecialty() });
}

/** The doctor's specialty in the page's language (common/clinic.ts, common/clinic.hi.ts). */
function doctorSpecialty(): string {
  return pageLocale() === 'en' ? DOCTOR.specialty : DOCTOR_HI.specialty;
}

function StepIndicator({ step }: { step: number }) {
  const titles = stepTitles(pageLocale());
  return (
    <Box>
      <Box
        as="ol"
        display="flex"
        gap={{ base: '1', md: '2' }}
        listStyleType="none"
        p="0"
        m="0"
        aria-label={m.forms_steps_label()}
      >
        {titles.map((title, i) => {
          const n = i + 1;
          const state = n === step ? 'active' : n < step ? 'completed' : 'pending';
          return (
            <Box
              as="li"
              key={title}
              flex="1"
              data-state={state}
              aria-current={state === 'active' ? 'step' : undefined}
              display="flex"
              flexDirection="column"
              alignItems="center"
              gap="1.5"
              textAlign="center"
            >
              <Box
                w="9"
                h="9"
                rounded="full"
                display="flex"
                alignItems="center"
                justifyContent="center"
                fontWeight="bold"
                fontSize="sm"
                bg={state === 'pending' ? 'gray.100' : 'brand.solid'}
                color={state === 'pending' ? 'ink.700' : 'white'}
                outline={state === 'active' ? '3px solid' : undefined}
                outlineColor="brand.200"
              >
                {state === 'completed' ? <Check size={18} aria-hidden="true" /> : n}
              </Box>
              <Text
                fontSize={{ base: 'xs', md: 'sm' }}
                fontWeight={state === 'active' ? 'semibold' : 'normal'}
                color={state === 'pending' ? 'ink.700' : 'ink.900'}
              >
                {title}
                <Box as="span" srOnly>
                  {state === 'completed'
                    ? m.forms_step_state_completed()
                    : state === 'pending'
                      ? m.forms_step_state_pending()
                      : m.forms_step_state_current()}
                </Box>
              </Text>
            </Box>
          );
        })}
      </Box>
      <Text mt="3" textAlign="center" fontSize="sm" color="ink.700" aria-live="polite">
        {m.forms_step_of({ step })}
      </Text>
    </Box>
  );
}

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
  const locale = pageLocale();
  const texts = bookingTexts(locale);
  const formId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Only a complete date on an open day is worth asking the server about; while a date is being typed, or for a
  // past, closed or too-distant day, the rules in common/schedule.ts answer at once.
  const dateIsReal = isRealDate(draft.date);
  const localReason = step === 2 && dateIsReal ? dayClosedReason(draft.date) : null;
  const availability = useAvailability(step === 2 && dateIsReal && !localReason ? draft.date : '', refresh);
  const labels = bookingLabels(variant, locale);
  const other = draft.bookedFor === 'other';
  const labelOf = (name: FieldName) => bookingLabel(variant, name, draft.bookedFor, locale);
  const fid = (name: FieldName) => `${formId}-${name}`;

  const set = <K extends FieldName>(name: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [name]: value }));
    // The age and the under-18 box are checked together: changing the age may settle the box's error too.
    const settles: FieldName[] = name === 'age' ? ['age', 'patientUnder18'] : [name];
    if (settles.some((n) => errors[n]))
      setErrors((e) => ({ ...e, ...Object.fromEntries(settles.map((n) => [n, undefined])) }));
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
    if (step === 2 && draft.time && availability.data) {
      const slot = availability.data.slots.find((s) => s.time === draft.time);
      if (slot && !slot.available) errs.time = closedMessage('full', locale);
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
      { ...appointmentBody(variant, draft), locale, ...honeypotField(honeypot) },
      { 'Idempotency-Key': draftKey, ...turnstile.headers },
    );
    setSending(false);
    turnstile.reset();
    if (result.ok) {
      void notify({ type: 'success', title: texts.successTitle, description: texts.successText, duration: 8000 });
      setDraft(EMPTY_DRAFT);
      setErrors({});
      setDraftKey(newDraftKey());
      setResetCount((c) => c + 1);
      goTo(1);
      return;
    }
    void notify({
      type: 'error',
      title: m.forms_error_title(),
      description: result.error ?? texts.failureText,
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

  const field = (name: FieldName, control: ReactNode, opts: { required?: boolean; helper?: string } = {}) => (
    <Field.Root invalid={!!errors[name]} required={opts.required} key={name}>
      <Field.Label htmlFor={fid(name)}>
        {labelOf(name)}
        {opts.required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {control}
      {opts.helper && !errors[name] ? <Field.HelperText>{opts.helper}</Field.HelperText> : null}
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  const input = (name: TextFieldName, props: Record<string, unknown> = {}) => (
    <Input
      id={fid(name)}
      name={name}
      type="text"
      value={draft[name]}
      onChange={(e) => set(name, e.target.value)}
      aria-invalid={!!errors[name] || undefined}
      {...props}
    />
  );

  const today = clinicDate();
  const slots = availability.data?.slots;
  const dayClosedMessage = localReason
    ? closedMessage(localReason, locale)
    : availability.data && !availability.data.open
      ? availability.data.message
      : undefined;

  const stepBody = () => {
    if (step === 1) {
      const impliedUnder18 = other && ageUnder18(variant, draft);
      return (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Box as="fieldset" border="0" p="0" m="0" minW="0" gridColumn="1 / -1">
            <Box as="legend" fontWeight="medium" fontSize="sm" mb="2">
              {labels.bookedFor}
            </Box>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              {bookedForChoices(locale).map((c, i) => {
                const checked = draft.bookedFor === c.value;
                return (
                  <Box
                    as="label"
                    key={c.value}
                    flex={{ sm: '1' }}
                    display="flex"
                    alignItems="center"
                    gap="3"
                    px="4"
                    py="3"
                    rounded="md"
                    borderWidth="1px"
                    borderColor={checked ? 'brand.solid' : 'gray.300'}
                    bg={checked ? 'brand.subtle' : 'white'}
                    cursor="pointer"
                    css={{
                      '&:has(:focus-visible)': {
                        outline: '2px solid',
                        outlineColor: 'brand.500',
                        outlineOffset: '2px',
                      },
                    }}
                  >
                    <chakra.input
                      type="radio"
                      // The draft's own name: a press before the script has started posts it to the server.
                      name="bookedFor"
                      id={i === 0 ? fid('bookedFor') : undefined}
                      value={c.value}
                      checked={checked}
                      onChange={() => {
                        set('bookedFor', c.value);
                        // Their messages depend on who books: the next Next checks them again.
                        setErrors((e) => ({ ...e, fullName: undefined, age: undefined }));
                      }}
                      accentColor="brand.solid"
                      boxSize="4"
                      flexShrink={0}
                      m="0"
                      _focusVisible={{ outline: 'none' }}
                    />
                    <Text as="span">{c.label}</Text>
                  </Box>
                );
              })}
            </Stack>
            {other ? (
              <Text fontSize="sm" color="ink.700" mt="2" data-testid="booked-for-hint">
                {texts.bookedForOtherHint}
              </Text>
            ) : null}
          </Box>
          {other ? (
            <>
              {field('bookerName', input('bookerName', { autoComplete: 'name', maxLength: NAME_MAX }), {
                required: true,
              })}
              {field(
                'bookerRelationship',
                <NativeSelect.Root>
                  <NativeSelect.Field
                    id={fid('bookerRelationship')}
                    name="bookerRelationship"
                    value={draft.bookerRelationship}
                    onChange={(e) => set('bookerRelationship', e.target.value)}
                    aria-invalid={!!errors.bookerRelationship || undefined}
                  >
                    <option value="">{texts.relationshipEmpty}</option>
                    {relationships(locale).map((r) => (
                      <option key={r.value} value={r.value}>
                        {r.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>,
                { required: true },
              )}
              <Box gridColumn="1 / -1">
                <Box as="label" display="inline-flex" alignItems="center" gap="3" cursor="pointer">
                  <chakra.input
                    type="checkbox"
                    id={fid('patientUnder18')}
                    name="patientUnder18"
                    checked={draft.patientUnder18 || impliedUnder18}
                    disabled={impliedUnder18}
                    onChange={(e) => set('patientUnder18', e.target.checked)}
                    aria-invalid={!!errors.patientUnder18 || undefined}
                    aria-describedby={`${fid('patientUnder18')}-hint${errors.patientUnder18 ? ` ${fid('patientUnder18')}-error` : ''}`}
                    accentColor="brand.solid"
                    boxSize="4"
                    flexShrink={0}
                    m="0"
                  />
                  <Text as="span">{labels.patientUnder18}</Text>
                </Box>
                <Text id={`${fid('patientUnder18')}-hint`} fontSize="sm" color="ink.700" mt="1" ps="7">
                  {impliedUnder18 ? m.forms_hint_under_18_from_age() : texts.under18Hint}
                </Text>
                {errors.patientUnder18 ? (
                  // The box and the age disagree (the shared rule, common/schemas/appointment.ts).
                  <Text id={`${fid('patientUnder18')}-error`} fontSize="sm" color="fg.error" mt="1" ps="7">
                    {errors.patientUnder18}
                  </Text>
                ) : null}
              </Box>
            </>
          ) : null}
          {field('fullName', input('fullName', { autoComplete: other ? 'off' : 'name', maxLength: NAME_MAX }), {
            required: true,
          })}
          {field(
            'email',
            input('email', { type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX, inputMode: 'email' }),
            { required: true },
          )}
          {field(
            'phone',
            input('phone', { type: 'tel', autoComplete: 'tel', maxLength: PHONE_MAX, inputMode: 'tel' }),
            { required: true },
          )}
          {variant === 'page' ? (
            <>
              {field('age', input('age', { type: 'number', min: 0, max: 120, inputMode: 'numeric' }), {
                required: true,
              })}
              {field(
                'gender',
                <NativeSelect.Root>
                  <NativeSelect.Field
                    id={fid('gender')}
                    name="gender"
                    value={draft.gender}
                    onChange={(e) => set('gender', e.target.value)}
                    aria-invalid={!!errors.gender || undefined}
                  >
                    <option value="">{texts.genderEmpty}</option>
                    {genders(locale).map((g) => (
                      <option key={g.value} value={g.value}>
                        {g.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>,
                { required: true },
              )}
              {field('address', input('address', { autoComplete: 'address-line1', maxLength: EXTRA_MAX.address }))}
              {field(
                'medicalHistory',
                <Textarea
                  id={fid('medicalHistory')}
                  name="medicalHistory"
                  value={draft.medicalHistory}
                  maxLength={EXTRA_MAX.medicalHistory}
                  onChange={(e) => set('medicalHistory', e.target.value)}
                  rows={3}
                />,
              )}
              {field(
                'currentSymptoms',
                <Textarea
                  id={fid('currentSymptoms')}
                  name="currentSymptoms"
                  value={draft.currentSymptoms}
                  maxLength={EXTRA_MAX.currentSymptoms}
                  onChange={(e) => set('currentSymptoms', e.target.value)}
                  rows={3}
                />,
              )}
            </>
          ) : null}
        </SimpleGrid>
      );
    }
    if (step === 2) {
      return (
        <Stack gap="6">
          {field(
            'date',
            input('date', {
              type: 'date',
              min: today,
              max: lastBookableDate(),
              onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
                set('date', e.target.value);
                set('time', '');
              },
            }),
            { required: true, helper: texts.dateHint },
          )}
          <Field.Root invalid={!!errors.time} required>
            <Box as="fieldset" border="0" p="0" m="0" minW="0" aria-describedby={`${fid('time')}-hint`}>
              <Box as="legend" fontWeight="medium" fontSize="sm" mb="2">
                {labels.time}
                <Box as="span" color="fg.error" ms="1" aria-hidden="true">
                  *
                </Box>
              </Box>
              <Text id={`${fid('time')}-hint`} fontSize="sm" color="ink.700" mb="3">
                {!dateIsReal
                  ? m.forms_hint_time_choose_date()
                  : availability.loading
                    ? m.forms_hint_time_checking()
                    : dayClosedMessage
                      ? dayClosedMessage
                      : availability.failed
                        ? m.forms_hint_time_failed()
                        : texts.timeZoneHint}
              </Text>
              <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2" role="radiogroup" aria-label={labels.time}>
                {TIME_SLOT_LABELS.map((t, i) => {
                  const s = slots?.find((x) => x.time === t);
                  const disabled = !dateIsReal || !!dayClosedMessage || (s ? !s.available : false);
                  const full = s && s.remaining === 0 && !dayClosedMessage && availability.data?.open;
                  const checked = draft.time === t;
                  return (
                    <Box
                      as="label"
                      key={t}
                      position="relative"
                      display="flex"
                      flexDirection="column"
                      alignItems="center"
                      justifyContent="center"
                      minH="14"
                      px="2"
                      py="2"
                      rounded="md"
                      borderWidth="1px"
                      borderColor={checked ? 'brand.solid' : errors.time ? 'border.error' : 'gray.300'}
                      bg={checked ? 'brand.solid' : disabled ? 'gray.100' : 'white'}
                      color={checked ? 'white' : disabled ? 'gray.600' : 'ink.900'}
                      cursor={disabled ? 'not-allowed' : 'pointer'}
                      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
                      data-testid={`slot-${t}`}
                      data-disabled={disabled || undefined}
                    >
                      <input
                        type="radio"
                        name={`${formId}-time`}
                        id={i === 0 ? fid('time') : undefined}
                        value={t}
                        checked={checked}
                        disabled={disabled}
                        onChange={() => set('time', t)}
                        style={{ position: 'absolute', opacity: 0, width: '1px', height: '1px' }}
                      />
                      <Text as="span" fontWeight="semibold" fontSize="sm">
                        {timeLabel(t, locale)}
                      </Text>
                      {full ? (
                        <Text as="span" fontSize="xs">
                          {m.forms_slot_full()}
                        </Text>
                      ) : s && !s.available && dateIsReal && !dayClosedMessage ? (
                        <Text as="span" fontSize="xs">
                          {m.forms_slot_unavailable()}
                        </Text>
                      ) : null}
                    </Box>
                  );
                })}
              </SimpleGrid>
            </Box>
            <Field.ErrorText>{errors.time}</Field.ErrorText>
          </Field.Root>
        </Stack>
      );
    }
    if (step === 3) {
      return (
        <Stack gap="5">
          {variant === 'home' ? (
            field(
              'doctor',
              <NativeSelect.Root>
                <NativeSelect.Field
                  id={fid('doctor')}
                  name="doctor"
                  value={draft.doctor}
                  onChange={(e) => set('doctor', e.target.value)}
                >
                  <option value="">{texts.doctorEmpty}</option>
                  <option value={DOCTOR_OPTION}>{doctorShown()}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>,
            )
          ) : (
            <Box>
              <Text fontWeight="medium" fontSize="sm" mb="2">
                {m.forms_choose_doctor()}
              </Text>
              <chakra.button
                type="button"
                id={fid('doctor')}
                aria-pressed={draft.doctor === DOCTOR_OPTION}
                onClick={() => set('doctor', draft.doctor === DOCTOR_OPTION ? '' : DOCTOR_OPTION)}
                w="full"
                textAlign="start"
                display="flex"
                gap="4"
                alignItems="center"
                p="4"
                rounded="lg"
                borderWidth="2px"
                borderColor={draft.doctor === DOCTOR_OPTION ? 'brand.solid' : 'gray.200'}
                bg={draft.doctor === DOCTOR_OPTION ? 'brand.subtle' : 'white'}
                cursor="pointer"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
                data-testid="doctor-card"
              >
                <Box
                  w="12"
                  h="12"
                  rounded="full"
                  bg="brand.solid"
                  color="white"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  flexShrink={0}
                >
                  <Stethoscope size={22} aria-hidden="true" />
                </Box>
                <Box flex="1">
                  <Text fontWeight="semibold">{DOCTOR.name}</Text>
                  <Text fontSize="sm" color="ink.700">
                    {doctorSpecialty()} · {m.forms_doctor_experience({ years: DOCTOR.experienceYears })}
                  </Text>
                </Box>
                {draft.doctor === DOCTOR_OPTION ? (
                  <HStack color="brand.fg" fontSize="sm" fontWeight="semibold">
                    <BadgeCheck size={18} aria-hidden="true" /> {m.forms_selected()}
                  </HStack>
                ) : null}
              </chakra.button>
            </Box>
          )}
          <Field.Root invalid={!!errors.visitReason}>
            <Field.Label htmlFor={fid('visitReason')}>{labels.visitReason}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                id={fid('visitReason')}
                name="visitReason"
                value={draft.visitReason}
                onChange={(e) => set('visitReason', e.target.value)}
                aria-invalid={!!errors.visitReason || undefined}
              >
                <option value="">{texts.visitReasonEmpty}</option>
                <option value={NOT_SURE}>{notSureLabel(locale)}</option>
                {reasonGroups(locale).map((g) => (
                  <optgroup key={g.label} label={g.label}>
                    {g.reasons.map((r) => (
                      <option key={r.value} value={r.value}>
                        {r.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {/* Announced when the patient picks a reason; the e-mails carry that reason's preparation. */}
            <Field.HelperText aria-live="polite" data-testid="visit-reason-hint">
              {errors.visitReason ? null : visitReasonHint(draft.visitReason, locale)}
            </Field.HelperText>
            <Field.ErrorText>{errors.visitReason}</Field.ErrorText>
          </Field.Root>
          {variant === 'home'
            ? field(
                'message',
                <Textarea
                  id={fid('message')}
                  name="message"
                  value={draft.message}
                  maxLength={MESSAGE_MAX}
                  onChange={(e) => set('message', e.target.value)}
                  rows={4}
                  placeholder={m.forms_message_placeholder()}
                />,
              )
            : null}
          <Field.Root>
            <Field.Label htmlFor={fid('reportsName')}>
              {m.forms_label_optional({ label: labels.reportsName ?? '' })}
            </Field.Label>
            <Input
              key={resetCount}
              id={fid('reportsName')}
              type="file"
              accept={REPORT_ACCEPT}
              p="1.5"
              onChange={(e) => set('reportsName', e.target.files?.[0]?.name ?? '')}
            />
            <Field.HelperText>{texts.reportsHint}</Field.HelperText>
            {draft.reportsName ? (
              <Text fontSize="sm" color="brand.fg" data-testid="file-name">
                {variant === 'page' ? m.forms_file_uploaded({ name: draft.reportsName }) : draft.reportsName}
              </Text>
            ) : null}
          </Field.Root>
          {variant === 'page'
            ? field(
                'notes',
                <Textarea
                  id={fid('notes')}
                  name="notes"
                  value={draft.notes}
                  maxLength={EXTRA_MAX.notes}
                  onChange={(e) => set('notes', e.target.value)}
                  rows={3}
                />,
              )
            : null}
        </Stack>
      );
    }
    const gender = genders(locale).find((g) => g.value === draft.gender)?.label;
    const rows: [string, string][] = [
      ...(other
        ? ([
            [
              m.forms_summary_booked_by(),
              `${draft.bookerName.trim()} (${relationshipLabel(draft.bookerRelationship, locale)})`,
            ],
          ] as [string, string][])
        : []),
      [labelOf('fullName') ?? '', draft.fullName],
      ...(patientUnder18(variant, draft) ? ([[m.forms_summary_under_18(), m.forms_yes()]] as [string, string][]) : []),
      [labels.email ?? '', draft.email],
      [labels.phone ?? '', draft.phone],
      ...(variant === 'page'
        ? ([
            [labels.age ?? '', draft.age],
            [labels.gender ?? '', gender ?? ''],
            [labels.address ?? '', draft.address],
            [labels.medicalHistory ?? '', draft.medicalHistory],
            [labels.currentSymptoms ?? '', draft.currentSymptoms],
          ] as [string, string][])
        : []),
      // English shows the date as it is sent (YYYY-MM-DD), as it always has; Hindi spells it out ("गुरुवार, 26 नवंबर").
      [labels.date ?? '', locale === 'en' ? draft.date : dateLabel(draft.date, locale)],
      [labels.time ?? '', timeLabel(draft.time, locale)],
      [m.forms_label_doctor(), doctorShown()],
      ...(draft.visitReason
        ? ([[m.forms_summary_visit_for(), visitReasonLabel(draft.visitReason, locale)]] as [string, string][])
        : []),
      [
        variant === 'home' ? m.forms_label_message() : (labels.notes ?? ''),
        variant === 'home' ? draft.message : draft.notes,
      ],
      [m.forms_label_reports(), draft.reportsName || m.forms_none()],
    ];
    return (
      <DataList.Root orientation="horizontal" size="md" divideY="1px" data-testid="summary">
        {rows.map(([label, value]) => (
          <DataList.Item key={label} pt="2">
            <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="pre-wrap" wordBreak="break-word">
              {value || '—'}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    );
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
      {stepBody()}
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
