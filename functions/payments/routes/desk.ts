import type { Context } from 'hono';
import { Hono } from 'hono';
import { DeskCounterPaymentSchema, DeskRefundSchema } from '../../../common/booking/payment-schema';
import type { StaffIdentity } from '../../platform/access';
import type { AppEnv } from '../../platform/env';
import { fail } from '../../platform/http';
import { storage } from '../../platform/routes/storage';
import { json } from '../../platform/validate';
import { deskRefund, paidAtCounter } from '../actions';

/**
 * The desk's money actions (/api/desk/payments, behind the desk's Access check; decision 031): the fee paid at the
 * counter, and a refund. Each is audited in its own batch.
 */
type DeskEnv = AppEnv & { Variables: { staff: StaffIdentity } };

export const deskPayments = new Hono<DeskEnv>();

const staff = (c: Context<DeskEnv>) => c.get('staff').email;
const waitUntil = (c: Context<DeskEnv>) => (p: Promise<unknown>) => c.executionCtx.waitUntil(p);

deskPayments.post('/counter', json(DeskCounterPaymentSchema), (c) =>
  storage(c, async () => {
    const body = c.req.valid('json');
    const amount = body.amount_inr === undefined ? undefined : body.amount_inr * 100;
    const o = await paidAtCounter(c.env, staff(c), body.booking, amount, waitUntil(c));
    if (o.kind === 'recorded') return c.json({ success: true as const, payment: o.paymentId }, 201);
    if (o.kind === 'missing') return fail(c, 404, 'No such booking (or it was cancelled).');
    if (o.kind === 'no_fee') return fail(c, 409, 'The clinic has no fee set: write the amount taken.');
    return fail(c, 409, 'This booking is already paid. Reload the day.');
  }),
);

deskPayments.post('/refund', json(DeskRefundSchema), (c) =>
  storage(c, async () => {
    const body = c.req.valid('json');
    const o = await deskRefund(c.env, staff(c), body.booking, body.payment, waitUntil(c));
    if (o.kind === 'missing') return fail(c, 404, 'No such booking.');
    if (o.kind === 'nothing') return fail(c, 409, 'Nothing to refund: no payment of this booking is left unrefunded.');
    return c.json({ success: true as const, refunds: o.refunds });
  }),
);
