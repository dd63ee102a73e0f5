import { type FigureReport, figureReport } from '../../../common/queue/figures';
import type { Site } from '../../platform/site';
import { figureRows } from '../db/stats';

/**
 * The desk's figures of a range of dates (common/queue/figures.ts computes them from counts and times only, never a
 * patient), read in one batch with the audit row of the view or the export.
 */
export async function deskFigures(
  site: Site,
  range: { from: string; to: string },
  actor: string,
  action: 'view_figures' | 'export_figures_csv',
): Promise<FigureReport> {
  const { bookings, visits, events } = await figureRows(site.env.DB, range.from, range.to, actor, action);
  return figureReport(range.from, range.to, bookings, visits, events);
}
