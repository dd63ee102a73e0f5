import { releaseExpiredHolds } from '../../booking/db';
import type { Env } from '../../platform/env';
import { razorpayKeys } from '../../platform/flags';
import { openLinksOf } from '../db';
import { cancelPaymentLink } from '../razorpay';

/**
 * The scheduler's part of a hold: places whose payment did not come in time are released (booking/db
 * `releaseExpiredHolds`, one conditional write: a payment recorded first keeps its place), and their links cancelled at Razorpay so they can no longer be paid. A
 * payment that still gets through (a cancel that failed, a payment mid-way) is refunded when its webhook arrives.
 * Returns the freed dates and the report objects to delete (the caller drops the edge cache and offers the places).
 */
export async function releaseUnpaidPlaces(env: Env, now: Date): Promise<{ dates: string[]; objectKeys: string[] }> {
  const released = await releaseExpiredHolds(env.DB, now, 'pay_by');
  const keys = razorpayKeys(env);
  if (keys) {
    for (const link of await openLinksOf(env.DB, released.ids)) {
      const r = await cancelPaymentLink(keys, link);
      if (!r.ok) console.error(`payments: link ${link} not cancelled: ${r.status || ''} ${r.code}`);
    }
  }
  if (released.dates.length) console.log(`payments: ${released.dates.length} unpaid place(s) released`);
  return { dates: released.dates, objectKeys: released.objectKeys };
}
