/**
 * The reminder's quick replies on WhatsApp (issue 41): "I will come" marks the booking confirmed for the desk; "I can't
 * come" cancels nothing — it answers with the link to the page that asks once more and then cancels (a tap on the
 * wrong button, a child holding the phone, never costs a place). Each tap is acted on once however often Meta sends
 * the webhook, only for the number the reminder went to, and answered in the same chat (a free-form text is allowed
 * within 24 hours of the patient's message). The answer says when, never why the patient is coming.
 */
import { clinicDate } from '../../../common/booking/schedule';
import { messageDate, timeLabel } from '../../../common/i18n/dates';
import { localeOf } from '../../../common/i18n/locale';
import { m } from '../../../common/paraglide/messages.js';
import { appointmentById, markComing } from '../../booking/db';
import type { Env } from '../../platform/env';
import { visitReplyUrl } from '../../platform/tokens';
import { sendWhatsApp, whatsappText } from '../channels/whatsapp';
import { answerOnce } from '../db/outbox';
import type { AnswerEvent } from '../phone/webhook';

/** Acts on the taps of one webhook, in order. Returns the number acted on (a repeat or a stranger's tap is not). */
export async function receiveAnswers(env: Env, answers: AnswerEvent[]): Promise<number> {
  let acted = 0;
  for (const a of answers) {
    // Only the number the reminder went to answers for its booking, and only for the time it reminded of.
    const bookingId = await answerOnce(env.DB, a.rowId, a.messageId, a.e164);
    if (!bookingId) continue;
    const booking = await appointmentById(env.DB, bookingId);
    if (!booking?.manage_nonce) continue;
    const locale = localeOf(booking.locale);
    const l = { locale };
    const when = {
      date: messageDate(booking.appointment_date, locale, clinicDate()),
      time: timeLabel(booking.appointment_time, locale),
    };
    let body: string;
    if (booking.status !== 'booked') {
      body = m.server_reply_whatsapp_not_booked(when, l);
    } else if (a.answer === 'coming') {
      await markComing(env.DB, booking.id, a.at);
      body = m.server_reply_whatsapp_coming(when, l);
    } else {
      const link = await visitReplyUrl(env, 'cant-come', booking.id, booking.manage_nonce);
      body = m.server_reply_whatsapp_cant_come({ ...when, link }, l);
    }
    acted++;
    const sent = await sendWhatsApp(env, whatsappText(a.e164, body));
    if (!sent.ok) console.error(`whatsapp: answer to a reminder's reply not sent: ${sent.logged}`);
  }
  return acted;
}
