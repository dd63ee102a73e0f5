import { addDays, IST_OFFSET_MINUTES } from '../../../common/booking/schedule';
import { type FigureReport, figureReport } from '../../../common/queue/figures';
import { moneyBetween } from '../../payments/db';
import type { Site } from '../../platform/site';
import { figureRows } from '../db/stats';

/** The instant a clinic day (Asia/Kolkata) starts, as stored instants are written (UTC ISO). */
function dayStarts(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MINUTES * 60_000).toISOString();
}

/**
 * The desk's figures of a range of dates (common/queue/figures.ts computes them from counts and times only, never a
 * patient), read in one batch with the audit row of the view or the export; then the fees collected and refunded on
 * those days (sums only), from the start of the first day to the end of the last in the clinic's time.
 */
export async function deskFigures(
  site: Site,
  range: { from: string; to: string },
  actor: string,
  action: 'view_figures' | 'export_figures_csv',
): Promise<FigureReport & { money: NonNullable<FigureReport['money']> }> {
  const { bookings, visits, events } = await figureRows(site.env.DB, range.from, range.to, actor, action);
  const money = await moneyBetween(site.env.DB, dayStarts(range.from), dayStarts(addDays(range.to, 1)));
  return {
    ...figureReport(range.from, range.to, bookings, visits, events),
    money: {
      collectedPaise: money.collected,
      refundedPaise: money.refunded,
      payments: money.payments,
      refunds: money.refunds,
    },
  };
}
