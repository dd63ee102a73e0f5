import { lazy, type ReactNode, StrictMode, Suspense, startTransition, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { adoptSiteSheet, createEmotionCache } from '../app/emotion-cache';
import { Provider } from '../app/provider';
import { toasterStore } from '../components/ui/notify';
import '../i18n';
import { readTypedValues } from './adopt';
import { ISLANDS, type IslandName } from './registry';
import { IslandRoot } from './root';

// One emotion cache for every island: created once, it adopts the prerendered <style data-emotion> tags (the global
// styles' names) and the rules of the site's stylesheet, so hydrating inserts only styles no page rendered.
const cache = createEmotionCache();
adoptSiteSheet(cache);

const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** The toaster lives in a root of its own, rendered (not hydrated) the first time a form shows a toast. */
function ToasterHost() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted, toasterStore.wantedOnServer);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

let toasterMounted = false;
function mountToaster() {
  if (toasterMounted) return;
  toasterMounted = true;
  const el = document.createElement('div');
  el.dataset.toaster = '';
  document.body.appendChild(el);
  createRoot(el).render(
    <Provider cache={cache}>
      <ToasterHost />
    </Provider>,
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <Provider cache={cache}>{children}</Provider>
    </StrictMode>
  );
}

/**
 * Hydrates one island: loads its component, adopts the prerendered HTML as a React root of its own, then hands over
 * what the patient typed before that. Resolves when the island answers, with everything typed in its state.
 */
export async function hydrateIsland(el: HTMLElement, name: IslandName): Promise<void> {
  const Component = (await ISLANDS[name].load()) as React.ComponentType<Record<string, unknown>>;
  const props = JSON.parse(el.dataset.props || '{}') as Record<string, unknown>;
  const id = el.dataset.islandId ?? name;
  mountToaster();
  let handOver = () => {};
  await new Promise<void>((resolve) => {
    const app = (
      <Shell>
        <IslandRoot
          onCommit={() => {
            handOver = readTypedValues(el);
            resolve();
          }}
        >
          <Component {...props} />
        </IslandRoot>
      </Shell>
    );
    // Inside a transition React hydrates in short slices and yields to the browser between them.
    startTransition(() => {
      hydrateRoot(el, app, {
        identifierPrefix: `${id}-`,
        onRecoverableError(error) {
          console.error(`island ${name}:`, error);
        },
      });
    });
  });
  // The microtask right after the commit: no patient event can have reached React since, and React is not working, so
  // each replayed field renders as a keystroke would (islands/adopt.ts).
  handOver();
}
