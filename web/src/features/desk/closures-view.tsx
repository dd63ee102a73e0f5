import {
  Alert,
  Box,
  Button,
  Card,
  chakra,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  type InputProps,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { CalendarOff, DoorOpen } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { clinicDate, isRealDate } from '../../../../common/booking/schedule';
import { COMMON_CLOSURE_REASONS } from '../../../../common/clinic/closure-reasons';
import { CLOSURE_REASON_MAX, ClosureSchema } from '../../../../common/desk/schema';
import { formatInstant } from '../../../../common/i18n/dates';
import { parseWith } from '../../../../common/platform/fields';
import { notify } from '../../components/ui/notify';
import { PlainFieldset } from '../../components/ui/plain-fieldset';
import { timesToDraw } from '../booking/day-times';
import { deskPost, failureText, isAccessProblem } from './api';
import { BookingCard } from './booking-card';
import { ChoiceTiles } from './choice-tiles';
import { FormError } from './dialog-form';
import { closureSpan, plural } from './format';
import { useDeskAction, useDeskData, useDeskSession } from './session';
import { LoadState } from './states';
import type { Closure, DayAnswer, DeskBooking } from './types';

type Mode = 'day' | 'range' | 'times';

const MODES: { value: Mode; label: string }[] = [
  { value: 'day', label: 'One whole day' },
  { value: 'range', label: 'Several days' },
  { value: 'times', label: 'Some times of one day' },
];

const SUBMIT: Record<Mode, string> = {
  day: 'Close this day',
  range: 'Close these days',
  times: 'Close these times',
};

type ClosureWithBookings = Closure & { bookings: DeskBooking[] };
type Errors = Record<string, string | undefined>;

/** Closes a day, a range of days or some times, and lists what is closed from today on, with Reopen. */
export function ClosuresView() {
  const { loaded, reload } = useDeskData<{ closures: ClosureWithBookings[] }>('/closures');
  const [created, setCreated] = useState<{ closure: Closure; bookings: number } | null>(null);
  const closures = loaded.data?.closures;
  return (
    <Stack gap="6">
      <ClosureForm
        onCreated={(closure, bookings) => {
          setCreated({ closure, bookings });
          reload();
        }}
      />
      {created ? (
        <Alert.Root status={created.bookings ? 'warning' : 'success'} data-testid="closure-created" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Closed {closureSpan(created.closure)}.</Alert.Title>
            <Alert.Description>
              {created.bookings
                ? `${plural(created.bookings, 'booking is', 'bookings are')} already on ${created.closure.start_date === created.closure.end_date ? 'this day' : 'these days'}. ${created.bookings === 1 ? 'The patient is' : 'The patients are'} not told until you cancel below ("Cancel and notify"), or move ${created.bookings === 1 ? 'the booking' : 'them'} to another day.`
                : 'Nobody was booked there. From now on patients cannot book it.'}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Stack gap="3" as="section" aria-labelledby="upcoming-closures">
        <Heading as="h2" size="md" id="upcoming-closures">
          Upcoming closures
        </Heading>
        <LoadState loaded={loaded} what="the closures" onRetry={reload}>
          {closures?.length === 0 ? (
            <Text color="ink.700" fontSize="sm">
              Nothing is closed from today on, apart from days without sessions.
            </Text>
          ) : null}
          {closures?.map((c) => (
            <ClosureItem key={c.id} closure={c} onChange={reload} highlight={created?.closure.id === c.id} />
          ))}
        </LoadState>
      </Stack>
    </Stack>
  );
}

/** The closure's reason in each language patients read it in: what each field says and hints. */
const REASON_FIELDS = [
  {
    name: 'reason',
    label: 'Reason patients will see',
    required: true,
    placeholder: 'e.g. Doctor at a medical conference',
    helper: 'Shown when a patient tries to book these days, and in the cancellation e-mails you send.',
  },
  {
    name: 'reason_hi',
    label: 'Reason Hindi patients will see (in Hindi)',
    lang: 'hi',
    placeholder: 'जैसे: डॉक्टर छुट्टी पर हैं',
    helper: 'Written in Hindi only. Left empty, Hindi patients read that the clinic is closed, without a reason.',
  },
] as const;

/** One field of the closure form (a day, a reason in one language): its hint until there is an error instead. */
function ClosureField({
  id,
  label,
  required = false,
  value,
  error,
  helper,
  onChange,
  ...input
}: {
  id: string;
  label: string;
  required?: boolean;
  value: string;
  error?: string;
  helper?: string;
  onChange: (value: string) => void;
} & Pick<InputProps, 'type' | 'min' | 'lang' | 'maxLength' | 'placeholder'>) {
  return (
    <Field.Root invalid={!!error} required={required} ids={{ control: id }}>
      <Field.Label>
        {/* The indicator draws itself only on a required field. */}
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <Input {...input} value={value} onChange={(e) => onChange(e.target.value)} />
      {error || !helper ? null : <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function ClosureForm({ onCreated }: { onCreated: (c: Closure, bookings: number) => void }) {
  const { accessLost } = useDeskSession();
  const id = useId();
  const today = clinicDate();
  const [mode, setMode] = useState<Mode>('day');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [times, setTimes] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [reasonHi, setReasonHi] = useState('');
  const reasons = { reason: [reason, setReason], reason_hi: [reasonHi, setReasonHi] } as const;
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const clear = (k: string) => setErrors((e) => ({ ...e, [k]: undefined, form: undefined }));
  // The times of the day to close part of: what the schedule offers that day (the default week's until it answers).
  const { loaded } = useDeskData<DayAnswer>(mode === 'times' && isRealDate(start) ? `/day?date=${start}` : null);
  const startDay = loaded.data?.date === start ? loaded.data : undefined;
  const dayTimes = timesToDraw(
    start,
    startDay?.slots.filter((s) => s.offered !== false),
  ).map((s) => s.time);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      start_date: start,
      end_date: mode === 'range' ? end : undefined,
      // In clock order, and only times the day offers (a time ticked before the day changed is dropped).
      slots: mode === 'times' ? dayTimes.filter((t) => times.includes(t)) : [],
      reason,
      reason_hi: reasonHi,
    };
    const parsed = parseWith(ClosureSchema, body);
    const errs: Errors = parsed.success ? {} : { ...parsed.fields };
    if (!parsed.success && !Object.keys(parsed.fields).length) {
      // The whole-form checks are about the last day (before the first, or more than a year on).
      errs[mode === 'range' ? 'end_date' : 'form'] = parsed.error;
    }
    if (mode === 'range' && !end) errs.end_date = 'Please choose the last day.';
    if (mode === 'times' && times.length === 0) errs.slots = 'Please choose the times to close.';
    if (start && start < today) errs.start_date = 'This date has passed. Please choose today or a later day.';
    setErrors(errs);
    if (Object.values(errs).some(Boolean) || !parsed.success) {
      const first = ['start_date', 'end_date', 'slots', 'reason', 'reason_hi'].find((k) => errs[k]);
      if (first) requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus());
      return;
    }
    setSending(true);
    const r = await deskPost<{ closure: Closure; bookings: DeskBooking[] }>('/closures', parsed.output);
    setSending(false);
    if (r.ok) {
      void notify({ type: 'success', title: 'Closed', description: closureSpan(r.data.closure) });
      setStart('');
      setEnd('');
      setTimes([]);
      setReason('');
      setReasonHi('');
      onCreated(r.data.closure, r.data.bookings.length);
      return;
    }
    if (isAccessProblem(r)) return accessLost(r);
    setErrors({ ...(r.fields ?? {}), form: r.fields ? undefined : failureText(r) });
  };

  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby={`${id}-title`} maxW="3xl">
      <Card.Body gap="4" px={{ base: '3', md: '5' }} py="4">
        <Heading as="h2" size="md" id={`${id}-title`}>
          Close the clinic
        </Heading>
        <chakra.form noValidate onSubmit={submit}>
          <Stack gap="4">
            <PlainFieldset>
              <Box as="legend" fontWeight="medium" fontSize="sm" mb="1.5">
                What to close
              </Box>
              <Flex gap={{ base: '1', sm: '4' }} direction={{ base: 'column', sm: 'row' }} wrap="wrap">
                {MODES.map((m) => (
                  <HStack as="label" key={m.value} gap="2" cursor="pointer" py="1" fontSize="sm">
                    <input
                      type="radio"
                      name={`${id}-mode`}
                      value={m.value}
                      checked={mode === m.value}
                      onChange={() => {
                        setMode(m.value);
                        setErrors({});
                      }}
                      style={{ width: '18px', height: '18px', accentColor: '#0b6e6e' }}
                    />
                    {m.label}
                  </HStack>
                ))}
              </Flex>
            </PlainFieldset>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <ClosureField
                id={`${id}-start_date`}
                label={mode === 'range' ? 'First day' : 'Day'}
                required
                type="date"
                min={today}
                value={start}
                error={errors.start_date}
                onChange={(v) => {
                  setStart(v);
                  clear('start_date');
                }}
              />
              {mode === 'range' ? (
                <ClosureField
                  id={`${id}-end_date`}
                  label="Last day"
                  required
                  type="date"
                  min={start || today}
                  value={end}
                  error={errors.end_date}
                  onChange={(v) => {
                    setEnd(v);
                    clear('end_date');
                  }}
                />
              ) : null}
            </SimpleGrid>
            {mode === 'times' ? (
              <Field.Root invalid={!!errors.slots}>
                <ChoiceTiles
                  legend="Times to close"
                  type="checkbox"
                  firstId={`${id}-slots`}
                  invalid={!!errors.slots}
                  selected={times}
                  onChange={(t, checked) => {
                    setTimes((ts) => (checked ? [...ts, t] : ts.filter((x) => x !== t)));
                    clear('slots');
                  }}
                  choices={dayTimes.map((t) => ({ value: t }))}
                />
                <Field.ErrorText>{errors.slots ?? errors['slots.0']}</Field.ErrorText>
              </Field.Root>
            ) : null}
            <PlainFieldset>
              <Box as="legend" fontWeight="medium" fontSize="sm" mb="1.5">
                A common reason (fills both languages)
              </Box>
              <Flex gap="2" wrap="wrap">
                {COMMON_CLOSURE_REASONS.map((r) => (
                  <Button
                    key={r.en}
                    type="button"
                    size="xs"
                    // Long pairs wrap on a phone instead of widening the page.
                    whiteSpace="normal"
                    maxW="full"
                    h="auto"
                    minH="8"
                    py="1"
                    textAlign="start"
                    variant={reason === r.en && reasonHi === r.hi ? 'solid' : 'outline'}
                    colorPalette="brand"
                    aria-pressed={reason === r.en && reasonHi === r.hi}
                    onClick={() => {
                      setReason(r.en);
                      setReasonHi(r.hi);
                      clear('reason');
                      clear('reason_hi');
                    }}
                  >
                    <span>
                      {r.en} <span lang="hi">/ {r.hi}</span>
                    </span>
                  </Button>
                ))}
              </Flex>
            </PlainFieldset>
            {REASON_FIELDS.map(({ name, ...f }) => {
              const [value, set] = reasons[name];
              return (
                <ClosureField
                  key={name}
                  id={`${id}-${name}`}
                  maxLength={CLOSURE_REASON_MAX}
                  {...f}
                  value={value}
                  error={errors[name]}
                  onChange={(v) => {
                    set(v);
                    clear(name);
                  }}
                />
              );
            })}
            <FormError text={errors.form} />
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'start' }}
              loading={sending}
              loadingText="Closing…"
            >
              <CalendarOff size={18} aria-hidden="true" />
              {SUBMIT[mode]}
            </Button>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}

function ClosureItem({
  closure: c,
  onChange,
  highlight,
}: {
  closure: ClosureWithBookings;
  onChange: () => void;
  highlight: boolean;
}) {
  const { busy, run } = useDeskAction();
  const reopen = () =>
    run(
      { path: `/closures/${c.id}/delete`, failed: 'Not reopened' },
      () => ({ title: 'Reopened', description: closureSpan(c) }),
      onChange,
    );
  return (
    <Card.Root
      variant="outline"
      size="sm"
      borderColor={highlight ? 'orange.400' : undefined}
      role="article"
      aria-label={`Closed ${closureSpan(c)}`}
      data-testid="closure"
      data-closure-id={c.id}
    >
      <Card.Body gap="3" px="3" py="3">
        <Flex justify="space-between" gap="3" align="start" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Box minW="0">
            <Heading as="h3" size="sm">
              {closureSpan(c)}
            </Heading>
            <Text fontSize="sm">
              <Text as="span" color="ink.700">
                Reason:{' '}
              </Text>
              {c.reason}
              {c.reason_hi ? <span lang="hi"> / {c.reason_hi}</span> : null}
            </Text>
            <Text fontSize="xs" color="ink.700">
              By {c.created_by}, {formatInstant(c.created_at)}
            </Text>
          </Box>
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            loading={busy !== null}
            onClick={reopen}
            flexShrink={0}
          >
            <DoorOpen size={16} aria-hidden="true" />
            Reopen
          </Button>
        </Flex>
        {c.bookings.length ? (
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="semibold" color="orange.800">
              {plural(c.bookings.length, 'booking')} still on {c.start_date === c.end_date ? 'this day' : 'these days'}
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="2">
              {c.bookings.map((b) => (
                <BookingCard key={b.id} booking={b} context="closure" closureReason={c.reason} onChange={onChange} />
              ))}
            </SimpleGrid>
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
