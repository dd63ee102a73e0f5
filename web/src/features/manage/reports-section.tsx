import { Box, Button, chakra, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { REPORT_ACCEPT } from '../../../../common/booking/draft';
import type { ManagedBooking } from '../../../../common/booking/manage-schema';
import { formatSize } from '../../../../common/reports/file-check';
import { notify } from '../../components/ui/notify';
import { m, pageLocale } from '../../i18n';
import { postJson } from '../api';
import { prepareFiles } from '../reports/prepare';
import { UploadList } from '../reports/report-lists';
import { useUploads } from '../reports/use-uploads';
import { lookUp } from './manage-api';

type Answer = { success: true; booking: ManagedBooking };

/**
 * The booking's reports on its manage page (decision 029): what was received (its list when opened from the e-mail,
 * how many from a phone message), "Add reports" while the visit is ahead and there is room, and Remove for each.
 */
export function ReportsSection({
  booking,
  token,
  onBooking,
}: {
  booking: ManagedBooking;
  token: () => string;
  onBooking: (b: ManagedBooking) => void;
}) {
  const locale = pageLocale();
  const r = booking.reports;
  const inputId = useId();
  const [errors, setErrors] = useState<string[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  const refresh = useCallback(async () => {
    const answer = await lookUp(token());
    if (answer.ok) onBooking(answer.data.booking);
  }, [token, onBooking]);
  const uploads = useUploads(() => void refresh());
  if (!r) return null;

  const choose = async (files: File[]) => {
    const waiting = uploads.items.filter((i) => i.status === 'sending' || i.status === 'waiting').length;
    const { picked, errors: problems } = await prepareFiles(files, r.max - r.count - waiting, r.max);
    setErrors(problems);
    if (picked.length) await uploads.start({ url: '/api/manage/reports', fields: { token: token() } }, picked);
  };

  const remove = async (id: string, name: string) => {
    setRemoving(id);
    const answer = await postJson<Answer>('/api/manage/reports/remove', { token: token(), report: id });
    setRemoving(null);
    if (answer.ok) {
      onBooking(answer.data.booking);
      void notify({ type: 'success', title: m.forms_reports_removed(), description: name, duration: 5000 });
    } else {
      void notify({ type: 'error', title: m.forms_error_title(), description: answer.error ?? '', duration: 8000 });
    }
  };

  return (
    <Box mt="8" pt="6" borderTopWidth="1px" borderColor="border.muted" data-testid="manage-reports">
      <Heading as="h2" size="md" color="ink.900" mb="2">
        {m.forms_reports_title()}
      </Heading>
      <Text color="ink.800" fontSize="sm" mb="3">
        {m.forms_reports_intro({ max: r.max })}
      </Text>
      <Text color="ink.800" data-testid="reports-count">
        {r.count ? m.forms_reports_count({ count: r.count, max: r.max }) : m.forms_reports_none()}
      </Text>
      {r.items ? (
        <Stack as="ul" gap="1" mt="2" listStyleType="none">
          {r.items.map((item) => (
            <HStack as="li" key={item.id} justify="space-between" gap="2" data-testid="manage-report">
              <Text fontSize="sm" overflowWrap="anywhere">
                {item.source === 'whatsapp'
                  ? m.forms_reports_from_whatsapp({ size: formatSize(item.size, locale) })
                  : `${m.forms_file_uploaded({ name: item.name })} (${formatSize(item.size, locale)})`}
              </Text>
              {r.can_remove && item.source !== 'whatsapp' ? (
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  loading={removing === item.id}
                  aria-label={m.forms_reports_remove({ name: item.name })}
                  onClick={() => void remove(item.id, item.name)}
                >
                  <Trash2 size={14} aria-hidden="true" />
                  {m.forms_reports_remove({ name: '' }).trim()}
                </Button>
              ) : null}
            </HStack>
          ))}
        </Stack>
      ) : r.count ? (
        <Text fontSize="sm" color="ink.700" mt="1">
          {m.forms_reports_phone_note()}
        </Text>
      ) : null}
      <Box mt="3">
        {/* Opened from the e-mail, a file that arrived joins the list above: only those on their way or refused stay here. */}
        <UploadList
          items={r.items ? uploads.items.filter((i) => i.status !== 'done') : uploads.items}
          onRetry={(key) => void uploads.retry(key)}
        />
      </Box>
      {r.can_add ? (
        <Box mt="3">
          <chakra.label htmlFor={inputId} fontWeight="semibold" display="block" mb="1">
            {m.forms_reports_add()}
          </chakra.label>
          <Input
            id={inputId}
            type="file"
            multiple
            accept={REPORT_ACCEPT}
            p="1.5"
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              void choose(files);
            }}
          />
          {errors.map((e) => (
            <Text key={e} fontSize="sm" color="fg.error" role="alert" mt="1">
              {e}
            </Text>
          ))}
        </Box>
      ) : (
        <Text fontSize="sm" color="ink.700" mt="3">
          {r.count >= r.max ? m.server_report_full({ max: r.max }) : m.forms_reports_cannot_add()}
        </Text>
      )}
    </Box>
  );
}
