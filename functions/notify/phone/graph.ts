/**
 * Meta's Graph API, where the WhatsApp Cloud API lives. Graph versions expire about two years after release, so the
 * version is pinned here, once: moving to a newer one is this one line (after reading Meta's changelog).
 */
export const GRAPH_VERSION = 'v23.0';

export const GRAPH_ORIGIN = 'https://graph.facebook.com';

/** The endpoint sending messages from the clinic's WhatsApp number. */
export function messagesUrl(phoneNumberId: string): string {
  return `${GRAPH_ORIGIN}/${GRAPH_VERSION}/${encodeURIComponent(phoneNumberId)}/messages`;
}

/** A Graph error as the API answers it: `{ error: { message, type, code, error_data: { details }, fbtrace_id } }`. */
export interface GraphError {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_data?: { messaging_product?: string; details?: string };
  fbtrace_id?: string;
}

/** Graph codes that mean "try again later": throttling (130429, 131048, 4, 80007) and Meta's own trouble. */
const RETRY_CODES = new Set([4, 80007, 130429, 131000, 131048, 133004]);

/** The pair rate: too many messages to one number in a short time (about one per 6 s). */
export const PAIR_RATE_CODE = 131056;

/**
 * What a refused send means for the row: 'spacing' (the pair rate: wait the spacing, then again), 'retry' (throttled
 * or Meta's own trouble: the outbox's backoff) or 'final' (the message cannot go: not on WhatsApp, template paused or
 * missing, a bad token — trying again changes nothing).
 */
export function refusalKind(status: number, error: GraphError | undefined): 'spacing' | 'retry' | 'final' {
  if (error?.code === PAIR_RATE_CODE) return 'spacing';
  if (status === 429 || status >= 500) return 'retry';
  if (error?.code !== undefined && RETRY_CODES.has(error.code)) return 'retry';
  return 'final';
}

/** The endpoint answering a received media's short-lived URL, type, hash and size. */
export function mediaUrl(mediaId: string): string {
  return `${GRAPH_ORIGIN}/${GRAPH_VERSION}/${encodeURIComponent(mediaId)}`;
}
