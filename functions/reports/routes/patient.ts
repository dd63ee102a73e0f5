import { Hono } from 'hono';
import { m } from '../../../common/paraglide/messages.js';
import type { AppEnv } from '../../platform/env';
import { fail } from '../../platform/http';
import { langOf, setLang } from '../../platform/locale';
import { storage } from '../../platform/routes/storage';
import { storeReport, validUploadGrant } from '../actions';
import { answerStored, noFile, readOneReport } from './answer';

/**
 * POST /api/reports: the page that booked sends the files chosen with the booking, one a request (so each has its own
 * progress and its own answer), with the grant the booking's answer carried (`booking`, `upload`). The manage page
 * sends through /api/manage/reports with its link instead. Rate-limited as bookings are.
 */
export const reportsApi = new Hono<AppEnv>();

reportsApi.use('*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

reportsApi.post('/', (c) =>
  storage(c, async () => {
    const read = await readOneReport(c);
    if ('limited' in read) return read.limited;
    setLang(c, read.fields.get('locale'));
    const locale = langOf(c);
    const booking = read.fields.get('booking') ?? '';
    const grant = read.fields.get('upload') ?? '';
    if (!/^apt_[0-9a-f]{32}$/.test(booking) || !(await validUploadGrant(c.env, booking, grant))) {
      return fail(c, 403, m.server_report_upload_expired({}, { locale }));
    }
    if (!read.file) return noFile(c, locale);
    const o = await storeReport(c.env, {
      appointmentId: booking,
      file: read.file,
      source: 'form',
      addedBy: 'patient',
      locale,
    });
    return answerStored(c, o);
  }),
);
