import { Button, chakra, Field, HStack, NativeSelect, Textarea } from '@chakra-ui/react';
import { CalendarX, Hourglass } from 'lucide-react';
import { useState } from 'react';
import { delayLabel } from '../../../../common/notify/values';
import type { DeskQueueSession } from '../../../../common/queue/desk';
import { notify } from '../../components/ui/notify';
import { m, pageLocale } from '../../i18n';
import { deskPost, failureText, isAccessProblem } from './api';
import { BookingDialog, DialogForm } from './dialog-form';
import { useDeskSession } from './session';

const LATE_MINUTES = [15, 30, 45, 60, 90, 120] as const;

type Notice = 'late' | 'cancel';

/**
 * Telling a session's patients at once (issue 27, item 4): "the doctor is running about N minutes late" (the delay in
 * the words the messages use, common/notify/values.ts: "an hour and a half", "डेढ़ घंटे") to everyone
 * not yet seen, or the session cancelled — its bookings cancelled by the clinic, each patient told with a link to book
 * another time. Each asks first; the server tells each patient once per event (a second press tells nobody twice).
 */
export function SessionNotices({ session, onChange }: { session: DeskQueueSession; onChange: () => void }) {
  const { accessLost } = useDeskSession();
  const [open, setOpen] = useState<Notice | null>(null);
  const [minutes, setMinutes] = useState('30');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  // One key per opening of a dialog: a double press is one event.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const where = { date: session.date, place_id: session.place_id, start: session.start };

  const close = () => {
    setOpen(null);
    setError(undefined);
  };
  const send = async (notice: Notice) => {
    setSending(true);
    const body = notice === 'late' ? { ...where, minutes: Number(minutes) } : { ...where, reason };
    const r = await deskPost<{ patients: number; queued: number }>(`/sessions/${notice}`, body, {
      'Idempotency-Key': key,
    });
    setSending(false);
    if (r.ok) {
      void notify({
        type: 'success',
        title: notice === 'late' ? m.daymsg_late_done() : m.daymsg_cancel_done(),
        description: m.daymsg_notice_told({ count: r.data.patients }),
      });
      close();
      onChange();
    } else if (isAccessProblem(r)) accessLost(r);
    else setError(failureText(r));
  };
  const start = (notice: Notice) => {
    setKey(crypto.randomUUID());
    setOpen(notice);
  };

  return (
    <HStack gap="2" wrap="wrap">
      <Button size="sm" variant="outline" onClick={() => start('late')}>
        <Hourglass size={16} aria-hidden="true" />
        {m.daymsg_late_button()}
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => start('cancel')}>
        <CalendarX size={16} aria-hidden="true" />
        {m.daymsg_cancel_button()}
      </Button>
      <BookingDialog
        open={open === 'late'}
        onClose={close}
        title={m.daymsg_late_title()}
        description={m.daymsg_late_description()}
      >
        <DialogForm
          onSubmit={() => void send('late')}
          error={error}
          leave={m.daymsg_notice_leave()}
          onLeave={close}
          submit={m.daymsg_late_submit()}
          busy={m.daymsg_notice_sending()}
          sending={sending}
        >
          <Field.Root>
            <Field.Label>{m.daymsg_late_minutes()}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={minutes} onChange={(e) => setMinutes(e.currentTarget.value)}>
                {LATE_MINUTES.map((n) => (
                  <chakra.option key={n} value={String(n)}>
                    {delayLabel(n, pageLocale())}
                  </chakra.option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </DialogForm>
      </BookingDialog>
      <BookingDialog
        open={open === 'cancel'}
        onClose={close}
        title={m.daymsg_cancel_title()}
        description={m.daymsg_cancel_description()}
      >
        <DialogForm
          onSubmit={() => void send('cancel')}
          error={error}
          leave={m.daymsg_notice_leave()}
          onLeave={close}
          submit={m.daymsg_cancel_submit()}
          busy={m.daymsg_notice_sending()}
          sending={sending}
          danger
        >
          <Field.Root>
            <Field.Label>{m.daymsg_cancel_reason()}</Field.Label>
            <Textarea value={reason} maxLength={500} rows={3} onChange={(e) => setReason(e.currentTarget.value)} />
            <Field.HelperText>{m.daymsg_cancel_reason_hint()}</Field.HelperText>
          </Field.Root>
        </DialogForm>
      </BookingDialog>
    </HStack>
  );
}
