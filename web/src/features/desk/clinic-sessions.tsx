import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { clinicDate } from '../../../../common/booking/schedule';
import { DAY_NAMES, type DateSession, type Session } from '../../../../common/clinic/schedule';
import { PlainFieldset } from '../../components/ui/plain-fieldset';
import { m } from '../../i18n';
import {
  AddButton,
  type ChangeDraft,
  type ClinicDraft,
  ClinicField,
  ClinicFields,
  ClinicSelect,
  type FieldSpec,
  numberOf,
  RemoveButton,
} from './clinic-field';

const WEEKDAY_OPTIONS = [1, 2, 3, 4, 5, 6, 0].map((d) => ({ value: String(d), label: DAY_NAMES[d] ?? '' }));

/** A new session's times: an evening after the spec's day, which a receptionist changes as needed. */
const NEW_SESSION = { start: '18:00', end: '20:00', slotMinutes: 30, capacity: 4 } as const;

type Row = Omit<Session, 'weekday'> & { weekday?: number; date?: string };

/** The fields every session has (start, end, slot length, patients per slot), in the order the form shows them. */
const TIME_FIELDS: readonly FieldSpec<'start' | 'end' | 'slotMinutes' | 'capacity'>[] = [
  { key: 'start', label: m.desk_clinic_start, type: 'time' },
  { key: 'end', label: m.desk_clinic_end, type: 'time' },
  { key: 'slotMinutes', label: m.desk_clinic_slot_minutes, type: 'number', min: 5 },
  { key: 'capacity', label: m.desk_clinic_capacity, type: 'number', min: 1 },
];

/** The times of the session row at `path`. */
function TimesFields({ path, row, set }: { path: string; row: Row; set: (patch: Partial<Row>) => void }) {
  return (
    <ClinicFields
      base={path}
      fields={TIME_FIELDS}
      values={row}
      onChange={(key, v) => set({ [key]: key === 'start' || key === 'end' ? v : numberOf(v) })}
    />
  );
}

/** One row of sessions: its own fields first (weekday, or date and place), then the times and Remove. */
function SessionRow({ label, children, onRemove }: { label: string; children: React.ReactNode; onRemove: () => void }) {
  return (
    <PlainFieldset borderTopWidth="1px" borderColor="border.muted" pt="3">
      <Box as="legend" srOnly>
        {label}
      </Box>
      <SimpleGrid columns={{ base: 2, md: 7 }} gap="2" alignItems="end">
        {children}
        <Box justifySelf={{ base: 'start', md: 'end' }}>
          <RemoveButton label={m.desk_clinic_remove_session({ session: label })} onClick={onRemove} />
        </Box>
      </SimpleGrid>
    </PlainFieldset>
  );
}

/** Each live place's weekly sessions, with Add and Remove. */
export function WeeklySessions({ draft, change }: { draft: ClinicDraft; change: ChangeDraft }) {
  const live = draft.places.filter((p) => !p.retired);
  return (
    <Stack gap="4">
      {live.map((place) => {
        const rows = draft.sessions
          .map((s, i) => ({ s, i }))
          .filter(({ s }) => s.placeId === place.id)
          .sort((a, b) => ((a.s.weekday + 6) % 7) - ((b.s.weekday + 6) % 7) || (a.s.start < b.s.start ? -1 : 1));
        return (
          <Card.Root
            key={place.id}
            variant="outline"
            size="sm"
            as="section"
            aria-label={m.desk_clinic_week_at({ place: place.name })}
          >
            <Card.Body gap="3" px={{ base: '3', md: '4' }} py="3">
              <Heading as="h3" size="sm">
                {m.desk_clinic_week_at({ place: place.name || place.id })}
              </Heading>
              {rows.length === 0 ? (
                <Text fontSize="sm" color="ink.700">
                  {m.desk_clinic_no_sessions()}
                </Text>
              ) : null}
              {rows.map(({ s, i }) => {
                const label = `${DAY_NAMES[s.weekday]} ${s.start}–${s.end}`;
                const set = (patch: Partial<Row>) => change((d) => Object.assign(d.sessions[i] ?? {}, patch));
                return (
                  <SessionRow key={i} label={label} onRemove={() => change((d) => void d.sessions.splice(i, 1))}>
                    <Box gridColumn={{ base: 'span 2', md: 'span 2' }}>
                      <ClinicSelect
                        path={`sessions.${i}.weekday`}
                        label={m.desk_clinic_weekday()}
                        value={String(s.weekday)}
                        options={WEEKDAY_OPTIONS}
                        onChange={(v) => set({ weekday: Number(v) })}
                      />
                    </Box>
                    <TimesFields path={`sessions.${i}`} row={s} set={set} />
                  </SessionRow>
                );
              })}
              <AddButton
                label={m.desk_clinic_add_session({ place: place.name || place.id })}
                onClick={() => change((d) => void d.sessions.push({ placeId: place.id, weekday: 6, ...NEW_SESSION }))}
              />
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}

/** Sessions on one date (an extra Sunday, a short day), which replace that date's weekly sessions. */
export function DateSessions({ draft, change }: { draft: ClinicDraft; change: ChangeDraft }) {
  const places = draft.places.filter((p) => !p.retired).map((p) => ({ value: p.id, label: p.name || p.id }));
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="ink.700">
        {m.desk_clinic_dated_help()}
      </Text>
      {draft.dateSessions.length === 0 ? (
        <Text fontSize="sm" color="ink.700">
          {m.desk_clinic_no_dated()}
        </Text>
      ) : null}
      {draft.dateSessions.map((s: DateSession, i) => {
        const set = (patch: Partial<Row>) => change((d) => Object.assign(d.dateSessions[i] ?? {}, patch));
        return (
          <SessionRow
            key={i}
            label={`${s.date || m.desk_clinic_date()} ${s.start}–${s.end}`}
            onRemove={() => change((d) => void d.dateSessions.splice(i, 1))}
          >
            <ClinicField
              path={`dateSessions.${i}.date`}
              label={m.desk_clinic_date()}
              type="date"
              min={clinicDate()}
              value={s.date}
              onChange={(v) => set({ date: v })}
            />
            <ClinicSelect
              path={`dateSessions.${i}.placeId`}
              label={m.desk_clinic_place()}
              value={s.placeId}
              options={places}
              onChange={(v) => set({ placeId: v })}
            />
            <TimesFields path={`dateSessions.${i}`} row={s} set={set} />
          </SessionRow>
        );
      })}
      <AddButton
        label={m.desk_clinic_add_dated()}
        onClick={() =>
          change((d) => void d.dateSessions.push({ placeId: places[0]?.value ?? '', date: '', ...NEW_SESSION }))
        }
      />
    </Stack>
  );
}
