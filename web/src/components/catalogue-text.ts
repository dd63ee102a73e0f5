import type { ConditionSlug, ServiceSlug } from '../../../common/booking/visit-reasons';
import { CONDITION_TITLES_HI } from '../../../common/clinic/condition-titles.hi';
import { SERVICE_TITLES_HI } from '../../../common/clinic/service-titles.hi';
import type { Locale } from '../../../common/i18n/locale';
import type { CatalogueItem } from '../content/types';

// The Hindi pages' card descriptions, from the Hindi content modules themselves (one wording for the card and the
// page). Cards are rendered only by the prerender (pages are never hydrated, decision 012), so these modules never
// reach a browser bundle.
const hindi = {
  ...import.meta.glob<CatalogueItem>('../content/services/hi/*.ts', { eager: true, import: 'default' }),
  ...import.meta.glob<CatalogueItem>('../content/conditions/hi/*.ts', { eager: true, import: 'default' }),
};

/**
 * A catalogue card's title and description in `locale`. The lists (virtual:catalogue) are English; on a Hindi page
 * the title is the service's or condition's Hindi name (common/clinic/service-titles.hi.ts, condition-titles.hi.ts, as the
 * pages, booking form and e-mails name it) and the description the Hindi page's own.
 */
export function catalogueText(
  item: CatalogueItem,
  base: '/services' | '/conditions',
  locale: Locale,
): { title: string; description: string } {
  if (locale === 'en') return item;
  const kind = base === '/services' ? 'services' : 'conditions';
  const title =
    base === '/services'
      ? SERVICE_TITLES_HI[item.slug as ServiceSlug]
      : CONDITION_TITLES_HI[item.slug as ConditionSlug];
  const description = hindi[`../content/${kind}/hi/${item.slug}.ts`]?.description;
  if (!title || !description) throw new Error(`No Hindi card for ${base}/${item.slug}`);
  return { title, description };
}
