import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Notice, SenderName } from '../../../../common/clinic/schedule';
import { SENDER_NAME_MAX } from '../../../../common/notify/templates';
import { m } from '../../i18n';
import {
  AddButton,
  type ChangeDraft,
  type ClinicDraft,
  ClinicFields,
  FieldGroup,
  type FieldSpec,
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
 * The phones ("Call Now" rings the first), the WhatsApp number, the consultation fee, the notice banner and the sender
 * name of phone messages.
 */
export function SettingsEditor({ draft, change }: { draft: ClinicDraft; change: ChangeDraft }) {
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
    </Stack>
  );
}
