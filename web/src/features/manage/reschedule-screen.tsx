import { Button, Text } from '@chakra-ui/react';
import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import type { ManagedBooking } from '../../../../common/schemas/manage';
import { richText } from '../../components/ui/rich-text';
import { m } from '../../i18n';
import { moveBooking } from './manage-api';
import { Actions, ErrorAlert, linkInactive, type Screen, shown, tryLater } from './parts';
import { SlotPicker, type SlotPickerErrors, slotProblem, useDayState } from './slot-picker';

/** A new date and time from the free ones, then "Move my appointment". */
export function RescheduleScreen({
  booking,
  token,
  onBack,
  onDone,
  onRecheck,
}: {
  booking: ManagedBooking;
  token: string;
  onBack: () => void;
  onDone: (s: Screen) => void;
  onRecheck: (notice: string) => void;
}) {
  const id = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<SlotPickerErrors>({});
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const day = useDayState(date, refresh);

  const focusError = (errs: SlotPickerErrors) => {
    const target = errs.date ? `${id}-date` : errs.time ? `${id}-time` : '';
    if (target) requestAnimationFrame(() => document.getElementById(target)?.focus());
  };

  const send = async () => {
    if (sending) return;
    const problem = slotProblem(date, time, day.data);
    setErrors(problem);
    if (problem.date || problem.time) return focusError(problem);
    setSending(true);
    setError('');
    const r = await moveBooking(token, date, time);
    setSending(false);
    if (r.ok) return onDone({ name: 'booking', booking: r.data.booking, moved: true });
    if (r.status === 404) return onDone({ name: 'inactive', message: r.error ?? linkInactive() });
    const fields: SlotPickerErrors = {
      date: r.fields?.appointment_date,
      time: r.fields?.appointment_time,
    };
    if (fields.date || fields.time) {
      // The time filled up (409) or the rules refused it (400): fresh free places, and the message under the field.
      setErrors(fields);
      if (fields.time) setTime('');
      setRefresh((n) => n + 1);
      return focusError(fields);
    }
    if (r.status === 409) return onRecheck(r.error ?? tryLater());
    setError(r.status === 400 && r.error ? r.error : tryLater());
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Text fontSize="lg" color="ink.800" mb="6">
        {richText(m.forms_reschedule_intro, {
          date: <strong>{shown(booking).date}</strong>,
          time: <strong>{shown(booking).time}</strong>,
        })}
      </Text>
      <SlotPicker
        id={id}
        date={date}
        time={time}
        current={{ date: booking.date, time: booking.time }}
        day={day}
        errors={errors}
        onDate={(d) => {
          setDate(d);
          setTime('');
          setErrors({});
        }}
        onTime={(t) => {
          setTime(t);
          setErrors({});
        }}
      />
      {error ? <ErrorAlert text={error} /> : null}
      <Actions>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={sending}
          loadingText={m.forms_reschedule_sending()}
        >
          <CalendarClock size={18} aria-hidden="true" />
          {m.forms_reschedule_move()}
        </Button>
        <Button type="button" colorPalette="brand" variant="outline" size="lg" onClick={onBack} disabled={sending}>
          {m.forms_reschedule_keep()}
        </Button>
      </Actions>
    </form>
  );
}
