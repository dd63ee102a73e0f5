import { Button, Field, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { CANCEL_REASON_MAX } from '../../../../common/schemas/manage';
import { m } from '../../i18n';
import { cancelBooking } from './manage-api';
import { Actions, ErrorAlert, linkInactive, type Screen, tryLater } from './parts';

/** "Cancel your appointment on …?": an optional reason, then "Yes, cancel it" or "Keep my appointment". */
export function CancelScreen({
  token,
  onKeep,
  onDone,
  onRecheck,
}: {
  token: string;
  onKeep: () => void;
  onDone: (s: Screen) => void;
  onRecheck: (notice: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending) return;
    setSending(true);
    setError('');
    const r = await cancelBooking(token, reason);
    setSending(false);
    if (r.ok) return onDone({ name: 'cancelled', booking: r.data.booking });
    if (r.status === 404) return onDone({ name: 'inactive', message: r.error ?? linkInactive() });
    // Too late now, or changed meanwhile: show the booking as it stands, with what the API said.
    if (r.status === 409) return onRecheck(r.error ?? tryLater());
    if (r.status === 400 && r.fields?.reason) {
      setReasonError(r.fields.reason);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
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
      <Text fontSize="lg" color="ink.800" mb="5">
        {m.forms_cancel_intro()}
      </Text>
      <Field.Root invalid={!!reasonError}>
        <Field.Label htmlFor={`${id}-reason`}>{m.forms_cancel_reason_label()}</Field.Label>
        <Textarea
          id={`${id}-reason`}
          name="reason"
          value={reason}
          maxLength={CANCEL_REASON_MAX}
          rows={3}
          size="lg"
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError('');
          }}
          aria-invalid={!!reasonError || undefined}
        />
        {reasonError ? null : (
          <Field.HelperText>{m.forms_cancel_reason_hint({ max: CANCEL_REASON_MAX })}</Field.HelperText>
        )}
        <Field.ErrorText>{reasonError}</Field.ErrorText>
      </Field.Root>
      {error ? <ErrorAlert text={error} /> : null}
      <Actions>
        <Button type="submit" colorPalette="red" size="lg" loading={sending} loadingText={m.forms_cancel_sending()}>
          {m.forms_cancel_yes()}
        </Button>
        <Button type="button" colorPalette="brand" variant="outline" size="lg" onClick={onKeep} disabled={sending}>
          {m.forms_cancel_keep()}
        </Button>
      </Actions>
    </form>
  );
}
