import { type ReactNode, useLayoutEffect } from 'react';

/**
 * The top of every island's React tree, on the server and in the browser alike, so both build the same tree (React's
 * ids depend on its shape). Renders nothing of its own; in the browser it reports when the hydration has committed.
 * A layout effect, run within the commit itself, before any render can write the form's state (still the defaults)
 * over what the patient typed before the island woke (islands/adopt.ts reads it there); a passive effect runs a task
 * later, after a keystroke or a component's own update may have rendered the form.
 */
export function IslandRoot({ children, onCommit }: { children: ReactNode; onCommit?: () => void }) {
  useLayoutEffect(() => onCommit?.(), []);
  return <>{children}</>;
}
