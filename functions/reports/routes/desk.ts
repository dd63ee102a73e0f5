import { type Context, Hono } from 'hono';
import type { StaffIdentity } from '../../platform/access';
import type { AppEnv } from '../../platform/env';
import { fail } from '../../platform/http';
import { storage } from '../../platform/routes/storage';
import { deskAddReport, deskRemoveReport, deskReportList, openReport } from '../actions';
import { answerStored, readOneReport } from './answer';

type DeskEnv = AppEnv & { Variables: { staff: StaffIdentity } };

const staffOf = (c: Context<DeskEnv>) => c.get('staff').email;

/**
 * The desk's reports (decision 029), under /api/desk behind its Access check: a booking's list, opening one through its
 * short-lived link, adding a scan the patient brought, removing one.
 */
export const deskReports = new Hono<DeskEnv>();

deskReports.get('/appointments/:id/reports', (c) =>
  storage(c, async () =>
    c.json({ success: true as const, reports: await deskReportList(c.env, c.req.param('id'), staffOf(c)) }),
  ),
);

deskReports.post('/appointments/:id/reports', (c) =>
  storage(c, async () => {
    const read = await readOneReport(c, { unlimited: true });
    if ('limited' in read) return read.limited;
    if (!read.file) return fail(c, 400, 'Choose a file to add.', { file: 'Choose a file to add.' });
    return answerStored(c, await deskAddReport(c.env, c.req.param('id'), read.file, staffOf(c)));
  }),
);

deskReports.post('/reports/:id/remove', (c) =>
  storage(c, async () => {
    if (!(await deskRemoveReport(c.env, c.req.param('id'), staffOf(c))))
      return fail(c, 404, 'There is no such report.');
    return c.json({ success: true as const });
  }),
);

deskReports.get('/reports/:id/file', (c) =>
  storage(c, async () => {
    const o = await openReport(c.env, c.req.param('id'), staffOf(c), c.req.query('e'), c.req.query('s'));
    if (!o.ok) return fail(c, o.status, o.error);
    for (const [name, value] of Object.entries(o.headers)) c.header(name, value);
    return c.body(o.body, 200);
  }),
);
