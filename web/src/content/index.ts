import { conditions, services } from 'virtual:catalogue';
import type { Locale } from '../../../common/locale';
import { cachedLoader } from '../app/tracked';
import type { CatalogueItem, ConditionContent, ServiceContent } from './types';

// One glob per language: each page's copy is a chunk of its own, and a Hindi page loads only Hindi
// (./services/*.ts does not reach into ./services/hi/).
const serviceModules: Record<Locale, Record<string, () => Promise<ServiceContent>>> = {
  en: import.meta.glob<ServiceContent>('./services/*.ts', { import: 'default' }),
  hi: import.meta.glob<ServiceContent>('./services/hi/*.ts', { import: 'default' }),
};
const conditionModules: Record<Locale, Record<string, () => Promise<ConditionContent>>> = {
  en: import.meta.glob<ConditionContent>('./conditions/*.ts', { import: 'default' }),
  hi: import.meta.glob<ConditionContent>('./conditions/hi/*.ts', { import: 'default' }),
};

/** The module's key in its language's glob: ./services/bronchoscopy.ts, ./services/hi/bronchoscopy.ts. */
function modulePath(kind: 'services' | 'conditions', slug: string, locale: Locale): string {
  return `./${kind}/${locale === 'en' ? '' : `${locale}/`}${slug}.ts`;
}

const loadServiceCopy = cachedLoader(async (key: `${Locale}:${string}`): Promise<ServiceContent | null> => {
  const [locale, slug] = splitKey(key);
  const load = serviceModules[locale][modulePath('services', slug, locale)];
  return load ? load() : null;
});

const loadConditionCopy = cachedLoader(async (key: `${Locale}:${string}`): Promise<ConditionContent | null> => {
  const [locale, slug] = splitKey(key);
  const load = conditionModules[locale][modulePath('conditions', slug, locale)];
  return load ? load() : null;
});

function splitKey(key: string): [Locale, string] {
  const i = key.indexOf(':');
  return [key.slice(0, i) as Locale, key.slice(i + 1)];
}

/** A service page's copy in `locale`, loaded as its own chunk; null for an unknown slug. */
export function loadService(slug: string, locale: Locale): Promise<ServiceContent | null> {
  return loadServiceCopy(`${locale}:${slug}`);
}

/** A condition page's copy in `locale`, loaded as its own chunk; null for an unknown slug. */
export function loadCondition(slug: string, locale: Locale): Promise<ConditionContent | null> {
  return loadConditionCopy(`${locale}:${slug}`);
}

/**
 * The cards of /services or /treatments in `locale`, in the English list's order. English comes from
 * `virtual:catalogue` (the card fields, read at build time); another language reads the same fields from its own
 * modules. Pages are prerendered and never reach the browser, so loading those modules here costs only build time.
 */
export const loadCatalogue = cachedLoader(
  async (key: `${'services' | 'conditions'}:${Locale}`): Promise<CatalogueItem[]> => {
    const [kind, locale] = key.split(':') as ['services' | 'conditions', Locale];
    const english = kind === 'services' ? services : conditions;
    if (locale === 'en') return english;
    const load = kind === 'services' ? loadService : loadCondition;
    return Promise.all(
      english.map(async ({ slug }) => {
        const item = await load(slug, locale);
        if (!item) throw new Error(`No ${locale} copy for ${kind}/${slug}`);
        return { slug: item.slug, title: item.title, description: item.description, icon: item.icon };
      }),
    );
  },
);

/**
 * A page's name as its <title> says it. Hindi names carry the English name in brackets ("ब्रोंकोस्कोपी
 * (Bronchoscopy)"), which the page itself shows; the head drops it, so the title stays short (html-validate's
 * long-title) and reads as Hindi.
 */
export function headTitle(title: string, locale: Locale): string {
  return locale === 'en' ? title : title.replace(/\s*\([^()]*\)$/, '');
}
