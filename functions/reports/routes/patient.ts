import { Hono } from 'hono';
import { m } from '../../../common/paraglide/messages.js';
import { REPORT_MAX_BYTES } from '../../../common/reports/file-check';
import type { AppEnv } from '../../platform/env';
import { fail, MAX_FORM_BYTES, readUploadForm } from '../../platform/http';
import { langOf, setLang } from '../../platform/locale';
import { limitRequest } from '../../platform/rate-limit';
import { storage } from '../../platform/routes/storage';
import { storeReport, validUploadGrant } from '../actions';
import { answerStored } from './answer';

/** One file a request, with room for the form's few fields. */
export const ONE_FILE_REQUEST_BYTES = REPORT_MAX_BYTES + MAX_FORM_BYTES;

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
    const limited = await limitRequest(c, 'reports');
    if (limited) return limited;
    const { fields, files } = await readUploadForm(c, {
      fileField: 'file',
      maxBytes: ONE_FILE_REQUEST_BYTES,
      tooLarge: (locale) => m.server_report_request_too_large({}, { locale }),
    });
    setLang(c, fields.get('locale'));
    const locale = langOf(c);
    const booking = fields.get('booking') ?? '';
    const grant = fields.get('upload') ?? '';
    if (!/^apt_[0-9a-f]{32}$/.test(booking) || !(await validUploadGrant(c.env, booking, grant))) {
      return fail(c, 403, m.server_report_upload_expired({}, { locale }));
    }
    const file = files[0];
    if (!file) {
      const text = m.server_report_no_file({}, { locale });
      return fail(c, 400, text, { file: text });
    }
    const o = await storeReport(c.env, { appointmentId: booking, file, source: 'form', addedBy: 'patient', locale });
    return answerStored(c, o);
  }),
);
