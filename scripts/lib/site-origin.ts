import { STAND_IN_ORIGIN } from '../../common/platform/site-origin.ts';

/**
 * The origin a build is made for: SITE_ORIGIN from the build environment (`npm run deploy` sets it from its one
 * input), else the stand-in, which a deployment refuses to run with (decision 015). No trailing slash.
 */
export function buildSiteOrigin(env: Record<string, string | undefined> = process.env): string {
  return (env.SITE_ORIGIN || STAND_IN_ORIGIN).replace(/\/$/, '');
}
