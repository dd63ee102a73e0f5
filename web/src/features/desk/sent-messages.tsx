import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import type { DeskOutboxMessage, DeskPhoneState } from '../../../../common/desk/types';
import { formatInstant } from '../../../../common/i18n/dates';
import { MESSAGE_KIND_LABELS } from '../../../../common/notify/kinds';
import { deskGet, failureText, isAccessProblem } from './api';

import { useDeskAction, useDeskSession } from './session';

/** What each message kind is, as staff read it; a row of a kind no longer sent shows its name. */
const KIND_LABELS: Record<string, string> = MESSAGE_KIND_LABELS;

const CHANNEL_LABELS: Record<DeskOutboxMessage['channel'], string> = {
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
};

/** A row's state in words: what the provider reported when it did, else where the outbox has it. */
const STATE_LABELS: Record<string, string> = {
  captured: 'printed, not sent (no provider configured)',
  pending: 'waiting to be sent',
  sending: 'sending',
  sent: 'sent',
  failed: 'not sent',
  skipped: 'not sent: no longer needed',
  delivered: 'delivered',
  read: 'read',
};

/** The delivery report's word for a failure is the provider's: it could not reach the phone. */
function stateOf(row: DeskOutboxMessage): string {
  if (row.delivery === 'failed') return 'could not be delivered';
  const state = row.delivery ?? row.status;
  return STATE_LABELS[state] ?? state;
}

/** An Indian number as people write it (+91 98110 12345); any other as stored. */
function shownNumber(e164: string | null): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(e164 ?? '');
  return m ? `+91 ${m[1]} ${m[2]}` : (e164 ?? '');
}

/** Where a STOP came from, as staff read it. */
const STOP_SOURCES: Record<string, string> = {
  whatsapp_stop: 'replied STOP on WhatsApp',
  sms_stop: 'replied STOP by SMS',
  desk: 'asked the desk',
};

interface Sent {
  messages: DeskOutboxMessage[];
  phone: DeskPhoneState;
}

/**
 * A booking's messages, folded until opened (then read from the API, audited): each row's channel, kind, state, the
 * provider's delivery report and when; Resend for a failed WhatsApp or SMS message; and whether the number said STOP.
 */
export function SentMessages({ bookingId }: { bookingId: string }) {
  const { accessLost } = useDeskSession();
  const { busy, run } = useDeskAction();
  const [sent, setSent] = useState<Sent | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // "Stop messages to this number" asks once more before it acts: only the number's own START lifts it.
  const [confirmStop, setConfirmStop] = useState(false);

  const load = async () => {
    const r = await deskGet<Sent>(`/appointments/${bookingId}/messages`);
    if (r.ok) {
      setSent(r.data);
      setProblem(null);
    } else if (isAccessProblem(r)) accessLost(r);
    else setProblem(failureText(r));
  };

  const resend = (row: DeskOutboxMessage) =>
    run(
      { name: row.id, path: `/appointments/${bookingId}/messages/${row.id}/resend`, failed: 'Not sent again' },
      () => ({
        title: 'Queued to send again',
        description: `${CHANNEL_LABELS[row.channel]}: ${KIND_LABELS[row.kind] ?? row.kind}`,
      }),
      () => void load(),
    );

  const stopNumber = () =>
    run<Sent>(
      { name: 'stop-phone', path: `/appointments/${bookingId}/stop-phone`, failed: 'Not stopped' },
      () => ({ title: 'Messages to this number stopped', description: 'Nothing goes to it on WhatsApp or SMS.' }),
      (data) => {
        setSent(data);
        setConfirmStop(false);
      },
    );

  return (
    <Box
      as="details"
      fontSize="sm"
      css={{ '& > summary': { cursor: 'pointer', color: 'brand.fg' } }}
      onToggle={(e) => {
        if (e.currentTarget.hasAttribute('open') && !sent) void load();
      }}
      data-testid="sent-messages"
    >
      <Box as="summary">Messages</Box>
      {problem ? <Text color="fg.error">{problem}</Text> : null}
      {sent ? (
        <Stack gap="1" mt="1">
          {sent.phone.stopped ? (
            <Text color="orange.800" data-testid="phone-stopped">
              This number said STOP ({STOP_SOURCES[sent.phone.stopped.source] ?? sent.phone.stopped.source},{' '}
              {formatInstant(sent.phone.stopped.at)}): nothing goes to it on WhatsApp or SMS.
            </Text>
          ) : sent.phone.booking_stopped_at ? (
            <Text color="orange.800" data-testid="booking-stopped">
              Messages for this booking were stopped on its manage page, {formatInstant(sent.phone.booking_stopped_at)}.
              None go to its phone; other bookings with this number are not affected.
            </Text>
          ) : sent.phone.opted_in_at ? (
            <Text color="ink.700">
              Asked for messages on WhatsApp {formatInstant(sent.phone.opted_in_at)} (
              {shownNumber(sent.phone.phone_e164)}).
            </Text>
          ) : null}
          {sent.phone.phone_e164 && !sent.phone.stopped ? (
            <HStack gap="2" wrap="wrap">
              {confirmStop ? (
                <>
                  <Text color="ink.700">Stop every WhatsApp and SMS to {shownNumber(sent.phone.phone_e164)}?</Text>
                  <Button
                    size="xs"
                    colorPalette="red"
                    loading={busy === 'stop-phone'}
                    onClick={() => void stopNumber()}
                  >
                    Yes, stop
                  </Button>
                  <Button size="xs" variant="ghost" onClick={() => setConfirmStop(false)}>
                    Keep
                  </Button>
                </>
              ) : (
                <Button size="xs" variant="outline" onClick={() => setConfirmStop(true)}>
                  Stop messages to this number (the person asked)
                </Button>
              )}
            </HStack>
          ) : null}
          {sent.messages.length === 0 ? <Text color="ink.700">Nothing sent yet.</Text> : null}
          {sent.messages.map((row) => (
            <Box key={row.id} py="1" borderTopWidth="1px" borderColor="border.muted" data-testid="sent-message">
              <HStack gap="2">
                <Badge variant="subtle">{CHANNEL_LABELS[row.channel]}</Badge>
                <Text fontWeight="medium">{KIND_LABELS[row.kind] ?? row.kind}</Text>
              </HStack>
              <HStack gap="2" wrap="wrap" justify="space-between">
                <Text color="ink.700">
                  {stateOf(row)}
                  {row.error ? ` (${row.error})` : ''} · {formatInstant(row.delivery_at ?? row.updated_at)}
                </Text>
                {row.can_resend ? (
                  <Button size="xs" variant="outline" loading={busy === row.id} onClick={() => resend(row)}>
                    <RotateCw size={14} aria-hidden="true" />
                    Resend
                  </Button>
                ) : null}
              </HStack>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
