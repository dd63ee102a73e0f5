import { Button, Text } from '@chakra-ui/react';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { richText } from '../../components/ui/rich-text';
import { m } from '../../i18n';
import { Actions, SendForm, useSending } from '../link-page';
import { useDateTimeChoice } from '../slots';
import { moveBooking } from './manage-api';
import { type ChangeProps, ErrorAlert, settle, shown } from './parts';
import { SlotPicker, type SlotPickerErrors, slotProblem, useDayState } from './slot-picker';

/** A new date and time from the free ones, then "Move my appointment". */
export function RescheduleScreen({ booking, token, onBack, onDone, onRecheck }: ChangeProps) {
  const id = useId();
  const { date, time, setTime, errors, setErrors, refresh, reread, onDate, onTime } =
    useDateTimeChoice<SlotPickerErrors>('', {});
  const { sending, failure, setFailure, send } = useSending();
  const day = useDayState(date, refresh);

  const focusError = (errs: SlotPickerErrors) => {
    const target = errs.date ? `${id}-date` : errs.time ? `${id}-time` : '';
    if (target) requestAnimationFrame(() => document.getElementById(target)?.focus());
  };

  const move = async () => {
    if (sending) return;
    const problem = slotProblem(date, time, day.data);
    setErrors(problem);
    if (problem.date || problem.time) return focusError(problem);
    const r = await send(() => moveBooking(token, date, time));
    if (!r) return;
    if (r.ok) return onDone({ name: 'booking', booking: r.data.booking, moved: true });
    const fields: SlotPickerErrors = {
      date: r.fields?.appointment_date,
      time: r.fields?.appointment_time,
    };
    if (r.status !== 404 && (fields.date || fields.time)) {
      // The time filled up (409) or the rules refused it (400): fresh free places, and the message under the field.
      setErrors(fields);
      if (fields.time) setTime('');
      reread();
      return focusError(fields);
    }
    settle(r, { onDone, onRecheck, onFailure: setFailure });
  };

  return (
    <SendForm onSend={() => void move()}>
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
        onDate={onDate}
        onTime={onTime}
      />
      {failure ? <ErrorAlert text={failure} /> : null}
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
    </SendForm>
  );
}
