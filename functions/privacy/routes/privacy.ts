import type { Context } from 'hono';
import { Hono } from 'hono';
import { m } from '../../../common/paraglide/messages.js';
import { HONEYPOT_FIELD, honeypotMessage, isBotSubmission } from '../../../common/platform/fields';
import {
  PrivacyActSchema,
  PrivacyOpenSchema,
  PrivacyStartSchema,
  privacyLinkInactive,
  privacyLinkSent,
  requestKindLabel,
} from '../../../common/privacy/schema';
import type { AppEnv } from '../../platform/env';
import { fail } from '../../platform/http';
import { langOf, setLang } from '../../platform/locale';
import { limitRequest } from '../../platform/rate-limit';
import { storage } from '../../platform/routes/storage';
import { TOKEN_RE } from '../../platform/tokens';
import { checkTurnstile } from '../../platform/turnstile';
import { json } from '../../platform/validate';
import { actOnRequest, openRequest, type PrivacyRequest, requestOfToken, startRequest } from '../actions/requests';

export const privacy = new Hono<AppEnv>();

privacy.use('*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

/** A body /open cannot use is answered as an unknown link: a link opens or it does not. */
function openable(c: Context, body: Record<string, unknown>) {
  return typeof body.token !== 'string' || !TOKEN_RE.test(body.token) ? inactive(c) : undefined;
}

function inactive(c: Context) {
  return fail(c, 404, privacyLinkInactive(langOf(c)));
}

/**
 * The request a link opens, or the calm answer for an unknown or expired link — the same bytes for both, so a link
 * past its time tells nothing more than one that never existed. Once found, the request is answered in the language
 * it was made in.
 */
async function byToken(c: Context<AppEnv>, token: string): Promise<PrivacyRequest | Response> {
  const limited = await limitRequest(c, 'privacy');
  if (limited) return limited;
  const r = await requestOfToken(c, token);
  if (!r) return inactive(c);
  setLang(c, r.locale);
  return r;
}

function summary(r: PrivacyRequest) {
  return {
    reference: r.id,
    kind: r.kind,
    status: r.status,
    due_at: r.due_at,
    done_at: r.done_at,
    outcome: r.outcome,
  };
}

/** Asks for a link to the address: always the same answer, so it tells nobody whether we hold data for it. */
privacy.post(
  '/start',
  json(PrivacyStartSchema, {
    // The body's language is the answer's; a filled honeypot and Turnstile are decided before the fields.
    before: async (c, body) => {
      setLang(c, body.locale);
      if (isBotSubmission(body)) {
        const message = honeypotMessage(langOf(c));
        return fail(c, 400, message, { [HONEYPOT_FIELD]: message });
      }
      return checkTurnstile(c, 'privacy');
    },
  }),
  (c) =>
    storage(c, async () => {
      const limited = await limitRequest(c, 'privacy');
      if (limited) return limited;
      const input = c.req.valid('json');
      await startRequest(c, input.email, input.locale);
      return c.json({ success: true as const, message: privacyLinkSent(langOf(c)) }, 202);
    }),
);

/**
 * Opens a link: proves the address and shows how much is held for it. A used link shows only its own request (no
 * address, no counts of what is held now: whoever finds the e-mail later learns nothing new), for a short while.
 * Changes nothing else.
 */
privacy.post('/open', json(PrivacyOpenSchema, { before: (c, body) => openable(c, body) }), (c) =>
  storage(c, async () => {
    const found = await byToken(c, c.req.valid('json').token);
    if (found instanceof Response) return found;
    if (found.kind) return c.json({ success: true as const, request: summary(found) });
    const { request, held } = await openRequest(c, found);
    return c.json({ success: true as const, email: request.email, held, request: summary(request) });
  }),
);

/**
 * Acts on what the person chose: a copy (e-mailed at once) or erasure (done at once), or a correction or complaint
 * (open for the clinic, with its due date). Idempotent: the same choice again answers as the first; a link already
 * used for another choice is refused.
 */
privacy.post(
  '/act',
  json(PrivacyActSchema, {
    before: (c, body) => (typeof body.token !== 'string' || !TOKEN_RE.test(body.token) ? inactive(c) : undefined),
  }),
  async (c) => {
    const { token, kind, details } = c.req.valid('json');
    if ((kind === 'correction' || kind === 'grievance') && !details) {
      const locale = { locale: langOf(c) };
      const message =
        kind === 'correction' ? m.server_privacy_correct_what({}, locale) : m.server_privacy_grievance_what({}, locale);
      return fail(c, 400, message, { details: message });
    }
    return storage(c, async () => {
      const found = await byToken(c, token);
      if (found instanceof Response) return found;
      const o = await actOnRequest(c, found, token, kind, details);
      if (o.kind === 'same') return c.json({ success: true as const, request: summary(o.request) });
      if (o.kind === 'taken') {
        return o.by
          ? fail(
              c,
              409,
              m.server_privacy_link_used({ label: requestKindLabel(o.by, langOf(c)) }, { locale: langOf(c) }),
            )
          : fail(c, 409, m.server_privacy_link_used_other({}, { locale: langOf(c) }));
      }
      return c.json({ success: true as const, request: o.request ? summary(o.request) : null });
    });
  },
);
