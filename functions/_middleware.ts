import { localeOfPath } from '../common/locale';
import { clinicDate } from '../common/schedule';
import { clinicSnapshot } from './actions/clinic-snapshot';
import { type ClinicFill, clinicFill, rewriteClinicFragments, withoutPhoneMessages } from './edge/clinic-rewriter';
import type { Env } from './env';
import { phoneMessagesOffered } from './phone/opt-in';

/**
 * Every request to the site passes here (Pages middleware). The prerendered pages carry the clinic's hours, places,
 * phones, fee and notice as built; this fills them from the desk's current schedule (this data centre's copy, at most
 * CLINIC_SNAPSHOT_SECONDS old), so an edit shows on the static pages without a deploy (decision 023). The API, scripts,
 * images and every answer that is not an HTML page go through untouched.
 */
export const onRequest: PagesFunction<Env> = async (context) => {
  const { request } = context;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.pathname.startsWith('/api/') || url.pathname === '/api') return context.next();
  const page = await context.next();
  if (!page.body || !(page.headers.get('Content-Type') ?? '').startsWith('text/html')) return page;
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
