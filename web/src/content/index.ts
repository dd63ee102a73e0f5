import { cachedLoader } from '../app/tracked';
import type { ConditionContent, ServiceContent } from './types';

const serviceModules = import.meta.glob<ServiceContent>('./services/*.ts', { import: 'default' });
const conditionModules = import.meta.glob<ConditionContent>('./conditions/*.ts', { import: 'default' });

/** A service page's copy, loaded as its own chunk; null for an unknown slug. */
export const loadService = cachedLoader(async (slug: string): Promise<ServiceContent | null> => {
  const load = serviceModules[`./services/${slug}.ts`];
  return load ? load() : null;
});

/** A condition page's copy, loaded as its own chunk; null for an unknown slug. */
export const loadCondition = cachedLoader(async (slug: string): Promise<ConditionContent | null> => {
  const load = conditionModules[`./conditions/${slug}.ts`];
  return load ? load() : null;
});
