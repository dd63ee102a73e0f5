import { createContext, Suspense, use, useContext, useId } from 'react';
import { cachedLoader } from '../app/tracked';
import { ISLANDS, type IslandLoad, type IslandName } from './registry';

/** One island met while prerendering a page: where it goes, what it is, its props, when it hydrates. */
export interface IslandSlot {
  id: string;
  name: IslandName;
  props: Record<string, unknown>;
  load: IslandLoad;
}

/** Set by the prerender (entry-server.tsx): islands register here and leave a placeholder the prerender fills. */
export const IslandCollector = createContext<Map<string, IslandSlot> | null>(null);

/** The element id prefix of an island's own React root (React's identifierPrefix); unique on the page. */
export const islandIdFrom = (reactId: string) => `i${reactId.replace(/[^a-zA-Z0-9]/g, '')}`;

const loadComponent = cachedLoader((name: IslandName) => ISLANDS[name].load());

function Direct({ name, props }: { name: IslandName; props: Record<string, unknown> }) {
  const Component = use(loadComponent(name)) as React.ComponentType<Record<string, unknown>>;
  return <Component {...props} />;
}

/**
 * An interactive part of a page. In the prerender it becomes `<div data-island>` holding the component's HTML,
 * rendered as a React root of its own (so the browser can hydrate just that root); the rest of the page is never
 * hydrated. Without a collector (the Vite dev server renders the whole app in the browser) it renders in place.
 */
export function Island<P extends Record<string, unknown>>({
  name,
  props,
  load = 'interaction',
}: {
  name: IslandName;
  props?: P;
  load?: IslandLoad;
}) {
  const collector = useContext(IslandCollector);
  const id = islandIdFrom(useId());
  const data = props ?? {};
  if (!collector) {
    return (
      <Suspense fallback={null}>
        <Direct name={name} props={data} />
      </Suspense>
    );
  }
  collector.set(id, { id, name, props: data, load });
  return <div data-island={name} data-island-id={id} data-load={load} data-props={JSON.stringify(data)} />;
}
