import { Box, Button, chakra, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ManagedBooking } from '../../../../common/booking/manage-schema';
import { dateLabel } from '../../../../common/i18n/dates';
import { notify } from '../../components/ui/notify';
import { m, pageLocale } from '../../i18n';
import { postJson } from '../api';

type Answer = { success: true; booking: ManagedBooking };

/**
 * "Tell me if an earlier time opens" on the manage page (decision 030): from which date, on which channels; then what
 * was asked and a button that stops it. Taking an offer moves this booking; until then it stays as it is.
 */
export function EarlierSection({
  booking,
  token,
  onBooking,
}: {
  booking: ManagedBooking;
  token: () => string;
  onBooking: (b: ManagedBooking) => void;
}) {
  const locale = pageLocale();
  const e = booking.earlier;
  const [from, setFrom] = useState(e?.asked?.from ?? e?.today ?? '');
  const [email, setEmail] = useState(true);
  const [whatsapp, setWhatsapp] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (!e || (!e.can_ask && !e.asked)) return null;

  const send = async (path: string, body: Record<string, unknown>, done: string) => {
    setBusy(true);
    setError('');
    const answer = await postJson<Answer>(path, { token: token(), ...body });
    setBusy(false);
    if (answer.ok) {
      onBooking(answer.data.booking);
      void notify({ type: 'success', title: done, duration: 5000 });
    } else {
      setError(answer.error ?? m.forms_error_title());
    }
  };

  return (
    <Box mt="8" pt="6" borderTopWidth="1px" borderColor="border.muted" data-testid="manage-earlier">
      <Heading as="h2" size="md" color="ink.900" mb="2">
        {m.waitlist_earlier_title()}
      </Heading>
      <Text color="ink.800" fontSize="sm" mb="3">
        {m.waitlist_earlier_lead()}
      </Text>
      {e.asked ? (
        <Stack gap="3" align="start">
          <Text color="ink.800" role="status" data-testid="earlier-asked">
            {m.waitlist_earlier_on({ from: dateLabel(e.asked.from, locale) })}
          </Text>
          <Button
            variant="outline"
            size="md"
            minH="11"
            loading={busy}
            onClick={() => void send('/api/manage/earlier/stop', {}, m.waitlist_earlier_stopped())}
          >
            {m.waitlist_earlier_stop()}
          </Button>
        </Stack>
      ) : (
        <Stack gap="3" align="start">
          <Field.Root invalid={!!error} maxW="xs">
            <Field.Label>{m.waitlist_earlier_from()}</Field.Label>
            <Input
              type="date"
              value={from}
              min={e.today}
              max={booking.date}
              onChange={(ev) => setFrom(ev.target.value)}
              data-testid="earlier-from"
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Box as="fieldset" border="0" p="0" m="0">
            <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
              {m.waitlist_join_channels_legend()}
            </Text>
            <Stack gap="2">
              <Channel checked={email} onChange={setEmail} label={m.waitlist_join_channel_email()} />
              {e.whatsapp ? (
                <Channel checked={whatsapp} onChange={setWhatsapp} label={m.waitlist_join_channel_whatsapp()} />
              ) : null}
            </Stack>
          </Box>
          <Button
            colorPalette="brand"
            size="md"
            minH="11"
            loading={busy}
            onClick={() =>
              void send(
                '/api/manage/earlier',
                { from, times: [], offers_email: email, offers_whatsapp: whatsapp },
                m.waitlist_earlier_saved(),
              )
            }
            data-testid="earlier-submit"
          >
            {m.waitlist_earlier_submit()}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/** A channel's box, a native checkbox as the booking form's (the house draws no custom control). */
function Channel({ checked, onChange, label }: { checked: boolean; onChange: (v: boolean) => void; label: string }) {
  return (
    <Box as="label" display="inline-flex" alignItems="center" gap="3" cursor="pointer" minH="11">
      <chakra.input
        type="checkbox"
        checked={checked}
        onChange={(ev) => onChange(ev.target.checked)}
        accentColor="brand.solid"
        boxSize="4"
        flexShrink={0}
        m="0"
      />
      <Text as="span">{label}</Text>
    </Box>
  );
}
