import type { Locale } from '../../../common/i18n/locale';
import { cachedLoader } from '../app/tracked';
import type { ConditionContent, ServiceContent } from './types';

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
 * A page's name as its <title> says it. Hindi names carry the English name in brackets ("ब्रोंकोस्कोपी
 * (Bronchoscopy)"), which the page itself shows; the head drops it, so the title stays short (html-validate's
 * long-title) and reads as Hindi.
 */
export function headTitle(title: string, locale: Locale): string {
  return locale === 'en' ? title : title.replace(/\s*\([^()]*\)$/, '');
}
