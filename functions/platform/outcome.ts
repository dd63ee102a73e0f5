import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { BookedPayment } from '../../common/booking/payment';
import { fail } from './http';

/**
 * What a booking or a message came to, before it is written out: as the JSON envelope (POST /api/appointment,
 * /api/contact) or as a page for people (the no-JavaScript forms, routes/forms.ts). One code path decides; each
 * route only chooses the words' clothing.
 */
export type Outcome = Stored | Refused;

/** Stored now, or earlier under the same idempotency key (`replayed`): the first answer again. */
export interface Stored {
  ok: true;
  status: ContentfulStatusCode;
  /** `upload`: the booking's grant to send its reports right after (functions/reports, decision 029). */
  body: {
    success: true;
    id: string;
    upload?: { token: string; expires_at: string };
    /** The fee online (decision 031): the pay page, whether it must be paid to keep the place, until when it is held. */
    payment?: BookedPayment;
  };
  replayed: boolean;
}

/** Refused: nothing stored. `fields` name the fields at fault (the API's names), `retryAfter` is in seconds. */
export interface Refused {
  ok: false;
  status: ContentfulStatusCode;
  error: string;
  fields?: Record<string, string>;
  retryAfter?: number;
  /** Why, where a page needs more than the status to choose its words. */
  reason?: 'key-reused' | 'rate-limit' | 'storage' | 'full' | 'closed' | 'held';
}

/** A refusal. */
export function refused(
  status: ContentfulStatusCode,
  error: string,
  fields?: Record<string, string>,
  extra: Pick<Refused, 'retryAfter' | 'reason'> = {},
): Refused {
  return { ok: false, status, error, ...(fields && Object.keys(fields).length ? { fields } : {}), ...extra };
}

/** The JSON answer to an outcome: the one error envelope, or `{ success: true, id }` with its status. */
export function answerJson(c: Context, o: Outcome): Response {
  if (!o.ok) {
    if (o.retryAfter !== undefined) c.header('Retry-After', String(o.retryAfter));
    return fail(c, o.status, o.error, o.fields);
  }
  if (o.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(o.body, o.status);
}
