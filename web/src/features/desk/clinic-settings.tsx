import { Box, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useContext } from 'react';
import type { Notice, PaymentMode, SenderName } from '../../../../common/clinic/schedule';
import type { DeskPaymentSetup, PaymentOffReason } from '../../../../common/desk/payment';
import { SENDER_NAME_MAX } from '../../../../common/notify/templates';
import { m } from '../../i18n';
import {
  AddButton,
  type ChangeDraft,
  type ClinicDraft,
  ClinicField,
  ClinicFields,
  ClinicFormContext,
  ClinicSelect,
  FieldGroup,
  type FieldSpec,
  fieldId,
  numberOf,
  RemoveButton,
} from './clinic-field';

/** The fields of a phone line, in the order the form shows them. */
const PHONE_FIELDS: readonly FieldSpec<'label' | 'display' | 'e164'>[] = [
  { key: 'label', label: m.desk_clinic_phone_label, max: 30 },
  { key: 'display', label: m.desk_clinic_phone_display, type: 'tel', max: 30 },
  { key: 'e164', label: m.desk_clinic_place_phone_e164, type: 'tel', max: 16 },
];

/** The WhatsApp number (digits, as wa.me wants it) and the fee (empty: none shown). */
const CONTACT_FIELDS: readonly FieldSpec<'whatsapp' | 'feeInr'>[] = [
  { key: 'whatsapp', label: m.desk_clinic_whatsapp, helper: m.desk_clinic_whatsapp_help, type: 'tel', max: 15 },
  { key: 'feeInr', label: m.desk_clinic_fee, helper: m.desk_clinic_fee_help, type: 'number', min: 0 },
];

/** The notice's fields: its text in each language, and its first and last day. */
const NOTICE_FIELDS: readonly FieldSpec<keyof Notice>[] = [
  { key: 'en', label: m.desk_clinic_notice_en, helper: m.desk_clinic_notice_help, max: 300 },
  { key: 'hi', label: m.desk_clinic_notice_hi, lang: 'hi', max: 300 },
  { key: 'from', label: m.desk_clinic_notice_from, type: 'date' },
  { key: 'until', label: m.desk_clinic_notice_until, type: 'date' },
];

/** The sender name of phone messages in each language (issue 38). */
const SENDER_FIELDS: readonly FieldSpec<keyof SenderName>[] = [
  { key: 'en', label: m.desk_clinic_sender_en, max: SENDER_NAME_MAX },
  { key: 'hi', label: m.desk_clinic_sender_hi, lang: 'hi', max: SENDER_NAME_MAX },
];

const EMPTY_NOTICE: Notice = { en: '', hi: '', from: '', until: '' };

/** A notice with nothing in it is no notice: the draft then holds null. */
function noticeOrNull(n: Notice): Notice | null {
  return n.en || n.hi || n.from || n.until ? n : null;
}

/**
 * The phones ("Call Now" rings the first), the WhatsApp number, the consultation fee, the notice banner, the sender
 * name of phone messages and online payment (`payment`: what the server says of it, when read).
 */
export function SettingsEditor({
  draft,
  change,
  payment,
}: {
  draft: ClinicDraft;
  change: ChangeDraft;
  payment?: DeskPaymentSetup;
}) {
  const s = draft.settings;
  const notice = s.notice ?? EMPTY_NOTICE;
  const setNotice = (patch: Partial<Notice>) =>
    change((d) => {
      d.settings.notice = noticeOrNull({ ...(d.settings.notice ?? EMPTY_NOTICE), ...patch });
    });
  return (
    <Stack gap="5">
      <FieldGroup legend={m.desk_clinic_phones()}>
        <Stack gap="3">
          {s.phones.map((p, i) => (
            <SimpleGrid key={i} columns={{ base: 1, sm: 2, md: 4 }} gap="2" alignItems="end">
              <ClinicFields
                base={`settings.phones.${i}`}
                fields={PHONE_FIELDS}
                values={p}
                onChange={(key, v) => change((d) => Object.assign(d.settings.phones[i] ?? {}, { [key]: v }))}
              />
              <Box>
                <RemoveButton
                  label={m.desk_clinic_remove_phone({ phone: p.display || String(i + 1) })}
                  onClick={() => change((d) => void d.settings.phones.splice(i, 1))}
                />
              </Box>
            </SimpleGrid>
          ))}
          <AddButton
            label={m.desk_clinic_add_phone()}
            onClick={() => change((d) => void d.settings.phones.push({ label: 'Mobile', display: '', e164: '' }))}
          />
        </Stack>
      </FieldGroup>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <ClinicFields
          base="settings"
          fields={CONTACT_FIELDS}
          values={s}
          onChange={(key, v) =>
            change((d) => {
              if (key === 'whatsapp') d.settings.whatsapp = v;
              else d.settings.feeInr = v.trim() === '' ? null : numberOf(v);
            })
          }
        />
      </SimpleGrid>
      <FieldGroup legend={m.desk_clinic_notice()}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <ClinicFields
            base="settings.notice"
            fields={NOTICE_FIELDS}
            values={notice}
            onChange={(key, v) => setNotice({ [key]: v })}
          />
        </SimpleGrid>
      </FieldGroup>
      <FieldGroup legend={m.desk_clinic_sender()}>
        <Text fontSize="sm" color="fg.muted" mb="2">
          {m.desk_clinic_sender_help({ max: SENDER_NAME_MAX })}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <ClinicFields
            base="settings.senderName"
            fields={SENDER_FIELDS}
            values={s.senderName}
            onChange={(key, v) =>
              change((d) => {
                d.settings.senderName = { ...d.settings.senderName, [key]: v };
              })
            }
          />
        </SimpleGrid>
      </FieldGroup>
      <PaymentSettings draft={draft} change={change} setup={payment} />
    </Stack>
  );
}

