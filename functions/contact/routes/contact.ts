import { jsonFormRoute } from '../../platform/routes/json-post';
import { sendMessage } from '../actions/message';

export const contact = jsonFormRoute('contact', 'POST /api/contact', 'contact', sendMessage);
