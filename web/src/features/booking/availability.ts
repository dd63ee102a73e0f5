import { useEffect, useState } from 'react';
import { languageHeader } from '../api';
import type { SlotPlace } from './day-times';

/** A time of a date as GET /api/availability answers it; an answer cached before places were named has none. */
export interface SlotState {
  time: string;
  available: boolean;
  remaining: number;
  place?: SlotPlace;
  /** Open, but no place left (an answer from before the waitlist has none). */
  full?: boolean;
}

/** A date's answer: its times (none when the clinic has no session that day), or why it cannot be booked. */
export interface DayAvailability {
  open: boolean;
  reason?: string;
  message?: string;
  slots: SlotState[];
}

/**
 * Fetches which slots of a date can be booked; refetches when the date or `refresh` changes. The day's message (a
 * closure) comes in the page's language.
 */
export function useAvailability(date: string, refresh: number) {
  const [state, setState] = useState<{ date: string; data?: DayAvailability; loading: boolean; failed: boolean }>({
    date: '',
    loading: false,
    failed: false,
  });
  useEffect(() => {
    if (!date) {
      setState({ date, loading: false, failed: false });
      return;
    }
    let cancelled = false;
    // Asked again for the same date (a refresh), the last answer stays drawn meanwhile; another date's never does.
    setState((s) => ({ date, data: s.date === date ? s.data : undefined, loading: true, failed: false }));
    fetch(`/api/availability?date=${encodeURIComponent(date)}`, { cache: 'no-store', headers: languageHeader() })
      .then((r) => r.json() as Promise<DayAvailability & { success: boolean }>)
      .then((data) => {
        if (!cancelled)
          setState({ date, data: data.success ? data : undefined, loading: false, failed: !data.success });
      })
      .catch(() => {
        if (!cancelled) setState({ date, loading: false, failed: true });
      });
    return () => {
      cancelled = true;
    };
  }, [date, refresh]);
  return state;
}