const MODE_OPTIONS: readonly { value: PaymentMode; label: () => string }[] = [
  { value: 'off', label: m.desk_clinic_payment_off },
  { value: 'optional', label: m.desk_clinic_payment_optional },
  { value: 'required', label: m.desk_clinic_payment_required },
];

const OFF_REASONS: Record<NonNullable<PaymentOffReason>, () => string> = {
  not_configured: m.desk_clinic_payment_not_configured,
  no_fee: m.desk_clinic_payment_no_fee,
  no_registration: m.desk_clinic_payment_no_registration,
};

/**
 * Why online payment would be off with the draft as it stands although chosen, in the server's order
 * (functions/payments/actions `termsOf`): Razorpay's keys (the server's to say), then the fee, then the registration.
 */
function offReason(draft: ClinicDraft, setup: DeskPaymentSetup): PaymentOffReason {
  const { feeInr, payment } = draft.settings;
  if (payment.mode === 'off') return null;
  if (!setup.configured) return 'not_configured';
  if (feeInr === null || Number.isNaN(feeInr) || feeInr < 1) return 'no_fee';
  return payment.doctorRegistration.trim() === '' ? 'no_registration' : null;
}

/**
 * Online payment (decision 031): the mode, the hours before a visit within which a patient's cancellation is no longer
 * refunded, and the doctor's registration number the receipts print; beside them, in plain words, why payment would
 * stay off (Razorpay not configured here, no fee, no registration number) or that it is on.
 */
function PaymentSettings({
  draft,
  change,
  setup,
}: {
  draft: ClinicDraft;
  change: ChangeDraft;
  setup?: DeskPaymentSetup;
}) {
  const { id, errors } = useContext(ClinicFormContext);
  const p = draft.settings.payment;
  const set = (patch: Partial<ClinicDraft['settings']['payment']>) =>
    change((d) => {
      d.settings.payment = { ...d.settings.payment, ...patch };
    });
  const reason = setup ? offReason(draft, setup) : null;
  const on = setup && p.mode !== 'off' && reason === null;
  // The schema's check across the fields (a mode on without the number) is keyed by the group's path.
  const registrationError = errors['settings.payment.doctorRegistration'] ?? errors['settings.payment'];
  return (
    <FieldGroup legend={m.desk_clinic_payment()}>
      <Stack gap="3" data-testid="clinic-payment">
        <Text fontSize="sm" color="fg.muted">
          {m.desk_clinic_payment_help()}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="start">
          <ClinicSelect
            path="settings.payment.mode"
            label={m.desk_clinic_payment_mode()}
            value={p.mode}
            options={MODE_OPTIONS.map((o) => ({ value: o.value, label: o.label() }))}
            onChange={(v) => set({ mode: v as PaymentMode })}
          />
          <ClinicField
            path="settings.payment.refundHours"
            label={m.desk_clinic_refund_hours()}
            helper={m.desk_clinic_refund_hours_help()}
            type="number"
            inputMode="numeric"
            min={0}
            max={168}
            value={p.refundHours}
            onChange={(v) => set({ refundHours: numberOf(v) })}
          />
          <Field.Root invalid={!!registrationError} ids={{ control: fieldId(id, 'settings.payment') }} minW="0">
            <Field.Label fontSize="sm">{m.desk_clinic_registration()}</Field.Label>
            <Input
              size="sm"
              maxLength={60}
              value={p.doctorRegistration}
              onChange={(e) => set({ doctorRegistration: e.target.value })}
            />
            {registrationError ? null : <Field.HelperText>{m.desk_clinic_registration_help()}</Field.HelperText>}
            <Field.ErrorText>{registrationError}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        {reason ? (
          <Text
            fontSize="sm"
            color="orange.800"
            bg="orange.50"
            rounded="md"
            px="3"
            py="2"
            role="status"
            data-testid="payment-off-reason"
            data-reason={reason}
          >
            {OFF_REASONS[reason]()}
          </Text>
        ) : on ? (
          <Text fontSize="sm" color="green.800" role="status" data-testid="payment-on">
            {setup?.mode === p.mode ? m.desk_clinic_payment_working() : m.desk_clinic_payment_working_after_save()}
          </Text>
        ) : null}
      </Stack>
    </FieldGroup>
  );
}
