import { Button, CloseButton, chakra, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { formatClinicDate } from '../../../../common/i18n/dates';

import { notify } from '../../components/ui/notify';
import { m } from '../../i18n';
import type { ApiResult } from '../api';
import { deskPost, isAccessProblem } from './api';
import { useDeskSession } from './session';
import type { DeskBooking } from './types';

/** Field errors by field name, and `form` for what belongs to no field. */
export type Errors = Record<string, string | undefined>;

/** Chakra's solid red (600) under white text is 4.8:1, and 4.3:1 when hovered: one step darker keeps AA. */
export const DANGER = { bg: 'red.700', _hover: { bg: 'red.800' } } as const;

/** "Monday, 22 December 2026 at 10:00 AM": a booking's date and time as the dialogs name them. */
export function when(date: string, time: string): string {
  return m.email_date_at_time({ date: formatClinicDate(date), time });
}

/** What the server refused, in staff's words, above a form's buttons. */
export function FormError({ text }: { text?: string }) {
  return text ? (
    <Text color="fg.error" fontSize="sm" role="alert">
      {text}
    </Text>
  ) : null;
}

/** The frame the booking dialogs share: a title naming the patient (or the task), the form, and Close. */
export function BookingDialog({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Stack gap="1">
                <Dialog.Title fontSize="lg">{title}</Dialog.Title>
                <Dialog.Description color="ink.700" fontSize="sm">
                  {description}
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={m.chrome_auth_close()} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * A booking dialog's form: its fields, what the server refused that belongs to no field, then the way out (closes the
 * dialog, changes nothing) and the submit button, which shows `busy` while the request runs.
 */
export function DialogForm({
  onSubmit,
  error,
  leave,
  onLeave,
  submit,
  busy,
  sending,
  danger,
  children,
}: {
  onSubmit: () => void;
  error?: string;
  leave: string;
  onLeave: () => void;
  submit: string;
  busy: string;
  sending: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <chakra.form
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="4">
        {children}
        <FormError text={error} />
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="2">
          <Button type="button" variant="outline" onClick={onLeave}>
            {leave}
          </Button>
          <Button
            type="submit"
            colorPalette={danger ? 'red' : 'brand'}
            {...(danger ? DANGER : {})}
            loading={sending}
            loadingText={busy}
          >
            {submit}
          </Button>
        </Stack>
      </Stack>
    </chakra.form>
  );
}

/** A refusal, as the desk's API gives it. */
export type Refusal = Extract<ApiResult, { ok: false }>;

/**
 * Sends a booking dialog's change. Done: a toast says what happened, the view gets the booking as it stands, the
 * dialog closes, and `send` answers undefined. Refused: the sign-in help when access was lost (undefined again), else
 * the refusal, for the dialog to show.
 */
export function useBookingChange({ onDone, onClose }: { onDone: (b: DeskBooking) => void; onClose: () => void }) {
  const { accessLost } = useDeskSession();
  const [sending, setSending] = useState(false);
  const send = async (
    path: string,
    body: unknown,
    toast: { title: string; description: string },
    headers?: Record<string, string>,
  ): Promise<Refusal | undefined> => {
    setSending(true);
    const r = await deskPost<{ booking: DeskBooking }>(path, body, headers);
    setSending(false);
    if (r.ok) {
      void notify({ type: 'success', ...toast });
      onDone(r.data.booking);
      onClose();
      return undefined;
    }
    if (isAccessProblem(r)) {
      accessLost(r);
      return undefined;
    }
    return r;
  };
  return { sending, send };
}
