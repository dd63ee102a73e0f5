import { Button, Card, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { MonitorPlay } from 'lucide-react';
import { useId, useState } from 'react';
import { m } from '../../i18n';
import { deskPost, failureText, isAccessProblem } from './api';
import { useDeskSession } from './session';

/**
 * The Clinic view's "Waiting-room screen": makes the screen's link (/api/screen/<key>) and shows it this once — the
 * API keeps only its hash. Making a new one ends the old (a TV that showed it gets "not found" on its next poll).
 */
export function ScreenLink() {
  const { accessLost } = useDeskSession();
  const id = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const make = async () => {
    setBusy(true);
    setError(null);
    const r = await deskPost<{ url: string }>('/queue-links/screen-key');
    setBusy(false);
    if (r.ok) setUrl(r.data.url);
    else if (isAccessProblem(r)) accessLost(r);
    else setError(m.queue_desk_screen_failed({ error: failureText(r) }));
  };
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby={id} maxW="5xl" data-testid="screen-link">
      <Card.Body gap="3" px={{ base: '3', md: '5' }} py="4">
        <Heading as="h2" size="md" id={id}>
          {m.queue_desk_screen_heading()}
        </Heading>
        <Text fontSize="sm" color="ink.700">
          {m.queue_desk_screen_lead()}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
          <Button onClick={make} loading={busy} colorPalette="brand" alignSelf="flex-start">
            <MonitorPlay aria-hidden /> {m.queue_desk_screen_make()}
          </Button>
        </Stack>
        {url ? (
          <Stack gap="1" role="status">
            <Text fontSize="sm">{m.queue_desk_screen_new()}</Text>
            <Code wordBreak="break-all" p="2" data-testid="screen-url">
              {url}
            </Code>
          </Stack>
        ) : null}
        {error ? (
          <Text color="red.700" role="alert" fontSize="sm">
            {error}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
