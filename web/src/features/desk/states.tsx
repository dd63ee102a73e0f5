import { Alert, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Loaded } from './session';

/**
 * A view's data as it arrives: a spinner the first time, the API's error with Try again when it fails (the last
 * answer stays visible under it), else the view.
 */
export function LoadState<T>({
  loaded,
  what,
  onRetry,
  children,
}: {
  loaded: Loaded<T>;
  what: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <Stack gap="3" aria-busy={loaded.state === 'loading'}>
      {loaded.state === 'loading' && loaded.data === undefined ? (
        <HStack gap="2" py="4" role="status">
          <Spinner size="sm" color="brand.solid" />
          <Text color="ink.700">Loading {what}…</Text>
        </HStack>
      ) : null}
      {loaded.state === 'failed' ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Could not load {what}</Alert.Title>
            <Alert.Description>{loaded.error}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
            Try again
          </Button>
        </Alert.Root>
      ) : null}
      {loaded.data !== undefined ? children : null}
    </Stack>
  );
}

/** A view's Refresh button: reads its list again, spinning while it does. */
export function RefreshButton<T>({ loaded, onRefresh }: { loaded: Loaded<T>; onRefresh: () => void }) {
  return (
    <Button size="sm" variant="ghost" onClick={onRefresh} loading={loaded.state === 'loading'}>
      <RefreshCw size={16} aria-hidden="true" />
      Refresh
    </Button>
  );
}

/**
 * A view's list as it loads (see LoadState), under the heading that counts it ("3 open requests"); `items` picks the
 * list out of the answer.
 */
export function LoadedList<T, I>({
  loaded,
  what,
  onRetry,
  items,
  heading,
  live = false,
  children,
}: {
  loaded: Loaded<T>;
  what: string;
  onRetry: () => void;
  items: (data: T) => I[];
  heading: (list: I[]) => ReactNode;
  /** Announce the heading when it changes (a search's results). */
  live?: boolean;
  children: (list: I[]) => ReactNode;
}) {
  const list = loaded.data === undefined ? undefined : items(loaded.data);
  return (
    <LoadState loaded={loaded} what={what} onRetry={onRetry}>
      {list ? (
        <Stack gap="3">
          <Heading as="h2" size="md" aria-live={live ? 'polite' : undefined}>
            {heading(list)}
          </Heading>
          {children(list)}
        </Stack>
      ) : null}
    </LoadState>
  );
}
