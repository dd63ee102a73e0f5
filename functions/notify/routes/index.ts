export { messageLink } from './message-link';
export { whatsappWebhook } from './whatsapp-webhook';
