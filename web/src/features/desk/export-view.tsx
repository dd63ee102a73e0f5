import { Button, Card, Field, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { addDays, clinicDate, isRealDate } from '../../../../common/booking/schedule';
import { formatClinicDate } from '../../../../common/i18n/dates';
import { m } from '../../i18n';
import { clinicWeek } from './format';

/** The range's problem in words, or '' when it can be exported (the API's own limits: in order, at most a year). */
function rangeError(from: string, to: string): string {
  if (!isRealDate(from) || !isRealDate(to)) return 'Please choose both dates.';
  if (to < from) return m.server_desk_last_before_first();
  if (to > addDays(from, 366)) return m.server_desk_export_too_long();
  return '';
}

/** Bookings of a date range as a CSV file for Excel (this week, Monday to Saturday, unless changed). */
export function ExportView() {
  const week = clinicWeek(clinicDate());
  const [from, setFrom] = useState(week.from);
  const [to, setTo] = useState(week.to);
  const error = rangeError(from, to);
  const href = `/api/desk/export.csv?from=${from}&to=${to}`;
  const setWeek = (offset: number) => {
    const w = clinicWeek(addDays(clinicDate(), offset * 7));
    setFrom(w.from);
    setTo(w.to);
  };
  return (
    <Card.Root variant="outline" size="sm" maxW="3xl" as="section" aria-labelledby="export-title">
      <Card.Body gap="4" px={{ base: '3', md: '5' }} py="4">
        <Stack gap="1">
          <Heading as="h2" size="md" id="export-title">
            Export bookings
          </Heading>
          <Text fontSize="sm" color="ink.700">
            A CSV file for Excel with every booking of these days (cancelled ones too): date, time, status, name, phone,
            e-mail, visit reason, message.
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => setWeek(-1)}>
            Last week
          </Button>
          <Button size="sm" variant="outline" onClick={() => setWeek(0)}>
            This week
          </Button>
          <Button size="sm" variant="outline" onClick={() => setWeek(1)}>
            Next week
          </Button>
        </HStack>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root invalid={!isRealDate(from)}>
            <Field.Label>From</Field.Label>
            <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </Field.Root>
          <Field.Root invalid={!!error}>
            <Field.Label>To</Field.Label>
            <Input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        {error ? (
          <Button colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'start' }} disabled>
            <Download size={18} aria-hidden="true" />
            Download CSV
          </Button>
        ) : (
          <Stack gap="2">
            <Text fontSize="sm" data-testid="export-range">
              {from === to ? formatClinicDate(from) : `${formatClinicDate(from)} to ${formatClinicDate(to)}`}
            </Text>
            <Button asChild colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'start' }}>
              <a href={href} download={`bookings-${from}-to-${to}.csv`}>
                <Download size={18} aria-hidden="true" />
                Download CSV
              </a>
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
