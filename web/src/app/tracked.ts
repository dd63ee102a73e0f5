/** A promise that records its outcome on itself, so React's `use` reads an already-settled one without suspending. */
/** Settled-state fields React's `use` reads; kept off the public type so it stays a plain Promise. */
type TrackedInternals<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

export type Tracked<T> = Promise<T>;

export function track<T>(promise: Promise<T>): Tracked<T> {
  const p = promise as TrackedInternals<T>;
  if (p.status) return p;
  p.status = 'pending';
  p.then(
    (value) => {
      p.status = 'fulfilled';
      p.value = value;
    },
    (reason) => {
      p.status = 'rejected';
      p.reason = reason;
    },
  );
  return p;
}

/** Memoises a loader per key, returning the same tracked promise every time. */
export function cachedLoader<K, T>(load: (key: K) => Promise<T>) {
  const cache = new Map<K, Tracked<T>>();
  return (key: K): Tracked<T> => {
    let p = cache.get(key);
    if (!p) {
      p = track(load(key));
      cache.set(key, p);
    }
    return p;
  };
}
