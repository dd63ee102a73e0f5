import { app } from './app';
import type { Env } from './platform/env';

/**
 * `/m?<code>`: the short address of a phone message's link (issue 38; decision 024). Every unit of it counts against an
 * SMS's parts, so the link a message carries is `<origin>/m?<code>` rather than `/api/m?<code>`: this file serves it
 * with the very handler of /api/m (functions/notify/routes/message-link.ts) — GET shows a button, POST spends the code — and the
 * longer address keeps working. Called as api/[[route]].ts calls the app (hono/cloudflare-pages' handle).
 */
export const onRequest: PagesFunction<Env> = (context) => {
  const url = new URL(context.request.url);
  url.pathname = '/api/m';
  return app.fetch(
    new Request(url, context.request),
    { ...context.env, eventContext: context },
    { waitUntil: context.waitUntil, passThroughOnException: context.passThroughOnException, props: {} },
  );
};
