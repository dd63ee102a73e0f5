import { Badge, Box, Button, Card, Field, Flex, Heading, HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { Check, Mail } from 'lucide-react';
import { useState } from 'react';
import * as v from 'valibot';
import { PrivacyDoneSchema } from '../../../../common/desk/schema';
import { formatClinicDate, formatInstant } from '../../../../common/i18n/dates';
import { REQUEST_KINDS } from '../../../../common/privacy/facts';
import { m } from '../../i18n';
import { plural } from './format';
import { useDeskAction, useDeskData } from './session';
import { LoadedList, RefreshButton } from './states';
import type { PrivacyRequest } from './types';

const KIND_LABEL: Record<string, string> = {
  access: 'Copy of their data',
  correction: 'Correction',
  erasure: 'Erasure',
  grievance: 'Complaint',
};

/** Privacy requests (DPDP): open ones first with their due dates; a correction or complaint is closed here. */
export function PrivacyView() {
  const { loaded, reload } = useDeskData<{ requests: PrivacyRequest[] }>('/privacy');
  return (
    <Stack gap="4" maxW="4xl">
      <Flex gap="2" justify="space-between" align="center" wrap="wrap">
        <Text fontSize="sm" color="ink.700">
          Requests people made from the privacy page. A copy and an erasure are done at once; a correction or a
          complaint waits for you here until its due date.
        </Text>
        <RefreshButton loaded={loaded} onRefresh={reload} />
      </Flex>
      <LoadedList
        loaded={loaded}
        what="the privacy requests"
        onRetry={reload}
        items={(d) => d.requests}
        heading={(requests) => {
          const open = requests.filter((r) => r.status === 'open').length;
          return open ? plural(open, 'open request') : 'No open requests';
        }}
      >
        {(requests) => requests.map((r) => <RequestCard key={r.id} request={r} onChange={reload} />)}
      </LoadedList>
    </Stack>
  );
}

function RequestCard({ request: r, onChange }: { request: PrivacyRequest; onChange: () => void }) {
  const [outcome, setOutcome] = useState('');
  const [error, setError] = useState('');
  const { busy, run } = useDeskAction();
  const due = r.due_at ? formatClinicDate(r.due_at.slice(0, 10)) : '';
  const overdue = r.status === 'open' && r.due_at !== null && r.due_at < new Date().toISOString();

  const close = async () => {
    const parsed = v.safeParse(PrivacyDoneSchema, { outcome });
    if (!parsed.success) {
      setError(parsed.issues[0]?.message ?? m.server_desk_say_what_done());
      return;
    }
    setError('');
    await run(
      { path: `/privacy/${r.id}/done`, body: { outcome: parsed.output.outcome }, failed: 'Not closed' },
      () => ({ title: 'Request closed', description: KIND_LABEL[r.kind ?? ''] ?? '' }),
      onChange,
    );
  };

  return (
    <Card.Root size="sm" variant="outline" data-testid="privacy-request" data-request-id={r.id}>
      <Card.Body gap="2" px="3" py="3">
        <Flex justify="space-between" align="start" gap="2" wrap="wrap">
          <Heading as="h3" size="sm">
            {KIND_LABEL[r.kind ?? ''] ?? REQUEST_KINDS.find((k) => k.value === r.kind)?.label ?? r.kind}
          </Heading>
          <Badge colorPalette={r.status === 'open' ? (overdue ? 'red' : 'orange') : 'gray'} whiteSpace="normal">
            {r.status === 'open' ? (overdue ? `Overdue since ${due}` : `Due by ${due}`) : 'Done'}
          </Badge>
        </Flex>
        <Text fontSize="sm" color="ink.700">
          Received {formatInstant(r.created_at)} ·{' '}
          <Box as="span" wordBreak="break-all">
            {r.id}
          </Box>
        </Text>
        <HStack gap="2" fontSize="sm">
          <Mail size={16} aria-hidden="true" />
          <Link href={`mailto:${r.email}`} color="brand.fg" wordBreak="break-all">
            {r.email}
          </Link>
        </HStack>
        {r.details ? (
          <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" bg="gray.50" p="2" rounded="md">
            {r.details}
          </Text>
        ) : null}
        {r.status === 'done' ? (
          <Text fontSize="sm" color="ink.700">
            Done{r.done_at ? ` ${formatInstant(r.done_at)}` : ''}
            {r.done_by === 'automatic' ? ', automatically' : r.done_by ? ` by ${r.done_by}` : ''}: {r.outcome}
          </Text>
        ) : (
          <Stack gap="2">
            <Field.Root invalid={!!error}>
              <Field.Label>What was done (the person has been answered)</Field.Label>
              <Textarea value={outcome} onChange={(e) => setOutcome(e.target.value)} rows={2} maxLength={2000} />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
            <Button size="sm" colorPalette="brand" alignSelf="start" onClick={close} loading={busy !== null}>
              <Check size={16} aria-hidden="true" />
              Mark done
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
