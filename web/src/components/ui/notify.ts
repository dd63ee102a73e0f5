/**
 * Toasts without paying for them up front: the toaster (Chakra's Toast on zag's state machine, ≈ 12 KB gzip with its
 * portal) is fetched the first time a form is used, and shown when a toast is first needed.
 */
export interface Notice {
  type: 'success' | 'error' | 'info';
  title: string;
  description?: string;
  duration?: number;
  /** A button in the toast (e.g. Undo); pressing it closes the toast. */
  action?: { label: string; onClick: () => void };
}

const listeners = new Set<() => void>();
let wanted = false;
let loading: Promise<typeof import('./toaster')> | null = null;

function load() {
  loading ??= import('./toaster');
  return loading;
}

/** Starts fetching the toaster, e.g. when a patient starts filling a form, so the first toast is not delayed. */
export function prepareToasts(): void {
  void load().catch(() => {
    loading = null;
  });
}

/** Shows a toast, mounting the toaster first if this is the first one. */
export async function notify(notice: Notice): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
  const { toaster } = await load();
  toaster.create(notice);
}

/** For the layout: whether the toaster should be on the page (a useSyncExternalStore source). */
export const toasterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  wanted: () => wanted,
  wantedOnServer: () => false,
};
