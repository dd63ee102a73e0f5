import { Box, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { Notice } from '../../../../common/clinic-schedule';
import { m } from '../../i18n';
import { type ChangeDraft, type ClinicDraft, ClinicField, numberOf, RemoveButton } from './clinic-field';

const EMPTY_NOTICE: Notice = { en: '', hi: '', from: '', until: '' };

/** A notice with nothing in it is no notice: the draft then holds null. */
function noticeOrNull(n: Notice): Notice | null {
  return n.en || n.hi || n.from || n.until ? n : null;
}

/** The phones ("Call Now" rings the first), the WhatsApp number, the consultation fee and the notice banner. */
export function SettingsEditor({ draft, change }: { draft: ClinicDraft; change: ChangeDraft }) {
  const s = draft.settings;
  const notice = s.notice ?? EMPTY_NOTICE;
  const setNotice = (patch: Partial<Notice>) =>
    change((d) => {
      d.settings.notice = noticeOrNull({ ...(d.settings.notice ?? EMPTY_NOTICE), ...patch });
    });
  return (
    <Stack gap="5">
      <Box as="fieldset" border="0" p="0" m="0" minW="0">
        <Box as="legend" fontWeight="semibold" fontSize="sm" mb="2">
          {m.desk_clinic_phones()}
        </Box>
        <Stack gap="3">
          {s.phones.map((p, i) => (
            <SimpleGrid key={i} columns={{ base: 1, sm: 2, md: 4 }} gap="2" alignItems="end">
              <ClinicField
                path={`settings.phones.${i}.label`}
                label={m.desk_clinic_phone_label()}
                value={p.label}
                maxLength={30}
                onChange={(v) => change((d) => Object.assign(d.settings.phones[i] ?? {}, { label: v }))}
              />
              <ClinicField
                path={`settings.phones.${i}.display`}
                label={m.desk_clinic_phone_display()}
                type="tel"
                value={p.display}
                maxLength={30}
                onChange={(v) => change((d) => Object.assign(d.settings.phones[i] ?? {}, { display: v }))}
              />
              <ClinicField
                path={`settings.phones.${i}.e164`}
                label={m.desk_clinic_place_phone_e164()}
                type="tel"
                value={p.e164}
                maxLength={16}
                onChange={(v) => change((d) => Object.assign(d.settings.phones[i] ?? {}, { e164: v }))}
              />
              <Box>
                <RemoveButton
                  label={m.desk_clinic_remove_phone({ phone: p.display || String(i + 1) })}
                  onClick={() => change((d) => void d.settings.phones.splice(i, 1))}
                />
              </Box>
            </SimpleGrid>
          ))}
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            alignSelf="start"
            onClick={() => change((d) => void d.settings.phones.push({ label: 'Mobile', display: '', e164: '' }))}
          >
            <Plus size={16} aria-hidden="true" />
            {m.desk_clinic_add_phone()}
          </Button>
        </Stack>
      </Box>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <ClinicField
          path="settings.whatsapp"
          label={m.desk_clinic_whatsapp()}
          helper={m.desk_clinic_whatsapp_help()}
          type="tel"
          inputMode="numeric"
          value={s.whatsapp}
          maxLength={15}
          onChange={(v) =>
            change((d) => {
              d.settings.whatsapp = v;
            })
          }
        />
        <ClinicField
          path="settings.feeInr"
          label={m.desk_clinic_fee()}
          helper={m.desk_clinic_fee_help()}
          type="number"
          inputMode="numeric"
          min={0}
          value={s.feeInr}
          onChange={(v) =>
            change((d) => {
              d.settings.feeInr = v.trim() === '' ? null : numberOf(v);
            })
          }
        />
      </SimpleGrid>
      <Box as="fieldset" border="0" p="0" m="0" minW="0">
        <Box as="legend" fontWeight="semibold" fontSize="sm" mb="2">
          {m.desk_clinic_notice()}
        </Box>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <ClinicField
            path="settings.notice.en"
            label={m.desk_clinic_notice_en()}
            helper={m.desk_clinic_notice_help()}
            value={notice.en}
            maxLength={300}
            onChange={(v) => setNotice({ en: v })}
          />
          <ClinicField
            path="settings.notice.hi"
            label={m.desk_clinic_notice_hi()}
            lang="hi"
            value={notice.hi}
            maxLength={300}
            onChange={(v) => setNotice({ hi: v })}
          />
          <ClinicField
            path="settings.notice.from"
            label={m.desk_clinic_notice_from()}
            type="date"
            value={notice.from}
            onChange={(v) => setNotice({ from: v })}
          />
          <ClinicField
            path="settings.notice.until"
            label={m.desk_clinic_notice_until()}
            type="date"
            value={notice.until}
            onChange={(v) => setNotice({ until: v })}
          />
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
