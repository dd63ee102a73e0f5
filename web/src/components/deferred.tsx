import { type ReactNode, Suspense, use, useEffect, useRef } from 'react';
import { type Tracked, track } from '../app/tracked';

/**
 * A prerendered section whose code is fetched and hydrated only when the patient gets near it (scrolls to within
 * a screen of it) or reaches for it (pointer, focus, a key). Until then it is the prerendered HTML: readable, laid
 * out, not yet interactive. Used for the forms further down the home page, which most visits never touch.
 *
 * How: while its prerendered HTML is on the page and not yet hydrated, the section suspends on a "needed" promise
 * inside its own Suspense boundary, so React keeps the server HTML and hydrates the rest of the page without it.
 * On the server, and when a client-side navigation renders it afresh, it renders at once.
 */
export function Deferred({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate name={name}>{children}</Gate>
    </Suspense>
  );
}

/** True while the section is still the prerendered HTML (the first page load), not yet taken over by React. */
function stillPrerendered(name: string): boolean {
  if (typeof document === 'undefined') return false;
  const el = document.querySelector<HTMLElement>(`[data-deferred="${name}"]`);
  return el !== null && el.dataset.ready !== 'true';
}

function Gate({ name, children }: { name: string; children: ReactNode }) {
  const region = useRef<HTMLDivElement>(null);
  if (stillPrerendered(name)) use(whenNeeded(name));
  useEffect(() => {
    // Values typed before the section was hydrated are in the DOM but not in React's state: hand them over.
    if (region.current) adoptTypedValues(region.current);
    region.current?.setAttribute('data-ready', 'true');
  }, []);
  return (
    <div data-deferred={name} ref={region}>
      {children}
    </div>
  );
}

const needed = new Map<string, Tracked<void>>();

function whenNeeded(name: string): Tracked<void> {
  let p = needed.get(name);
  if (p) return p;
  p = track(
    new Promise<void>((resolve) => {
      const el = document.querySelector<HTMLElement>(`[data-deferred="${name}"]`);
      if (!el) return resolve();
      const events = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;
      const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
        rootMargin: '100% 0px',
      });
      const onEvent = (e: Event) => {
        if (!el.contains(e.target as Node)) return;
        // A form submitted before its code arrived would be sent by the browser as a GET with the patient's data
        // in the address: stop it; the patient presses the button again once the form is live (within moments).
        if (e.type === 'submit') e.preventDefault();
        done();
      };
      function done() {
        io.disconnect();
        for (const t of events) document.removeEventListener(t, onEvent, true);
        resolve();
      }
      io.observe(el);
      for (const t of events) document.addEventListener(t, onEvent, true);
      // The submit guard stays until the section is hydrated (React then handles submit itself).
      const guard = (e: Event) => {
        if (!el.isConnected || el.dataset.ready) return document.removeEventListener('submit', guard, true);
        if (el.contains(e.target as Node)) onEvent(e);
      };
      document.addEventListener('submit', guard, true);
    }),
  );
  needed.set(name, p);
  return p;
}

/**
 * React starts tracking a field's value at hydration, so text typed into the prerendered form before that never
 * reaches the component's state. For each field that differs from its prerendered default, set the state side back
 * to the default and replay the patient's value as an input event, which React reports to the form as a change.
 */
function adoptTypedValues(root: HTMLElement): void {
  for (const el of root.querySelectorAll('input, textarea, select')) {
    if (el instanceof HTMLSelectElement) {
      const changed = [...el.options].some((o) => o.selected !== o.defaultSelected);
      if (changed) el.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    // Text fields only: the forms' first steps (all a patient can reach before hydration) have no boxes or files.
    if (el instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(el.type)) continue;
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) continue;
    if (el.value === el.defaultValue) continue;
    const typed = el.value;
    el.value = el.defaultValue;
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, typed);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
