import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { Check, Reply, Undo2 } from 'lucide-react';
import { formatInstant } from '../../../../common/i18n/dates';
import { EmailLine, PhoneLine } from './contact-lines';
import { plural } from './format';
import { useDeskAction, useDeskData } from './session';
import { LoadedList, RefreshButton } from './states';
import type { DeskMessage } from './types';

export type MessageFilter = 'new' | 'handled' | 'all';

const FILTERS: { value: MessageFilter; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

/** A mailto: link that answers a message: "Re: <subject>". */
export function replyHref(m: Pick<DeskMessage, 'email' | 'subject'>): string {
  const subject = /^re:/i.test(m.subject) ? m.subject : `Re: ${m.subject}`;
  return `mailto:${m.email}?subject=${encodeURIComponent(subject)}`;
}

/** Messages from the contact forms, newest first, with Reply and handled / new. */
export function MessagesView({ filter, onFilter }: { filter: MessageFilter; onFilter: (f: MessageFilter) => void }) {
  const { loaded, reload } = useDeskData<{ messages: DeskMessage[] }>(
    filter === 'all' ? '/messages' : `/messages?status=${filter}`,
  );
  return (
    <Stack gap="4" maxW="4xl">
      <Flex gap="2" justify="space-between" align="center" wrap="wrap">
        <HStack gap="1" role="group" aria-label="Show messages" bg="gray.100" p="1" rounded="md">
          {FILTERS.map((f) => (
            <Button
              key={f.value}
              size="sm"
              variant={filter === f.value ? 'solid' : 'ghost'}
              colorPalette={filter === f.value ? 'brand' : 'gray'}
              aria-pressed={filter === f.value}
              onClick={() => onFilter(f.value)}
            >
              {f.label}
            </Button>
          ))}
        </HStack>
        <RefreshButton loaded={loaded} onRefresh={reload} />
      </Flex>
      <LoadedList
        loaded={loaded}
        what="the messages"
        onRetry={reload}
        items={(d) => d.messages}
        heading={(messages) => (
          <>
            {messages.length
              ? plural(messages.length, filter === 'all' ? 'message' : `${filter} message`)
              : filter === 'new'
                ? 'No new messages'
                : 'No messages'}
            {messages.length === 100 ? ' (the latest 100)' : ''}
          </>
        )}
      >
        {(messages) => messages.map((m) => <MessageCard key={m.id} message={m} onChange={reload} />)}
      </LoadedList>
    </Stack>
  );
}

function MessageCard({ message: m, onChange }: { message: DeskMessage; onChange: () => void }) {
  const { busy, run } = useDeskAction();
  const next = m.status === 'new' ? 'handled' : 'new';

  const mark = () =>
    run(
      { path: `/messages/${m.id}/status`, body: { status: next }, failed: 'Not changed' },
      () => ({
        title: next === 'handled' ? 'Marked handled' : 'Marked as new',
        description: `${m.subject}, from ${m.name}`,
      }),
      onChange,
    );

  return (
    <Card.Root
      size="sm"
      variant="outline"
      role="article"
      aria-label={`${m.subject}, from ${m.name}`}
      data-testid="message"
      data-message-id={m.id}
    >
      <Card.Body gap="2" px="3" py="3">
        <Flex justify="space-between" align="start" gap="2">
          <Box minW="0">
            <Heading as="h3" size="sm" wordBreak="break-word">
              {m.subject}
            </Heading>
            <Text fontSize="sm">
              From <strong>{m.name}</strong>
              <Text as="span" color="ink.700">
                {' '}
                · {formatInstant(m.created_at)}
              </Text>
            </Text>
          </Box>
          <Badge colorPalette={m.status === 'new' ? 'blue' : 'gray'} flexShrink={0} data-testid="status">
            {m.status === 'new' ? 'New' : 'Handled'}
          </Badge>
        </Flex>
        <Stack gap="1" fontSize="sm">
          <EmailLine email={m.email} />
          {m.phone ? <PhoneLine phone={m.phone} /> : null}
        </Stack>
        <Text
          fontSize="sm"
          whiteSpace="pre-line"
          wordBreak="break-word"
          bg="gray.50"
          rounded="md"
          px="3"
          py="2"
          data-testid="message-text"
        >
          {m.message}
        </Text>
        {m.status === 'handled' && m.handled_at ? (
          <Text fontSize="xs" color="ink.700">
            Handled by {m.handled_by ?? 'staff'}, {formatInstant(m.handled_at)}
          </Text>
        ) : null}
        <Wrap gap="2" pt="1">
          <Button asChild size="sm" colorPalette="brand">
            <a href={replyHref(m)}>
              <Reply size={16} aria-hidden="true" />
              Reply
            </a>
          </Button>
          <Button size="sm" variant="outline" loading={busy !== null} onClick={mark}>
            {next === 'handled' ? <Check size={16} aria-hidden="true" /> : <Undo2 size={16} aria-hidden="true" />}
            {next === 'handled' ? 'Mark handled' : 'Mark as new'}
          </Button>
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}
