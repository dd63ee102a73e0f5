import type { Context } from 'hono';
import { Hono } from 'hono';
import { clinicDate } from '../../../common/booking/schedule';
import { DAY_NAMES } from '../../../common/clinic/schedule';
import { inrCell } from '../../../common/desk/payment';
import { m } from '../../../common/paraglide/messages.js';
import {
  DAY_COLUMNS,
  defaultFigureFrom,
  type FigureReport,
  figureCells,
  figureRangeProblem,
} from '../../../common/queue/figures';
import type { StaffIdentity } from '../../platform/access';
import { csvResponse } from '../../platform/csv';
import type { AppEnv } from '../../platform/env';
import { fail } from '../../platform/http';
import { storage } from '../../platform/routes/storage';
import { deskFigures } from '../actions/figures';

/**
 * The desk's figures (/api/desk/stats and /api/desk/stats.csv, mounted from desk.ts behind its Access check): per day
 * bookings, walk-ins, no-shows, the median wait and consultation, and the busiest slots, over a range of dates (the
 * last four weeks unless `from` and `to` say otherwise). Only counts and times: no patient appears in them. Each read
 * is audited like the bookings' export.
 */
type DeskEnv = AppEnv & { Variables: { staff: StaffIdentity } };

export const deskStats = new Hono<DeskEnv>();

/** The desk speaks English (decision 014). */
const EN = { locale: 'en' } as const;

/** The range asked for (each end defaults to the last four weeks'), or the 400 answer saying what is wrong with it. */
function rangeOf(c: Context<DeskEnv>): { from: string; to: string } | Response {
  const to = c.req.query('to') ?? clinicDate();
  const from = c.req.query('from') ?? defaultFigureFrom(to);
  const problem = figureRangeProblem(from, to, EN);
  return problem ? fail(c, 400, problem, { from: problem }) : { from, to };
}

async function report(c: Context<DeskEnv>, action: 'view_figures' | 'export_figures_csv') {
  const range = rangeOf(c);
  if (range instanceof Response) return range;
  return storage(c, async () => {
    const figures = await deskFigures(c, range, c.get('staff').email, action);
    return action === 'view_figures' ? c.json({ success: true as const, ...figures }) : csvOf(figures);
  });
}

deskStats.get('/stats', (c) => report(c, 'view_figures'));
deskStats.get('/stats.csv', (c) => report(c, 'export_figures_csv'));

/**
 * The Figures tab's tables as one file: a row per day and the range's total, then (after an empty line) the busiest
 * slots, a row per slot label and a column per weekday, then (after another) the fees collected and refunded.
 */
function csvOf(f: FigureReport): Response {
  const money = f.money;
  const rows: string[][] = [
    [m.figures_col_date({}, EN), ...DAY_COLUMNS.map((col) => col.header(EN))],
    ...f.days.map((d) => [d.date, ...figureCells(d)]),
    [m.figures_total({}, EN), ...figureCells(f.total)],
    [],
    [m.figures_col_slot({}, EN), ...f.weekdays.map((d) => DAY_NAMES[d]), m.figures_total({}, EN)],
    ...f.slots.map((s) => [s.time, ...s.counts.map(String), String(s.total)]),
    ...(money
      ? [
          [],
          [m.figures_money_col({}, EN), m.figures_money_amount({}, EN), m.figures_money_count({}, EN)],
          [m.figures_money_collected({}, EN), inrCell(money.collectedPaise), String(money.payments)],
          [m.figures_money_refunded({}, EN), inrCell(money.refundedPaise), String(money.refunds)],
        ]
      : []),
  ];
  return csvResponse(rows, `figures-${f.from}-to-${f.to}.csv`);
}
