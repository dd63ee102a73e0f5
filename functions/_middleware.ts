import { clinicDate } from '../common/booking/schedule';
import { localeOfPath } from '../common/i18n/locale';
import { MESSAGE_LINK_PATH } from '../common/notify/templates';
import { type ClinicFill, clinicFill, rewriteClinicFragments, withoutPhoneMessages } from './clinic';
import { clinicSnapshot } from './clinic/actions';
import { phoneMessagesOffered } from './notify';
import type { Env } from './platform/env';

/**
 * Every request to the site passes here (Pages middleware). The prerendered pages carry the clinic's hours, places,
 * phones, fee and notice as built; this fills them from the desk's current schedule (this data centre's copy, at most
 * CLINIC_SNAPSHOT_SECONDS old), so an edit shows on the static pages without a deploy (decision 023). The API, scripts,
 * images and every answer that is not an HTML page go through untouched.
 */
export const onRequest: PagesFunction<Env> = async (context) => {
  const { request } = context;
  const url = new URL(request.url);
  const api = url.pathname.startsWith('/api/') || url.pathname === '/api';
  // A phone message's short link (functions/m.ts) is the API's page, not a prerendered one.
  const messageLink = url.pathname === MESSAGE_LINK_PATH;
  if ((request.method !== 'GET' && request.method !== 'HEAD') || api || messageLink) return context.next();
  // The file's validators say nothing about the facts filled in: a browser that kept a page from before an edit must
  // not be told "304, still fresh" by the file's ETag. Ask for the file whole, and send no validators back (below).
  const page = await context.next(withoutValidators(request));
  if (!(page.headers.get('Content-Type') ?? '').startsWith('text/html')) return page;
  if (request.method === 'HEAD' || !page.body) return withoutFileValidators(page);
  const offer = { phoneMessages: phoneMessagesOffered(context.env) };
  let fill: ClinicFill;
  try {
    fill = clinicFill(
      await clinicSnapshot(context.env, request.url, (p) => context.waitUntil(p)),
      localeOfPath(url.pathname),
      clinicDate(),
    );
  } catch (e) {
    // The page as built is right about everything but a recent edit: serve it rather than fail.
    console.error(
      `clinic facts: the schedule could not be read or shown (${(e as Error).message}); ${url.pathname} served as built`,
    );
    return offer.phoneMessages ? page : withoutPhoneMessages(page);
  }
  return rewriteClinicFragments(page, fill, offer);
};

/** The request without If-None-Match and If-Modified-Since, so the static file comes whole (200), never 304. */
function withoutValidators(request: Request): Request {
  if (!request.headers.has('If-None-Match') && !request.headers.has('If-Modified-Since')) return request;
  const headers = new Headers(request.headers);
  headers.delete('If-None-Match');
  headers.delete('If-Modified-Since');
  return new Request(request, { headers });
}

/** A page's answer without the file's ETag and Last-Modified (they describe the file, not the page as filled). */
function withoutFileValidators(page: Response): Response {
  const res = new Response(page.body, page);
  res.headers.delete('ETag');
  res.headers.delete('Last-Modified');
  return res;
}
