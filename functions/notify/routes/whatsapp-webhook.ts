import { Hono } from 'hono';
import type { AppEnv, Env } from '../../platform/env';
import { phoneChannels } from '../../platform/flags';
import { bodyBytesUpTo, fail } from '../../platform/http';
import { receiveAnswers } from '../actions/webhook-answers';
import { recordEvents } from '../actions/webhook-events';
import { receiveMedia } from '../actions/webhook-media';
import { sendQueued } from '../outbox';
import { readWebhook, sameToken, validSignature } from '../phone/webhook';

/**
 * WhatsApp's webhook (issue 26, item 4; decision 024): Meta verifies the URL with a GET, then POSTs signed statuses and
 * patients' messages. Read by Meta, not by people: its few answers are plain English.
 */
export const whatsappWebhook = new Hono<AppEnv>();

/** A batch from Meta is small (statuses and messages of a few seconds); past this it is not Meta's. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * The webhook exists only while WhatsApp is live: without the app secret and the verify token nothing could be checked
 * (a developer's machine captures messages and receives no webhooks), and a deployment without WhatsApp has none.
 */
function live(env: Env): env is Env & { WHATSAPP_APP_SECRET: string; WHATSAPP_VERIFY_TOKEN: string } {
  return phoneChannels(env).whatsapp === 'live';
}

// Meta's subscription check: the mode and our verify token, answered with the challenge as plain text.
whatsappWebhook.get('/', async (c) => {
  if (!live(c.env)) return fail(c, 404, 'No such endpoint.');
  const mode = c.req.query('hub.mode');
  const token = c.req.query('hub.verify_token') ?? '';
  const challenge = c.req.query('hub.challenge') ?? '';
  if (mode !== 'subscribe' || !(await sameToken(token, c.env.WHATSAPP_VERIFY_TOKEN))) {
    return fail(c, 403, 'The verify token does not match.');
  }
  return c.text(challenge, 200, { 'Content-Type': 'text/plain; charset=utf-8' });
});

whatsappWebhook.post('/', async (c) => {
  if (!live(c.env)) return fail(c, 404, 'No such endpoint.');
  // The signature covers the bytes as sent: they are read before anything parses them.
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_WEBHOOK_BYTES) return fail(c, 413, 'The payload is too large.');
  const raw = await bodyBytesUpTo(c.req.raw, MAX_WEBHOOK_BYTES);
  if (!raw) return fail(c, 413, 'The payload is too large.');
  if (!(await validSignature(c.env.WHATSAPP_APP_SECRET, raw, c.req.header('x-hub-signature-256')))) {
    return fail(c, 401, 'The signature is missing or does not match.');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    // Signed by Meta yet not JSON: nothing to act on, and a retry would not change it.
    return c.json({ success: true as const });
  }
  const events = readWebhook(payload, c.env.WHATSAPP_PHONE_NUMBER_ID ?? '');
  // Stored before answering (one batch, quick, and safe to repeat): if it fails, Meta is told so and sends the
  // webhook again, and a STOP is never lost. Only the SMS it may ask for goes out after the answer.
  const sms = await recordEvents(c.env, events);
  if (sms === null) return fail(c, 503, 'Not stored; please send it again.');
  // Reports sent as photos or documents (decision 029): fetched and stored before answering, so that a failure that
  // may pass has Meta send the webhook again (a media stored once is never stored twice).
  const mediaStored = events.media.length
    ? await receiveMedia(c.env, events.media).catch((err) => {
        console.error(`whatsapp: media not stored: ${err instanceof Error ? err.message.slice(0, 200) : 'unknown'}`);
        return false;
      })
    : true;
  if (!mediaStored) {
    if (sms.length) c.executionCtx.waitUntil(sendQueued(c.env, sms));
    return fail(c, 503, 'Not all media stored; please send it again.');
  }
  // The reminder's quick replies (issue 41): acted on before answering, each once; a failure has Meta send it again.
  if (events.answers.length) {
    const answered = await receiveAnswers(c.env, events.answers).catch((err) => {
      console.error(`whatsapp: answers not acted on: ${err instanceof Error ? err.message.slice(0, 200) : 'unknown'}`);
      return null;
    });
    if (answered === null) {
      if (sms.length) c.executionCtx.waitUntil(sendQueued(c.env, sms));
      return fail(c, 503, 'Not all replies acted on; please send it again.');
    }
  }
  if (sms.length) c.executionCtx.waitUntil(sendQueued(c.env, sms));
  return c.json({ success: true as const });
});
