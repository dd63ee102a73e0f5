import { Badge, Box, Button, chakra, HStack, Image, Input, Link, Stack, Text } from '@chakra-ui/react';
import { FileText, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { REPORT_ACCEPT } from '../../../../common/booking/draft';
import { formatInstant } from '../../../../common/i18n/dates';
import { formatSize } from '../../../../common/reports/file-check';
import type { DeskReportView, ReportSource } from '../../../../common/reports/types';
import { apiAnswer } from '../api';
import { deskGet, failureText, isAccessProblem } from './api';
import { useDeskAction, useDeskSession } from './session';

const SOURCE_LABELS: Record<ReportSource, string> = {
  form: 'sent with the booking',
  manage: 'added from the manage page',
  whatsapp: 'sent on WhatsApp',
  desk: 'added at the desk',
};

/** The small "reports" mark of a booking or a queue entry: the doctor may look before calling the patient. */
export function ReportsMark({ count }: { count: number }) {
  if (!count) return null;
  return (
    <Badge colorPalette="brand" variant="subtle" data-testid="reports-mark">
      <FileText size={12} aria-hidden="true" />
      {count === 1 ? '1 report' : `${count} reports`}
    </Badge>
  );
}

/**
 * A booking's reports, folded until opened (then read from the API, audited): each with a thumbnail for a photo, its
 * name, size, where it came from and when, opened through a link that works for a few minutes for this member of staff
 * only; a scan the patient brought can be added, and a report removed.
 */
export function BookingReports({ bookingId, count, said }: { bookingId: string; count: number; said: boolean }) {
  const { accessLost } = useDeskSession();
  const { busy, run } = useDeskAction();
  const [reports, setReports] = useState<DeskReportView[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const inputId = useId();

  const load = async () => {
    const r = await deskGet<{ reports: DeskReportView[] }>(`/appointments/${bookingId}/reports`);
    if (r.ok) {
      setReports(r.data.reports);
      setProblem(null);
    } else if (isAccessProblem(r)) accessLost(r);
    else setProblem(failureText(r));
  };

  const add = async (file: File) => {
    setAdding(true);
    const body = new FormData();
    body.append('file', file, file.name);
    let text: string | null = null;
    try {
      const res = await fetch(`/api/desk/appointments/${bookingId}/reports`, {
        method: 'POST',
        body,
        headers: { 'X-Desk-Request': '1' },
      });
      const r = await apiAnswer(res);
      if (!r.ok) text = failureText(r);
    } catch {
      text = failureText({ status: 0, network: true });
    }
    setAdding(false);
    setProblem(text);
    await load();
  };

  const remove = (r: DeskReportView) =>
    run(
      { name: r.id, path: `/reports/${r.id}/remove`, failed: 'Not removed' },
      () => ({ title: 'Report removed', description: r.name }),
      () => void load(),
    );

  const total = reports?.length ?? count;
  return (
    <Box
      as="details"
      fontSize="sm"
      css={{ '& > summary': { cursor: 'pointer', color: 'brand.fg' } }}
      onToggle={(e) => {
        // Read again at each opening: each link works for five minutes only.
        if (e.currentTarget.hasAttribute('open')) void load();
      }}
      data-testid="booking-reports"
    >
      <Box as="summary">
        Reports ({total}){said && total === 0 ? ': the patient said they have some; none has arrived' : ''}
      </Box>
      {problem ? (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      ) : null}
      {reports ? (
        <Stack gap="1" mt="1">
          {reports.length === 0 ? <Text color="ink.700">No reports yet.</Text> : null}
          {reports.map((r) => (
            <HStack
              key={r.id}
              gap="3"
              py="1"
              borderTopWidth="1px"
              borderColor="border.muted"
              data-testid="report"
              align="start"
            >
              {r.image ? (
                <Image
                  src={r.url}
                  alt=""
                  width="56px"
                  height="56px"
                  objectFit="cover"
                  rounded="sm"
                  flexShrink={0}
                  loading="lazy"
                />
              ) : (
                <Box
                  width="56px"
                  height="56px"
                  display="grid"
                  placeItems="center"
                  bg="gray.100"
                  rounded="sm"
                  flexShrink={0}
                >
                  <FileText size={22} aria-hidden="true" />
                </Box>
              )}
              <Stack gap="0" minW="0" flex="1">
                <Link
                  href={r.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  fontWeight="medium"
                  overflowWrap="anywhere"
                >
                  {r.name}
                </Link>
                <Text color="ink.700">
                  {r.type.toUpperCase()} · {formatSize(r.size, 'en')} · {SOURCE_LABELS[r.source]}
                  {r.source === 'desk' ? ` (${r.added_by})` : ''} · {formatInstant(r.created_at)}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                loading={busy === r.id}
                onClick={() => remove(r)}
                aria-label={`Remove ${r.name}`}
              >
                <Trash2 size={14} aria-hidden="true" />
              </Button>
            </HStack>
          ))}
          <Box pt="1">
            <chakra.label htmlFor={inputId} color="ink.700" display="block">
              Add a report the patient brought (PDF, JPG, PNG or Word, up to 10 MB)
            </chakra.label>
            <Input
              id={inputId}
              type="file"
              accept={REPORT_ACCEPT}
              size="sm"
              p="1"
              disabled={adding}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void add(file);
              }}
            />
          </Box>
        </Stack>
      ) : null}
    </Box>
  );
}
