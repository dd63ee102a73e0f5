import { sendMessage } from '../actions/message';
import { jsonFormRoute } from './json-post';

export const contact = jsonFormRoute('contact', 'POST /api/contact', 'contact', sendMessage);
