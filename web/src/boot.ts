/**
 * The page's only inline script (scripts/prerender.ts inlines it; the CSP allows it by its hash): a few hundred bytes
 * that listen from the first paint, so nothing a patient does early is lost, while the runtime
 * (web/src/entry-client.tsx, ~4 KB gzip, a cached file) is fetched when it is wanted:
 * - at once on a page that is the form (an eager island: booking, manage, desk) or opened by a follow-up link;
 * - on the patient's first reach (pointer, touch, focus, key) anywhere on the page;
 * - otherwise once the page has loaded and the browser is idle, so the first paint waits for nothing.
 * Until it runs, a submit of an island's form or of a Login / Sign up dialog is held here and handed to the runtime,
 * which replays it (window.__clinicBoot). If the runtime cannot be fetched (a flaky link), each held press goes to the
 * browser: the form posts to the server's no-JS handler, a dialog's form closes it.
 *
 * It imports nothing: the prerender inlines it as it is and replaces RUNTIME with the runtime's hashed URL.
 */
import type { BootHandoff, BootPress } from './boot-handoff';
import { EAGER_ISLAND, FOLLOWUP_HASH, ISLAND } from './page-contract';

const RUNTIME = '__CLINIC_RUNTIME__';
const REACH = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const woken: HTMLElement[] = [];
const held: BootPress[] = [];
let fetching = false;

const islandOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(ISLAND) : null;

/** An island reached into is busy from now until it answers (the runtime clears it), as its code is on its way. */
function reached(island: HTMLElement) {
  if (!woken.includes(island)) woken.push(island);
  island.setAttribute('aria-busy', 'true');
}

function onReach(event: Event) {
  const island = islandOf(event.target);
  if (island) reached(island);
  fetchRuntime();
}

function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const island = islandOf(form);
  if (!island && !form.hasAttribute('data-auth-form')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (island) reached(island);
  held.push({ island, form, submitter: event.submitter });
  fetchRuntime();
}

function stop() {
  for (const type of REACH) document.removeEventListener(type, onReach, true);
  document.removeEventListener('submit', onSubmit, true);
}

function fetchRuntime() {
  if (fetching) return;
  fetching = true;
  import(/* @vite-ignore */ RUNTIME).catch((error: unknown) => {
    console.error('the page script did not load:', error);
    stop();
    for (const island of woken) island.removeAttribute('aria-busy');
    for (const press of held.splice(0)) {
      if (!press.form.isConnected) continue;
      try {
        press.form.requestSubmit(press.submitter as HTMLButtonElement | null);
      } catch {
        press.form.requestSubmit();
      }
    }
  });
}

const handoff: BootHandoff = { woken, held, stop };
window.__clinicBoot = handoff;
for (const type of REACH) document.addEventListener(type, onReach, { capture: true, passive: true });
document.addEventListener('submit', onSubmit, { capture: true });

function whenIdle() {
  if ('requestIdleCallback' in window) requestIdleCallback(fetchRuntime, { timeout: 3000 });
  else setTimeout(fetchRuntime, 300);
}

function decide() {
  if (document.querySelector(EAGER_ISLAND) || location.hash.startsWith(FOLLOWUP_HASH)) {
    fetchRuntime();
  } else if (document.readyState === 'complete') {
    whenIdle();
  } else {
    addEventListener('load', whenIdle, { once: true });
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', decide, { once: true });
else decide();
