import { Button, chakra, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { m } from '../../i18n';
import { BookingCard } from './booking-card';
import { plural } from './format';
import { useDeskData } from './session';
import { LoadedList } from './states';
import type { DeskBooking } from './types';

const TOO_SHORT = m.server_desk_search_too_short();

/**
 * Finds bookings on any date by name, phone or e-mail. The words searched stay in this page's memory, never in its
 * address (nothing personal in URLs).
 */
export function SearchView({ query, onQuery }: { query: string; onQuery: (q: string) => void }) {
  const [text, setText] = useState(query);
  const [error, setError] = useState('');
  const { loaded, reload } = useDeskData<{ bookings: DeskBooking[] }>(query ? '/search' : null, { q: query });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (q.length < 2 || q.length > 100) {
      setError(TOO_SHORT);
      return;
    }
    setError('');
    if (q === query) reload();
    else onQuery(q);
  };

  return (
    <Stack gap="4">
      <chakra.form noValidate onSubmit={submit} role="search">
        <Flex gap="2" align="end" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Field.Root invalid={!!error} flex="1" minW="0">
            <Field.Label>Name, phone or e-mail</Field.Label>
            <Input
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={100}
              autoComplete="off"
              enterKeyHint="search"
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" w={{ base: 'full', sm: 'auto' }}>
            <Search size={18} aria-hidden="true" />
            Search
          </Button>
        </Flex>
      </chakra.form>
      {query ? (
        <LoadedList
          loaded={loaded}
          what="the results"
          onRetry={reload}
          items={(d) => d.bookings}
          live
          heading={(results) => (
            <>
              {results.length ? plural(results.length, 'booking') : 'No bookings'} found for “{query}”
              {results.length === 50 ? ' (the latest 50)' : ''}
            </>
          )}
        >
          {(results) => (
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="2">
              {results.map((b) => (
                <BookingCard key={b.id} booking={b} context="search" headingLevel="h3" onChange={reload} />
              ))}
            </SimpleGrid>
          )}
        </LoadedList>
      ) : (
        <Text color="ink.700" fontSize="sm">
          Finds bookings on any date, newest first, including cancelled ones.
        </Text>
      )}
    </Stack>
  );
}
