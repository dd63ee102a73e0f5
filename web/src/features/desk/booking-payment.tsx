import { Badge, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PaymentStatus } from '../../../../common/booking/payment';
import { DeskCounterPaymentSchema } from '../../../../common/booking/payment-schema';
import { IST_OFFSET_MINUTES } from '../../../../common/booking/schedule';
import {
  inr,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  paidPaise,
  REFUND_REASON_LABELS,
} from '../../../../common/desk/payment';
import { parseWith } from '../../../../common/platform/fields';
import { notify } from '../../components/ui/notify';
import { deskPost, failureText, isAccessProblem } from './api';
import { BookingDialog, DialogForm, when } from './dialog-form';
import { useDeskSession } from './session';
import type { DeskBooking } from './types';

/**
 * A booking's payment on the desk (issue 42, decision 031): a badge (paid, awaiting, pay at clinic, refunded…), a line
 * saying what happened, and the two money actions — "Paid at the counter" (cash or the clinic's UPI QR) and "Refund" —
 * each behind a dialog that says the amount. Each is audited by the server; the view reloads after either.
 */

type Payment = DeskBooking['payment'];

/** Only the theme's kept palettes (web/src/theme: gray, red, green, blue, orange, brand). */
const PALETTES: Record<PaymentStatus, string> = {
  paid: 'green',
  awaiting: 'orange',
  unpaid: 'gray',
  refunding: 'blue',
  refunded: 'gray',
  refund_failed: 'red',
};

