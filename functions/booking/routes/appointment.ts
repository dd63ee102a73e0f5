import { jsonFormRoute } from '../../platform/routes/json-post';
import { bookAppointment } from '../actions/book';

export const appointment = jsonFormRoute('appointment', 'POST /api/appointment', 'booking', bookAppointment);
