/**
 * React starts tracking a field's value at hydration, so what a patient typed or chose in the prerendered form before
 * that never reaches the component's state. For each field that differs from its prerendered default, put the DOM
 * back to the default (what React believes) and replay the patient's value as the event React listens for.
 */
export function adoptTypedValues(root: HTMLElement): void {
  for (const el of root.querySelectorAll('input, textarea, select')) {
    if (el instanceof HTMLSelectElement) {
      const chosen = [...el.options].filter((o) => o.selected !== o.defaultSelected);
      if (!chosen.length) continue;
      const value = el.value;
      for (const o of el.options) o.selected = o.defaultSelected;
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(el, value);
      el.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      // A radio the patient picked (or a box they ticked/cleared): restore the default, then click it as they did.
      if (el.checked === el.defaultChecked) continue;
      if (el.type === 'radio' && !el.checked) continue; // the one the patient left; the picked one is replayed
      const wanted = el.checked;
      if (el.type === 'radio') {
        const group = el.form?.elements.namedItem(el.name);
        if (group instanceof RadioNodeList) {
          for (const r of group) if (r instanceof HTMLInputElement) r.checked = r.defaultChecked;
        }
      }
      el.checked = !wanted;
      el.click();
      continue;
    }
    if (el instanceof HTMLInputElement && el.type === 'file') continue;
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) continue;
    if (el.value === el.defaultValue) continue;
    const typed = el.value;
    el.value = el.defaultValue;
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, typed);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
