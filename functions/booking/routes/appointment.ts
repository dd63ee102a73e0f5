import { jsonFormRoute } from '../../platform/routes/json-post';
import { uploadGrant } from '../../reports/actions';
import { bookAppointment } from '../actions/book';

/**
 * POST /api/appointment. A booking's answer carries the grant with which the page that booked sends the files chosen
 * with it, right after (POST /api/reports; decision 029): a replay of the same key gets a fresh one.
 */
export const appointment = jsonFormRoute(
  'appointment',
  'POST /api/appointment',
  'booking',
  async (c, body, key, endpoint) => {
    const o = await bookAppointment(c, body, key, endpoint);
    return o.ok ? { ...o, body: { ...o.body, upload: await uploadGrant(c.env, o.body.id) } } : o;
  },
);
