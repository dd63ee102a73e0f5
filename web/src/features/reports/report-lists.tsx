import { Box, Button, HStack, IconButton, Progress, Stack, Text } from '@chakra-ui/react';
import { RotateCw, X } from 'lucide-react';
import { WHATSAPP } from '../../../../common/clinic/facts';
import { formatSize } from '../../../../common/reports/file-check';
import { m, pageLocale } from '../../i18n';
import type { Picked } from './prepare';
import type { UploadItem } from './use-uploads';

/** The files chosen and not sent yet: each with its size (and the photo's before it was made smaller), and Remove. */
export function PickedList({ picked, onRemove }: { picked: Picked[]; onRemove: (key: string) => void }) {
  const locale = pageLocale();
  if (!picked.length) return null;
  return (
    <Stack as="ul" gap="1" mt="2" w="full" listStyleType="none" data-testid="picked-files">
      {picked.map((p) => (
        <HStack as="li" key={p.key} gap="2" justify="space-between" fontSize="sm" data-testid="picked-file">
          <Box minW="0">
            <Text color="ink.800" overflowWrap="anywhere">
              {m.forms_reports_ready({ name: p.file.name, size: formatSize(p.file.size, locale) })}
            </Text>
            {p.originalSize ? (
              <Text color="ink.700" fontSize="xs">
                {m.forms_reports_made_smaller({
                  from: formatSize(p.originalSize, locale),
                  to: formatSize(p.file.size, locale),
                })}
              </Text>
            ) : null}
          </Box>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={m.forms_reports_remove({ name: p.file.name })}
            onClick={() => onRemove(p.key)}
          >
            <X size={16} aria-hidden="true" />
          </IconButton>
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * Files on their way and what became of them: a bar while one travels, "File uploaded: {name}" only once the server
 * has stored it, and for one that did not arrive the reason, Try again when it may pass, and the other ways to send it.
 */
export function UploadList({ items, onRetry }: { items: UploadItem[]; onRetry: (key: string) => void }) {
  const locale = pageLocale();
  if (!items.length) return null;
  const settled = items.every((i) => i.status === 'done' || i.status === 'failed');
  const failed = items.some((i) => i.status === 'failed');
  return (
    <Box role="status" aria-live="polite" data-testid="report-uploads">
      <Stack as="ul" gap="2" listStyleType="none">
        {items.map((i) => (
          <Box as="li" key={i.key} fontSize="sm" data-testid="report-upload" data-status={i.status}>
            {i.status === 'done' ? (
              <Text color="brand.fg" fontWeight="medium" overflowWrap="anywhere">
                {m.forms_file_uploaded({ name: i.name })} ({formatSize(i.size, locale)})
              </Text>
            ) : i.status === 'failed' ? (
              <Stack gap="1">
                <Text color="fg.error" wordBreak="break-word">
                  {m.forms_reports_not_received({ reason: i.error ?? m.forms_reports_network({ name: i.name }) })}
                </Text>
                {i.retryable ? (
                  <Button size="sm" variant="outline" alignSelf="start" onClick={() => onRetry(i.key)}>
                    <RotateCw size={14} aria-hidden="true" />
                    {m.forms_reports_retry()}
                  </Button>
                ) : null}
              </Stack>
            ) : (
              <Stack gap="1">
                <Text color="ink.800" overflowWrap="anywhere">
                  {i.status === 'waiting'
                    ? m.forms_reports_waiting({ name: i.name })
                    : m.forms_reports_sending({ name: i.name, percent: i.percent })}
                </Text>
                {/* The theme has no progress recipe (web/src/theme): the bar is drawn here, or it would have no height. */}
                <Progress.Root value={i.percent} maxW="sm">
                  <Progress.Track h="1.5" bg="brand.100" rounded="full" overflow="hidden">
                    <Progress.Range h="full" bg="brand.solid" transition="width 0.2s" />
                  </Progress.Track>
                </Progress.Root>
              </Stack>
            )}
          </Box>
        ))}
      </Stack>
      {settled && failed ? (
        <Text mt="2" fontSize="sm" color="ink.800">
          {m.forms_reports_other_ways({ phone: WHATSAPP.display })}
        </Text>
      ) : null}
    </Box>
  );
}
