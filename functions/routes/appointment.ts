import { bookAppointment } from '../actions/book';
import { jsonFormRoute } from './json-post';

export const appointment = jsonFormRoute('appointment', 'POST /api/appointment', 'booking', bookAppointment);
