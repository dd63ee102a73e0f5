/**
 * The clinic map (web/src/components/clinic-map.tsx): the Google frame is built only when the patient gets within a
 * screen of it, so another origin's connection and scripts never compete with the page's first paint. Without
 * JavaScript the prerendered <noscript> holds the same frame.
 */
export function enhanceMaps(): void {
  const slots = [...document.querySelectorAll<HTMLElement>('[data-map-slot]')];
  if (!slots.length) return;
  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        const slot = e.target as HTMLElement;
        io.unobserve(slot);
        const frame = document.createElement('iframe');
        frame.title = slot.dataset.title ?? 'Map';
        frame.src = slot.dataset.src ?? '';
        frame.loading = 'lazy';
        // The page's address (which page of a chest clinic a patient was reading) is not Google's to know.
        frame.referrerPolicy = 'no-referrer';
        slot.replaceChildren(frame);
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const s of slots) io.observe(s);
}
