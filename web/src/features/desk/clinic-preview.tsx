import { Alert, Box, Button, Card, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Ban, ExternalLink } from 'lucide-react';
import { runText } from '../../../../common/clinic/display';
import { slotLabel, type WeekdayRun } from '../../../../common/clinic/schedule';
import { formatClinicDate } from '../../../../common/i18n/dates';
import { m } from '../../i18n';
import { DANGER } from './dialog-form';

/** One place's weekly hours as the preview answers them. */
export interface PlaceHours {
  placeId: string;
  name: string;
  runs: WeekdayRun[];
}

/** A booking the edit would leave at a time no longer offered there (staff may see the name). */
export interface StrandedBooking {
  id: string;
  date: string;
  time: string;
  placeId: string;
  name: string;
}

/** Each place's week as patients will read it after the save, in the words of the public pages. */
export function HoursPreview({ hours }: { hours: PlaceHours[] }) {
  return (
    <Stack gap="3" data-testid="clinic-hours">
      {hours.map((h) => (
        <Box key={h.placeId}>
          <Heading as="h4" size="xs">
            {h.name}
          </Heading>
          <List.Root as="ul" ps="5" fontSize="sm">
            {/* The public pages' own words (common/clinic/display.ts), in English and in Hindi. */}
            {h.runs.map((r) => (
              <List.Item key={r.days.join()}>
                {runText(r, 'en')}
                <Text as="span" display="block" lang="hi" color="fg.muted">
                  {runText(r, 'hi')}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The bookings the edit would strand, each with a link to its day (where Move offers the times still open), and the
 * other way out: cancel them all, each patient told by e-mail and asked to book again.
 */
export function StrandedBookings({
  stranded,
  places,
  onCancelAll,
  cancelling,
  blocking,
}: {
  stranded: StrandedBooking[];
  places: readonly { id: string; name: string }[];
  onCancelAll?: () => void;
  cancelling: boolean;
  /** True when a save was refused for them: the desk must choose a way out. */
  blocking: boolean;
}) {
  if (!stranded.length) return null;
  return (
    <Alert.Root status="warning" role={blocking ? 'alert' : 'status'} data-testid="clinic-stranded" tabIndex={-1}>
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{m.desk_clinic_stranded_title({ count: stranded.length })}</Alert.Title>
        <Alert.Description>
          <Stack gap="3">
            <Text>{m.desk_clinic_stranded_text()}</Text>
            <List.Root as="ul" ps="5" gap="1">
              {stranded.map((b) => (
                <List.Item key={b.id} data-testid="clinic-stranded-booking">
                  <strong>{b.name}</strong>, {formatClinicDate(b.date)} {b.time}
                  {places.length > 1 ? ` (${places.find((p) => p.id === b.placeId)?.name ?? b.placeId})` : ''} ·{' '}
                  <Link
                    href={`/desk?view=day&date=${b.date}`}
                    target="_blank"
                    rel="noopener"
                    color="brand.fg"
                    fontWeight="medium"
                  >
                    {m.desk_clinic_move({ name: b.name })}
                    <ExternalLink size={14} aria-hidden="true" />
                    <Box as="span" srOnly>
                      {m.desk_clinic_new_tab()}
                    </Box>
                  </Link>
                </List.Item>
              ))}
            </List.Root>
            {onCancelAll ? (
              <Button
                size="sm"
                colorPalette="red"
                {...DANGER}
                alignSelf="start"
                whiteSpace="normal"
                h="auto"
                minH="8"
                py="1"
                loading={cancelling}
                onClick={onCancelAll}
              >
                <Ban size={16} aria-hidden="true" />
                {m.desk_clinic_cancel_all({ count: stranded.length })}
              </Button>
            ) : null}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A patient waiting today in a session the edit would take away (POST /clinic/preview and a refused PUT). */
export interface InQueuePatient {
  placeId: string;
  start: string;
  token: number;
  name: string;
}

/**
 * The patients checked in today whose session the edit removes or moves: the edit cannot be saved while they wait
 * (never a queue for a session that no longer exists); the desk keeps today's session until they are seen.
 */
export function PatientsInQueue({
  patients,
  places,
  blocking,
}: {
  patients: InQueuePatient[];
  places: readonly { id: string; name: string }[];
  blocking: boolean;
}) {
  if (!patients.length) return null;
  return (
    <Alert.Root status="error" role={blocking ? 'alert' : 'status'} data-testid="clinic-in-queue" tabIndex={-1}>
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{m.desk_clinic_in_queue_title({ count: patients.length })}</Alert.Title>
        <Alert.Description>
          <Stack gap="3">
            <Text>{m.desk_clinic_in_queue_text()}</Text>
            <List.Root as="ul" ps="5" gap="1">
              {patients.map((p) => (
                <List.Item key={`${p.placeId} ${p.start} ${p.token}`} data-testid="clinic-in-queue-patient">
                  <strong>{m.queue_token({ token: p.token })}</strong>, {p.name} ·{' '}
                  {m.desk_clinic_in_queue_session({ time: slotLabel(p.start) })}
                  {places.length > 1 ? ` (${places.find((x) => x.id === p.placeId)?.name ?? p.placeId})` : ''}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The preview's frame: what the edit would show, before anything is saved. */
export function PreviewCard({ children }: { children: React.ReactNode }) {
  return (
    <Card.Root variant="subtle" size="sm" as="section" aria-labelledby="clinic-preview-title">
      <Card.Body gap="3" px={{ base: '3', md: '4' }} py="3">
        <Heading as="h3" size="sm" id="clinic-preview-title">
          {m.desk_clinic_preview_title()}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
