import { chakra, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { parseWith } from '../../../../common/platform/fields';
import type { DeskQueueEntry } from '../../../../common/queue/desk';
import { WalkInSchema } from '../../../../common/queue/schema';
import { notify } from '../../components/ui/notify';
import { m } from '../../i18n';
import { deskPost, failureText, isAccessProblem } from './api';
import { BookingDialog, DialogForm, type Errors } from './dialog-form';
import { useDeskSession } from './session';

const EMPTY = { name: '', phone: '', age: '', for_other: false, priority: false };

/**
 * Adds a walk-in in a few taps: name, phone and age (both optional: many older patients have no phone), two ticks
 * (someone else registers them; priority), and the place when the clinic has more than one. Checked with the API's own
 * schema first; the token comes back in a toast.
 */
export function WalkInDialog({
  open,
  places,
  onClose,
  onDone,
}: {
  open: boolean;
  places: { id: string; name: string }[];
  onClose: () => void;
  onDone: (e: DeskQueueEntry) => void;
}) {
  const { accessLost } = useDeskSession();
  const [v, setV] = useState(EMPTY);
  const [place, setPlace] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const set = <K extends keyof typeof EMPTY>(name: K, value: (typeof EMPTY)[K]) => {
    setV((old) => ({ ...old, [name]: value }));
    if (errors[name]) setErrors((old) => ({ ...old, [name]: undefined, form: undefined }));
  };

  const submit = async () => {
    const body = {
      name: v.name,
      phone: v.phone,
      ...(v.age.trim() ? { age: Number(v.age) } : {}),
      for_other: v.for_other,
      priority: v.priority,
      ...(place ? { place_id: place } : {}),
    };
    const parsed = parseWith(WalkInSchema, body);
    if (!parsed.success) {
      setErrors(parsed.fields ?? { form: parsed.error });
      return;
    }
    setSending(true);
    const r = await deskPost<{ entry: DeskQueueEntry }>('/queue/walk-in', body);
    setSending(false);
    if (r.ok) {
      void notify({
        type: 'success',
        title: m.queue_walk_in_added({ token: r.data.entry.token }),
        description: v.name,
      });
      setV(EMPTY);
      setErrors({});
      onDone(r.data.entry);
      onClose();
    } else if (isAccessProblem(r)) accessLost(r);
    else setErrors({ ...(r.fields ?? {}), form: r.fields ? undefined : failureText(r) });
  };

  // A native checkbox in a row big enough to tap on a phone (the theme carries no checkbox recipe).
  const tick = (name: 'for_other' | 'priority', label: string) => (
    <chakra.label
      display="flex"
      alignItems="center"
      gap="3"
      minH="11"
      px="3"
      py="2"
      rounded="md"
      borderWidth="1px"
      borderColor={v[name] ? 'brand.solid' : 'gray.300'}
      cursor="pointer"
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
    >
      <input
        type="checkbox"
        checked={v[name]}
        onChange={(e) => set(name, e.target.checked)}
        style={{ width: '1.25rem', height: '1.25rem', flexShrink: 0 }}
      />
      {label}
    </chakra.label>
  );

  return (
    <BookingDialog open={open} onClose={onClose} title={m.queue_walk_in_title()} description={m.queue_walk_in_text()}>
      <DialogForm
        onSubmit={() => void submit()}
        error={errors.form}
        leave={m.queue_close()}
        onLeave={onClose}
        submit={m.queue_add()}
        busy={m.queue_adding()}
        sending={sending}
      >
        <Field.Root invalid={!!errors.name} required>
          <Field.Label>
            {m.queue_field_name()} <Field.RequiredIndicator />
          </Field.Label>
          <Input value={v.name} autoComplete="off" onChange={(e) => set('name', e.target.value)} />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <Field.Root invalid={!!errors.phone} gridColumn={{ sm: 'span 2' }}>
            <Field.Label>{m.queue_field_phone()}</Field.Label>
            <Input
              type="tel"
              inputMode="tel"
              value={v.phone}
              autoComplete="off"
              onChange={(e) => set('phone', e.target.value)}
            />
            <Field.ErrorText>{errors.phone}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.age}>
            <Field.Label>{m.queue_field_age()}</Field.Label>
            <Input
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={3}
              value={v.age}
              onChange={(e) => set('age', e.target.value.replace(/\D/g, ''))}
            />
            <Field.ErrorText>{errors.age}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        {tick('for_other', m.queue_field_for_other())}
        {tick('priority', m.queue_field_priority())}
        {places.length > 1 ? (
          <Field.Root invalid={!!errors.place_id}>
            <Field.Label>{m.queue_field_place()}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={place || places[0]?.id} onChange={(e) => setPlace(e.target.value)}>
                {places.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.place_id}</Field.ErrorText>
          </Field.Root>
        ) : null}
      </DialogForm>
    </BookingDialog>
  );
}
