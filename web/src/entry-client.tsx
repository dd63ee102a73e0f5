/**
 * The page's runtime: small, and no React in it. Every page is complete as prerendered HTML and CSS, and its plain
 * controls (links, menu, dialogs, tabs, FAQ) are native. It is a cached file that the page's inline script
 * (web/src/boot.ts) fetches when it is wanted and hands what the patient did meanwhile. This file only enhances the
 * dialogs and the map (web/src/enhance) and wakes the islands, the forms that need React
 * (web/src/islands/registry.ts):
 * - `eager` islands (the booking page's wizard, manage, desk) hydrate as soon as this runs;
 * - `interaction` islands (the contact forms and the home page's wizard) hydrate when the patient first reaches into
 *   them, so a content page runs no React unless a form is used.
 * Until an island answers, a press of its submit button is held and replayed once it does; what was typed is handed
 * over (islands/adopt.ts). If its code cannot be loaded (a flaky link), the held press is let through to the browser,
 * which posts the form to the server's no-JS handler. Without any JavaScript the forms post there directly.
 */
import type { BootHandoff } from './boot-handoff';
import { enhance } from './enhance';
import { ISLANDS, isIslandName } from './islands/registry';
import { EAGER_ISLAND, FOLLOWUP_HASH, ISLAND } from './page-contract';

type Mount = typeof import('./islands/mount');
let mountModule: Promise<Mount> | null = null;
const loadMount = () => {
  mountModule ??= import('./islands/mount');
  return mountModule;
};

type State = 'idle' | 'loading' | 'ready' | 'failed';
const state = new WeakMap<HTMLElement, State>();
const held = new WeakMap<HTMLElement, { form: HTMLFormElement; submitter: HTMLElement | null }>();

function wake(el: HTMLElement): Promise<void> {
  const name = el.dataset.island ?? '';
  if (state.get(el) !== undefined && state.get(el) !== 'idle') return Promise.resolve();
  if (!isIslandName(name)) return Promise.resolve();
  state.set(el, 'loading');
  el.setAttribute('aria-busy', 'true');
  // The island's own code is asked for at once, beside React's (mount): asked for by mount, it waited until React had
  // arrived and run, a second round trip and a few hundred ms of a slow phone's CPU while a held press waited.
  return Promise.all([loadMount(), ISLANDS[name].load()])
    .then(([m]) => m.hydrateIsland(el, name))
    .then(
      () => {
        state.set(el, 'ready');
        el.dataset.hydrated = 'true';
        el.removeAttribute('aria-busy');
        replay(el);
      },
      (error) => {
        console.error(`island ${name} did not load:`, error);
        state.set(el, 'failed');
        el.removeAttribute('aria-busy');
        mountModule = null;
        // Let the held press go to the browser: the form posts to the server, which answers with a page.
        replay(el);
      },
    );
}

function replay(el: HTMLElement) {
  const press = held.get(el);
  if (!press) return;
  held.delete(el);
  // After React has applied the adopted values (their events are handled synchronously), press again.
  setTimeout(() => {
    if (press.form.isConnected) press.form.requestSubmit(press.submitter as HTMLButtonElement | null);
  }, 0);
}

const islandOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(ISLAND) : null;

async function start(boot: BootHandoff | undefined) {
  // An async module may run while the document is still arriving: the listeners above work at once; the islands and
  // native controls to enhance are looked up once the document is complete.
  if (document.readyState === 'loading') {
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  const root = document.getElementById('root');
  if (import.meta.env.DEV && root && !root.firstElementChild) {
    // The Vite dev server's empty shell: render the whole app in the browser.
    (await import('./dev-render')).renderDev(root);
    return;
  }
  enhance();
  // What the patient did before this ran: islands reached into wake, held presses go on (an island's once it
  // answers, a dialog's now that its enhancement listens).
  for (const el of boot?.woken ?? []) if (!state.get(el)) void wake(el);
  for (const press of boot?.held.splice(0) ?? []) {
    if (press.island) {
      held.set(press.island, press);
      if (!state.get(press.island)) void wake(press.island);
      else if (state.get(press.island) !== 'loading') replay(press.island);
    } else if (press.form.isConnected) {
      press.form.requestSubmit(press.submitter as HTMLButtonElement | null);
    }
  }
  const eager = [...document.querySelectorAll<HTMLElement>(EAGER_ISLAND)];
  // A follow-up reminder's link (#followup=<code>) wakes the booking form at once: the details the link fills in show
  // without a first touch.
  const called = location.hash.startsWith(FOLLOWUP_HASH)
    ? [...document.querySelectorAll<HTMLElement>('[data-island="booking-wizard"]')]
    : [];
  await Promise.all([...eager, ...called].map(wake));
  // Every visible control now answers: native ones from the first paint (a page without eager islands says so in its
  // HTML), the eager islands now; sleeping islands hold a press until they wake. The dead-tap measurement reads
  // data-hydrated; the browser tests wait for data-runtime, so they exercise the scripted behaviour.
  document.documentElement.dataset.hydrated = 'true';
  document.documentElement.dataset.runtime = 'ready';
}

/**
 * Installs once (in development, Vite's page loads this file itself, with no inline script before it). The inline
 * script stops listening as this starts, in the same task, so no event falls between the two.
 */
function install() {
  const boot = window.__clinicBoot;
  boot?.stop();
  // Reaching into a sleeping island wakes it.
  for (const type of ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const) {
    document.addEventListener(
      type,
      (e) => {
        const el = islandOf(e.target);
        if (el && !state.get(el)) void wake(el);
      },
      { capture: true, passive: true },
    );
  }

  // A submit before the island answers is held, not lost and not sent as the browser would (unless loading failed).
  document.addEventListener(
    'submit',
    (e) => {
      const el = islandOf(e.target);
      if (!el) return;
      const s = state.get(el);
      if (s === 'ready' || s === 'failed') return;
      e.preventDefault();
      e.stopImmediatePropagation();
      held.set(el, { form: e.target as HTMLFormElement, submitter: (e as SubmitEvent).submitter });
      void wake(el);
    },
    { capture: true },
  );
  void start(boot);
}

declare global {
  interface Window {
    __clinicRuntime?: true;
  }
}

if (!window.__clinicRuntime) {
  window.__clinicRuntime = true;
  install();
}
