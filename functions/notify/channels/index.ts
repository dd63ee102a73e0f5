import type { Channel } from '../channel';
import type { ChannelName } from '../db/outbox';
import { email } from './email';
import { sms } from './sms';
import { whatsapp } from './whatsapp';

/**
 * The channels the outbox sends on, by the name its rows carry: e-mail, WhatsApp, and SMS (WhatsApp's fallback when a
 * message cannot arrive there). A fourth is one file beside these and one line here.
 */
export const CHANNELS: Record<ChannelName, Channel> = { email, whatsapp, sms };
