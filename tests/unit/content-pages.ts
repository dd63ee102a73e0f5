import type { ConditionSlug, ServiceSlug } from '../../common/booking/visit-reasons';
import { CONDITION_SLUGS, SERVICE_SLUGS } from '../../web/src/content/slugs';
import type { ConditionContent, ServiceContent } from '../../web/src/content/types';

/**
 * The content of every service and condition page (web/src/content/), each in English and in Hindi, in the order of
 * its slugs: what tests/unit/content*.test.ts read.
 */

/** Each page of a kind (`services`, `conditions`), as its English and its Hindi module export it. */
async function pagesOf<P, S extends string>(kind: 'services' | 'conditions', slugs: readonly S[]) {
  return Promise.all(
    slugs.map(async (slug) => ({
      slug,
      en: (await import(`../../web/src/content/${kind}/${slug}.ts`)).default as P,
      hi: (await import(`../../web/src/content/${kind}/hi/${slug}.ts`)).default as P,
    })),
  );
}

export const SERVICE_PAGES = await pagesOf<ServiceContent, ServiceSlug>('services', SERVICE_SLUGS);
export const CONDITION_PAGES = await pagesOf<ConditionContent, ConditionSlug>('conditions', CONDITION_SLUGS);