/** "10:25 AM": an instant as the clinic's time of day. */
function clinicTime(iso: string): string {
  const ist = new Date(Date.parse(iso) + IST_OFFSET_MINUTES * 60_000);
  const h = ist.getUTCHours();
  return `${String(h % 12 || 12).padStart(2, '0')}:${String(ist.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * Whether the card shows the payment at all: a cancelled or erased booking only when money was paid for it (nothing is
 * left to take at the counter).
 */
export function paymentShown(b: Pick<DeskBooking, 'status' | 'payment' | 'anonymised_at'>): boolean {
  return (b.status !== 'cancelled' && !b.anonymised_at) || paidPaise(b.payment) !== null;
}

/** The payment's status as a badge: "Paid ₹800", "Awaiting payment until 10:25 AM", "Pay at clinic ₹800". */
export function PaymentBadge({ payment: p }: { payment: Payment }) {
  const label = PAYMENT_STATUS_LABELS[p.status];
  const text =
    p.status === 'awaiting' && p.until
      ? `${label} until ${clinicTime(p.until)}`
      : p.amountPaise !== null
        ? `${label} ${inr(p.amountPaise)}`
        : label;
  return (
    <Badge
      colorPalette={PALETTES[p.status]}
      variant="subtle"
      size="md"
      data-testid="payment"
      data-payment-status={p.status}
      whiteSpace="normal"
      textAlign="end"
    >
      {text}
    </Badge>
  );
}

/** What the badge does not say: how it was paid, the payment's id, the refund and why; nothing for a plain unpaid one. */
export function PaymentLine({ payment: p }: { payment: Payment }) {
  const paid = paidPaise(p);
  if (p.status === 'awaiting') {
    return (
      <Text color="ink.700" data-testid="payment-line">
        The place is held while the patient pays online
        {p.until ? `, until ${clinicTime(p.until)}` : ''}; unpaid by then, it is released.
      </Text>
    );
  }
  if (paid === null || !p.method) return null;
  const how = p.method === 'counter' ? 'at the counter' : 'online (Razorpay)';
  const refund =
    p.status === 'paid'
      ? ''
      : p.status === 'refund_failed'
        ? ' Razorpay refused the refund (see its dashboard for why): “Refund” asks again.'
        : ` ${p.status === 'refunded' ? 'Refunded' : 'Refund requested'}${p.refundReason ? `: ${REFUND_REASON_LABELS[p.refundReason]}` : ''}.`;
  return (
    <Text color="ink.700" data-testid="payment-line" wordBreak="break-word">
      Paid {inr(paid)} {how}
      {p.paymentId ? ` (${p.paymentId})` : ''}.{refund}
    </Text>
  );
}

/** "Paid at the counter" is offered for a booking still to come or here whose fee is not paid yet. */
export function canTakeAtCounter(b: Pick<DeskBooking, 'status' | 'payment'>): boolean {
  return (b.status === 'booked' || b.status === 'arrived') && ['unpaid', 'awaiting'].includes(b.payment.status);
}

/** "Refund" is offered for a payment kept, and again for one whose refund Razorpay refused (under a new key). */
export function canRefund(b: Pick<DeskBooking, 'payment'>): boolean {
  return (b.payment.status === 'paid' || b.payment.status === 'refund_failed') && b.payment.paymentId !== null;
}

interface PaymentDialogProps {
  booking: DeskBooking;
  open: boolean;
  onClose: () => void;
  /** After the change: the view reads the day again (the answer is the payment, not the booking). */
  onDone: () => void;
}

/** A money action's POST: a toast and `onDone` on success; the refusal's words otherwise (the sign-in help if lost). */
function useMoneyAction(onDone: () => void, onClose: () => void) {
  const { accessLost } = useDeskSession();
  const [sending, setSending] = useState(false);
  const send = async (
    path: string,
    body: unknown,
    toast: { title: string; description: string },
  ): Promise<{ error: string; fields?: Record<string, string> } | undefined> => {
    setSending(true);
    const r = await deskPost(path, body);
    setSending(false);
    if (r.ok) {
      void notify({ type: 'success', ...toast });
      onClose();
      onDone();
      return undefined;
    }
    if (isAccessProblem(r)) {
      accessLost(r);
      return undefined;
    }
    return { error: failureText(r), fields: r.fields };
  };
  return { sending, send };
}

/** Asks the amount taken at the counter (the fee by default), then records it; the patient gets the receipt. */
export function CounterPaymentDialog({ booking: b, open, onClose, onDone }: PaymentDialogProps) {
  const fee = b.payment.amountPaise;
  const [amount, setAmount] = useState(fee ? String(Math.round(fee / 100)) : '');
  const [errors, setErrors] = useState<{ amount_inr?: string; form?: string }>({});
  const { sending, send } = useMoneyAction(onDone, onClose);

  const submit = async () => {
    const parsed = parseWith(DeskCounterPaymentSchema, {
      booking: b.id,
      amount_inr: amount.trim() === '' ? Number.NaN : Number(amount),
    });
    if (!parsed.success) {
      setErrors({ amount_inr: parsed.fields?.amount_inr, form: parsed.fields?.amount_inr ? undefined : parsed.error });
      return;
    }
    const rupees = parsed.output.amount_inr ?? 0;
    const r = await send('/payments/counter', parsed.output, {
      title: 'Paid at the counter',
      description: `${b.full_name}: ${inr(rupees * 100)} recorded; the patient is sent a receipt.`,
    });
    if (r) setErrors({ amount_inr: r.fields?.amount_inr, form: r.fields?.amount_inr ? undefined : r.error });
  };

  return (
    <BookingDialog
      open={open}
      onClose={onClose}
      title={`Paid at the counter: ${b.full_name}`}
      description={when(b.appointment_date, b.appointment_time)}
    >
      <DialogForm
        onSubmit={() => void submit()}
        error={errors.form}
        leave="Not now"
        onLeave={onClose}
        submit="Record the payment"
        busy="Recording…"
        sending={sending}
      >
        <Text>
          Record the fee once it is in hand: cash, or the clinic’s UPI QR code. The patient is sent a receipt.
        </Text>
        <Field.Root invalid={!!errors.amount_inr} required>
          <Field.Label>
            Amount taken (₹) <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              if (errors.amount_inr) setErrors({});
            }}
            data-testid="counter-amount"
          />
          {errors.amount_inr ? null : (
            <Field.HelperText>
              {fee ? `The fee is ${inr(fee)}.` : 'The clinic has no fee set: write the amount taken.'}
            </Field.HelperText>
          )}
          <Field.ErrorText>{errors.amount_inr}</Field.ErrorText>
        </Field.Root>
      </DialogForm>
    </BookingDialog>
  );
}

/** Confirms a refund of the whole payment: Razorpay returns an online one, the desk hands back a counter one. */
export function RefundDialog({ booking: b, open, onClose, onDone }: PaymentDialogProps) {
  const p = b.payment;
  const amount = inr(p.amountPaise ?? 0);
  const [error, setError] = useState('');
  const { sending, send } = useMoneyAction(onDone, onClose);
  const counter = p.method === 'counter';

  const submit = async () => {
    const r = await send(
      '/payments/refund',
      { booking: b.id, ...(p.paymentId ? { payment: p.paymentId } : {}) },
      {
        title: counter ? 'Refund recorded' : 'Refund requested',
        description: counter
          ? `${b.full_name}: give ${amount} back at the counter.`
          : `${b.full_name}: Razorpay returns ${amount} to the way they paid.`,
      },
    );
    if (r) setError(r.error);
  };

  return (
    <BookingDialog
      open={open}
      onClose={onClose}
      title={`Refund ${amount} to ${b.full_name}?`}
      description={when(b.appointment_date, b.appointment_time)}
    >
      <DialogForm
        onSubmit={() => void submit()}
        error={error}
        leave="Keep the payment"
        onLeave={onClose}
        submit={`Refund ${amount}`}
        busy="Refunding…"
        sending={sending}
        danger
      >
        <Stack gap="2">
          <Text fontWeight="semibold">The full {amount} goes back to the patient.</Text>
          <Text>
            {counter
              ? 'It was paid at the counter: hand it back in cash now. The refund is recorded as given.'
              : `It was paid online (${PAYMENT_METHOD_LABELS.razorpay}): Razorpay returns it to the card, UPI or account it came from, usually within 5–7 working days.`}
          </Text>
          <Text>
            The patient is sent a message about the refund. The booking itself stays as it is: cancel it separately if
            needed.
          </Text>
        </Stack>
      </DialogForm>
    </BookingDialog>
  );
}
