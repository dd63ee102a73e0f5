/**
 * React starts tracking a field's value at hydration, so what a patient typed or chose in the prerendered form before
 * that never reaches the component's state. For each field that differs from its prerendered default, put the DOM
 * back to the default (what React believes) and replay the patient's value as the event React listens for.
 *
 * Two moments, so nothing typed is lost:
 * - read in the commit of the hydration (a layout effect): the fields still hold exactly what the patient typed. Any
 *   later render of the form, before the replay is done, writes React's state (still the defaults) over them: a
 *   component's own effect may cause one, and so does each replayed field.
 * - replayed right after the commit, outside React's work (a microtask): each event then renders at once, as a
 *   keystroke would. Replayed from inside the commit or an effect, React can neither render nor flush, and "restores"
 *   each field to its old state before a handler's state updater that reads `e.target.value` has run.
 *
 * Returns the replay.
 */
export function readTypedValues(root: HTMLElement): () => void {
  const replays: (() => void)[] = [];
  for (const el of root.querySelectorAll('input, textarea, select')) {
    const replay = typedValueReplay(el);
    if (replay) replays.push(replay);
  }
  return () => {
    for (const replay of replays) replay();
  };
}

/** How to hand one field's pre-hydration value to React, read now; null when the patient left it as it was. */
function typedValueReplay(el: Element): (() => void) | null {
  if (el instanceof HTMLSelectElement) {
    if (![...el.options].some((o) => o.selected !== o.defaultSelected)) return null;
    const value = el.value;
    return () => {
      if (!el.isConnected) return;
      for (const o of el.options) o.selected = o.defaultSelected;
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(el, value);
      el.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    // A radio the patient picked (or a box they ticked/cleared): restore the default, then click it as they did.
    if (el.checked === el.defaultChecked) return null;
    if (el.type === 'radio' && !el.checked) return null; // the one the patient left; the picked one is replayed
    const wanted = el.checked;
    return () => {
      if (!el.isConnected) return;
      if (el.type === 'radio') {
        const group = el.form?.elements.namedItem(el.name);
        if (group instanceof RadioNodeList) {
          for (const r of group) if (r instanceof HTMLInputElement) r.checked = r.defaultChecked;
        }
      }
      el.checked = !wanted;
      el.click();
    };
  }
  if (el instanceof HTMLInputElement && el.type === 'file') return null;
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return null;
  if (el.value === el.defaultValue) return null;
  const typed = el.value;
  return () => {
    if (!el.isConnected) return;
    // Through the element's own setter (React's tracker sees it), then past it, so React sees the change.
    el.value = el.defaultValue;
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, typed);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  };
}
