import { Badge, Button, Card, Field, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { CalendarPlus, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatClinicDate, formatInstant } from '../../../../common/i18n/dates';
import type { DeskWaitlistEntry, DeskWaitlistOffer } from '../../../../common/waitlist/schema';
import { apiAnswer } from '../api';
import type { DayAvailability } from '../booking/availability';
import { BookingDialog, DialogForm } from './dialog-form';
import { useDeskAction, useDeskData } from './session';
import { LoadedList, RefreshButton } from './states';

type Answer = { entries: DeskWaitlistEntry[]; offers: DeskWaitlistOffer[] };

/** An offer's state as the desk reads it: open until its time to claim passes. */
function offerState(o: DeskWaitlistOffer, now = new Date()): { label: string; palette: string } {
  if (o.status === 'claimed') return { label: 'Taken by this patient', palette: 'green' };
  if (o.status === 'taken') return { label: 'Taken by someone else', palette: 'gray' };
  if (o.expires_at <= now.toISOString()) return { label: 'Expired', palette: 'gray' };
  return { label: 'Open', palette: 'blue' };
}

const STATUS: Record<DeskWaitlistEntry['status'], { label: string; palette: string }> = {
  waiting: { label: 'Waiting', palette: 'orange' },
  booked: { label: 'Booked', palette: 'green' },
  left: { label: 'Left the list', palette: 'gray' },
};

/**
 * The day's waitlist (decision 030): who waits for a place that day (a full date, or an earlier time for their
 * booking), the times that suit them and how they agreed to be told; the offers made for the day and what became of
 * them. A place can be offered by hand, by message or by phone, and an entry taken off the list.
 */
export function WaitlistView({ date, onDate }: { date: string; onDate: (d: string) => void }) {
  const { loaded, reload } = useDeskData<Answer>(`/waitlist?date=${date}`);
  const offers = loaded.data?.offers ?? [];
  return (
    <Stack gap="4" maxW="4xl">
      <Text fontSize="sm" color="ink.700">
        Patients waiting for a place on this date. When a place frees (a cancellation, a move, a change of hours), they
        are offered it automatically; the first to take it gets it. You can also offer a time by hand.
      </Text>
      <Flex gap="3" align="end" wrap="wrap" justify="space-between">
        <Field.Root maxW="48">
          <Field.Label>Date</Field.Label>
          <Input type="date" value={date} onChange={(e) => e.currentTarget.value && onDate(e.currentTarget.value)} />
        </Field.Root>
        <RefreshButton loaded={loaded} onRefresh={reload} />
      </Flex>
      <LoadedList
        loaded={loaded}
        what="the waitlist"
        onRetry={reload}
        items={(d) => d.entries}
        heading={(list) =>
          list.length ? `Waiting for ${formatClinicDate(date)}` : `Nobody is waiting for ${formatClinicDate(date)}.`
        }
      >
        {(list) => list.map((e) => <EntryCard key={e.id} entry={e} date={date} onChange={reload} />)}
      </LoadedList>
      {offers.length ? (
        <Stack gap="2" as="section" aria-label="Offers made for this date">
          <Text fontWeight="semibold">Offers made for this date</Text>
          {offers.map((o) => {
            const s = offerState(o);
            return (
              <Flex key={o.id} gap="2" wrap="wrap" fontSize="sm" data-testid="waitlist-offer">
                <Text fontWeight="medium">{o.full_name}</Text>
                <Text>{o.time}</Text>
                <Badge colorPalette={s.palette}>{s.label}</Badge>
                <Text color="ink.700">
                  {o.offered_by === 'system' ? 'sent automatically' : `by ${o.offered_by.replace(/^staff:/, '')}`},{' '}
                  {formatInstant(o.created_at)}
                </Text>
              </Flex>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}

function EntryCard({ entry: e, date, onChange }: { entry: DeskWaitlistEntry; date: string; onChange: () => void }) {
  const { busy, run } = useDeskAction();
  const status = STATUS[e.status];
  const channels = [e.email_offers ? 'e-mail' : '', e.whatsapp_offers ? 'WhatsApp' : ''].filter(Boolean).join(', ');
  const remove = () =>
    run(
      { name: 'remove', path: '/waitlist/remove', body: { entry_id: e.id }, failed: 'Not taken off the list' },
      () => ({ title: 'Taken off the waitlist', description: e.full_name }),
      onChange,
    );
  return (
    <Card.Root size="sm" variant="outline" data-testid="waitlist-entry">
      <Card.Body gap="1" px="3" py="3">
        <Flex justify="space-between" gap="2" wrap="wrap">
          <Text fontWeight="semibold">{e.full_name}</Text>
          <Badge colorPalette={status.palette}>{status.label}</Badge>
        </Flex>
        <Text fontSize="sm">
          <a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`}>{e.phone}</a> · {e.email}
        </Text>
        <Text fontSize="sm">
          {e.kind === 'earlier'
            ? `Booked for ${formatClinicDate(e.booked_date ?? '')} at ${e.booked_time ?? ''}: wants an earlier time from ${formatClinicDate(e.date_from)}`
            : 'Waiting for a place that day'}
          {' · '}
          Times: {e.times.length ? e.times.join(', ') : 'any'} · Offers by {channels || '—'}
        </Text>
        <Text fontSize="xs" color="ink.700">
          Joined {formatInstant(e.created_at)}
          {e.added_by !== 'patient' ? ` by ${e.added_by}` : ''}
        </Text>
        {e.status === 'waiting' ? (
          <Flex gap="2" mt="2" wrap="wrap">
            <OfferDialog entry={e} date={date} onOffered={onChange} />
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              loading={busy === 'remove'}
              onClick={() => void remove()}
            >
              <UserX size={16} aria-hidden="true" />
              Take off the list
            </Button>
          </Flex>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** Offer a time by hand: which time (with its free places), and by message or by a phone call the desk makes. */
function OfferDialog({ entry, date, onOffered }: { entry: DeskWaitlistEntry; date: string; onOffered: () => void }) {
  const [open, setOpen] = useState(false);
  const [times, setTimes] = useState<{ time: string; remaining: number }[]>([]);
  const [time, setTime] = useState('');
  const [by, setBy] = useState<'message' | 'phone'>('message');
  const { busy, run } = useDeskAction();
  useEffect(() => {
    if (!open) return;
    void fetch(`/api/availability?date=${date}`, { cache: 'no-store' })
      .then((res) => apiAnswer<DayAvailability>(res))
      .catch(() => ({ ok: false as const, status: 0 }))
      .then((r) => {
        const slots = r.ok ? r.data.slots : [];
        setTimes(slots.map((s) => ({ time: s.time, remaining: s.remaining })));
        setTime(slots.find((s) => s.remaining > 0)?.time ?? slots[0]?.time ?? '');
      });
  }, [open, date]);
  const offer = () =>
    run(
      { path: '/waitlist/offer', body: { entry_id: entry.id, date, time, by }, failed: 'Not offered' },
      () => ({
        title: by === 'phone' ? 'Offer recorded: call the patient now' : 'Offer sent',
        description: `${entry.full_name}, ${time}`,
      }),
      () => {
        setOpen(false);
        onOffered();
      },
    );
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <CalendarPlus size={16} aria-hidden="true" />
        Offer a time
      </Button>
      <BookingDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Offer a time to ${entry.full_name}`}
        description={`${formatClinicDate(date)}. The place is not held: the first patient to take it gets it.`}
      >
        <DialogForm
          onSubmit={() => void offer()}
          leave="Cancel"
          onLeave={() => setOpen(false)}
          submit="Offer"
          busy="Offering"
          sending={busy !== null}
        >
          <Field.Root>
            <Field.Label>Time</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={time} onChange={(ev) => setTime(ev.currentTarget.value)}>
                {times.map((t) => (
                  <option key={t.time} value={t.time}>
                    {t.time} ({t.remaining} free)
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>How</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={by} onChange={(ev) => setBy(ev.currentTarget.value as 'message' | 'phone')}>
                <option value="message">Send the offer (as the patient agreed: e-mail, WhatsApp)</option>
                <option value="phone">I am phoning the patient (record it, send nothing)</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </DialogForm>
      </BookingDialog>
    </>
  );
}
