import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { notify } from '../../components/ui/notify';
import type { ApiResult } from '../api';
import { deskGet, deskPost, failureText, isAccessProblem } from './api';
import type { Me } from './types';

/** Who is signed in, and how a view reports that the sign-in was lost (an expired Access session, say). */
export interface DeskSession {
  me: Me;
  /** Called with any answer of 401/403/503: the page then shows the sign-in help instead of the views. */
  accessLost: (r: { status: number; error?: string }) => void;
}

const DeskContext = createContext<DeskSession | null>(null);

export const DeskSessionProvider = DeskContext.Provider;

/** The desk session of the page around a view. */
export function useDeskSession(): DeskSession {
  const s = useContext(DeskContext);
  if (!s) throw new Error('useDeskSession outside the desk page');
  return s;
}

export type Loaded<T> = { path?: string } & (
  | { state: 'loading'; data?: T }
  | { state: 'ready'; data: T }
  | { state: 'failed'; error: string; data?: T }
);

/**
 * Reads a desk answer for `path` (null: nothing to read yet) and again on `reload()`. While it reloads, the previous
 * answer stays on screen, so the list does not jump after every action.
 */
export function useDeskData<T>(
  path: string | null,
  /** A read whose question is personal (a search) is a POST with this body, never in the URL. */
  body?: Record<string, unknown>,
): { loaded: Loaded<T>; reload: () => void } {
  const { accessLost } = useDeskSession();
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [tick, setTick] = useState(0);
  const sent = body === undefined ? undefined : JSON.stringify(body);
  useEffect(() => {
    if (path === null) return;
    let cancelled = false;
    const key = `${path} ${sent ?? ''}`;
    // The previous answer stays only while the same thing is read again (a reload), not for another date.
    setLoaded((l) => ({ path: key, state: 'loading', data: l.path === key ? l.data : undefined }));
    const read = sent === undefined ? deskGet<T>(path) : deskPost<T>(path, JSON.parse(sent));
    read.then((r: ApiResult<T>) => {
      if (cancelled) return;
      if (r.ok) setLoaded({ path: key, state: 'ready', data: r.data });
      else if (isAccessProblem(r)) accessLost(r);
      else setLoaded((l) => ({ path: key, state: 'failed', error: failureText(r), data: l.data }));
    });
    return () => {
      cancelled = true;
    };
  }, [path, sent, tick, accessLost]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { loaded, reload };
}

/**
 * A desk button's POST. `busy` names the action running (for its button's spinner); a success shows its toast and
 * runs `then`, a lost sign-in goes to the page, any other failure is a toast that stays 8 s.
 */
export function useDeskAction() {
  const { accessLost } = useDeskSession();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async <T = Record<string, unknown>>(
    action: { name?: string; path: string; body?: unknown; failed: string },
    done: (data: T) => { title: string; description: string },
    then: (data: T) => void,
  ) => {
    setBusy(action.name ?? 'busy');
    const r = await deskPost<T>(action.path, action.body);
    setBusy(null);
    if (r.ok) {
      void notify({ type: 'success', ...done(r.data) });
      then(r.data);
    } else if (isAccessProblem(r)) accessLost(r);
    else void notify({ type: 'error', title: action.failed, description: failureText(r), duration: 8000 });
  };
  return { busy, run };
}
