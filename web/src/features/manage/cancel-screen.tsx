import { Button, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { CANCEL_REASON_MAX } from '../../../../common/booking/manage-schema';
import { m } from '../../i18n';
import { Actions, SendForm, TextAreaField, useSending } from '../link-page';
import { cancelBooking } from './manage-api';
import { type ChangeProps, ErrorAlert, settle } from './parts';

/** "Cancel your appointment on …?": an optional reason, then "Yes, cancel it" or "Keep my appointment". */
export function CancelScreen({ token, onBack, onDone, onRecheck }: ChangeProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const { sending, failure, setFailure, send } = useSending();

  const cancel = async () => {
    const r = await send(() => cancelBooking(token, reason));
    if (!r) return;
    if (r.ok) return onDone({ name: 'cancelled', booking: r.data.booking });
    if (r.status === 400 && r.fields?.reason) {
      setReasonError(r.fields.reason);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    settle(r, { onDone, onRecheck, onFailure: setFailure });
  };

  return (
    <SendForm onSend={() => void cancel()}>
      <Text fontSize="lg" color="ink.800" mb="5">
        {m.forms_cancel_intro()}
      </Text>
      <TextAreaField
        id={`${id}-reason`}
        name="reason"
        label={m.forms_cancel_reason_label()}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setReasonError('');
        }}
        error={reasonError}
        hint={m.forms_cancel_reason_hint({ max: CANCEL_REASON_MAX })}
        maxLength={CANCEL_REASON_MAX}
        rows={3}
        size="lg"
      />
      {failure ? <ErrorAlert text={failure} /> : null}
      <Actions>
        <Button type="submit" colorPalette="red" size="lg" loading={sending} loadingText={m.forms_cancel_sending()}>
          {m.forms_cancel_yes()}
        </Button>
        <Button type="button" colorPalette="brand" variant="outline" size="lg" onClick={onBack} disabled={sending}>
          {m.forms_cancel_keep()}
        </Button>
      </Actions>
    </SendForm>
  );
}
