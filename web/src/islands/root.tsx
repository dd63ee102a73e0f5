import { type ReactNode, useEffect } from 'react';

/**
 * The top of every island's React tree, on the server and in the browser alike, so both build the same tree (React's
 * ids depend on its shape). Renders nothing of its own; in the browser it reports when the hydration has committed.
 */
export function IslandRoot({ children, onCommit }: { children: ReactNode; onCommit?: () => void }) {
  useEffect(() => onCommit?.(), []);
  return <>{children}</>;
}
