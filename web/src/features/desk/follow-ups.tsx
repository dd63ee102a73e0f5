import { Badge, Button, Card, Field, Flex, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import * as v from 'valibot';
import { addDays, clinicDate } from '../../../../common/booking/schedule';
import { formatClinicDate } from '../../../../common/i18n/dates';
import { FollowUpSchema } from '../../../../common/queue/day-messages-schema';
import {
  type DueFollowUp,
  FOLLOW_UP_CHOICES,
  FOLLOW_UP_NOTE_MAX,
  followUpDue,
} from '../../../../common/queue/follow-ups';
import { m } from '../../i18n';
import { BookingDialog, DialogForm, type Errors } from './dialog-form';
import { useDeskAction, useDeskData } from './session';
import { LoadedList, RefreshButton } from './states';

/** The dialog's choices: the four spans, or a date the desk picks. */
const CHOICE_LABELS = {
  '1w': m.daymsg_follow_up_1w,
  '2w': m.daymsg_follow_up_2w,
  '1m': m.daymsg_follow_up_1m,
  '3m': m.daymsg_follow_up_3m,
  date: m.daymsg_follow_up_date,
} as const;
type Choice = keyof typeof CHOICE_LABELS;

/**
 * "Set follow-up" at Done (issue 27 item 5): a button opening a small dialog — in a week, two weeks, a month, three
 * months or on a date, and a note for the patient (e-mailed only) — that POSTs /api/desk/queue/:id/follow-up. For the
 * queue view to place on an entry that is done; `visitDate` is the entry's date (the choices count from it).
 */
export function SetFollowUp({
  entryId,
  token,
  visitDate,
  onSet,
}: {
  entryId: string;
  token: number;
  visitDate: string;
  onSet?: (dueDate: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<Choice>('1m');
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const { busy, run } = useDeskAction();
  const chosen = choice === 'date' ? date : choice;
  const due = chosen ? followUpDue(visitDate, chosen) : '';

  const save = async () => {
    const parsed = v.safeParse(FollowUpSchema, { in: chosen, note });
    if (!parsed.success) {
      const flat = v.flatten(parsed.issues).nested ?? {};
      setErrors({ in: flat.in?.[0], note: flat.note?.[0] });
      return;
    }
    setErrors({});
    await run<{ followUp: { due_date: string } }>(
      { path: `/queue/${entryId}/follow-up`, body: parsed.output, failed: m.daymsg_set_follow_up() },
      (d) => ({ title: m.daymsg_follow_up_saved({ date: formatClinicDate(d.followUp.due_date) }), description: '' }),
      (d) => {
        setOpen(false);
        onSet?.(d.followUp.due_date);
      },
    );
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <CalendarClock size={16} aria-hidden="true" />
        {m.daymsg_set_follow_up()}
      </Button>
      <BookingDialog
        open={open}
        onClose={() => setOpen(false)}
        title={m.daymsg_follow_up_title({ token })}
        description={due ? m.daymsg_follow_up_due_on({ date: formatClinicDate(due) }) : ''}
      >
        <DialogForm
          onSubmit={save}
          leave={m.daymsg_cancel()}
          onLeave={() => setOpen(false)}
          submit={m.daymsg_follow_up_save()}
          busy={m.daymsg_follow_up_save()}
          sending={busy !== null}
        >
          <Field.Root invalid={!!errors.in}>
            <Field.Label>{m.daymsg_follow_up_when()}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={choice} onChange={(e) => setChoice(e.currentTarget.value as Choice)}>
                {[...FOLLOW_UP_CHOICES, 'date' as const].map((c) => (
                  <option key={c} value={c}>
                    {CHOICE_LABELS[c]()}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {choice === 'date' ? (
              <Input
                type="date"
                mt="2"
                aria-label={m.daymsg_follow_up_date()}
                min={addDays(visitDate, 1)}
                value={date}
                onChange={(e) => setDate(e.currentTarget.value)}
              />
            ) : null}
            <Field.ErrorText>{errors.in}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.note}>
            <Field.Label>{m.daymsg_follow_up_note_field()}</Field.Label>
            <Textarea value={note} maxLength={FOLLOW_UP_NOTE_MAX} onChange={(e) => setNote(e.currentTarget.value)} />
            <Field.ErrorText>{errors.note}</Field.ErrorText>
          </Field.Root>
        </DialogForm>
      </BookingDialog>
    </>
  );
}

/** "Follow-ups due and not booked": whom to phone, due by a date (three days from today unless chosen). */
export function FollowUpsView() {
  const [dueBy, setDueBy] = useState(addDays(clinicDate(), 3));
  const { loaded, reload } = useDeskData<{ followUps: DueFollowUp[] }>(`/follow-ups?due_by=${dueBy}`);
  return (
    <Stack gap="4" maxW="4xl">
      <Text fontSize="sm" color="ink.700">
        {m.daymsg_due_intro()}
      </Text>
      <Flex gap="3" align="end" wrap="wrap" justify="space-between">
        <Field.Root maxW="48">
          <Field.Label>{m.daymsg_due_by()}</Field.Label>
          <Input type="date" value={dueBy} onChange={(e) => e.currentTarget.value && setDueBy(e.currentTarget.value)} />
        </Field.Root>
        <RefreshButton loaded={loaded} onRefresh={reload} />
      </Flex>
      <LoadedList
        loaded={loaded}
        what={m.daymsg_due_what()}
        onRetry={reload}
        items={(d) => d.followUps}
        heading={(list) => (list.length ? m.daymsg_due_heading() : m.daymsg_due_empty())}
      >
        {(list) =>
          list.map((f) => (
            <Card.Root key={f.id} size="sm" variant="outline" data-testid="follow-up-due">
              <Card.Body gap="1" px="3" py="3">
                <Flex justify="space-between" gap="2" wrap="wrap">
                  <Text fontWeight="semibold">
                    {f.name ?? '—'} {f.walk_in ? <Badge>{m.daymsg_due_walk_in()}</Badge> : null}
                  </Text>
                  <Badge colorPalette={f.reminded_at ? 'green' : 'orange'}>
                    {m.daymsg_due_reminded()}:{' '}
                    {f.reminded_at ? m.daymsg_due_reminded_yes() : m.daymsg_due_reminded_no()}
                  </Badge>
                </Flex>
                <Text fontSize="sm">
                  {m.daymsg_due_phone()}:{' '}
                  {f.phone ? <a href={`tel:${f.phone.replace(/[^\d+]/g, '')}`}>{f.phone}</a> : m.daymsg_due_no_phone()}
                </Text>
                <Text fontSize="sm">
                  {m.daymsg_due_date()}: {formatClinicDate(f.due_date)} · {m.daymsg_due_visit()}:{' '}
                  {formatClinicDate(f.visit_date)}
                </Text>
                {f.note ? (
                  <Text fontSize="sm">
                    {m.daymsg_due_note()}: {f.note}
                  </Text>
                ) : null}
              </Card.Body>
            </Card.Root>
          ))
        }
      </LoadedList>
    </Stack>
  );
}
