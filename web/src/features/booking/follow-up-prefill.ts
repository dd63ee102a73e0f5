import { useEffect } from 'react';
import { FOLLOW_UP_FRAGMENT } from '../../../../common/queue/follow-ups';
import { notify } from '../../components/ui/notify';
import { m } from '../../i18n';
import { postJson } from '../api';

/**
 * The patient's details a follow-up reminder's code yields (POST /api/follow-up/prefill): the name and language
 * always, the phone and e-mail only for an e-mailed reminder's code (a phone's link shows no contact details).
 */
export interface FollowUpPrefill {
  full_name: string;
  phone?: string;
  email?: string;
  locale: string;
}

/**
 * The booking page opened from a follow-up reminder (/book-appointment#followup=<code>, decision 025): the code is
 * taken out of the address at once (a reload or a shared link does not carry it), exchanged once by POST for the
 * patient's details, and `fill` puts them in the form. A used or unknown code says so; the form stays empty.
 */
export function useFollowUpPrefill(fill: (p: FollowUpPrefill) => void): void {
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (!hash.startsWith(FOLLOW_UP_FRAGMENT)) return;
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
    const code = hash.slice(FOLLOW_UP_FRAGMENT.length);
    void postJson<{ prefill: FollowUpPrefill }>('/api/follow-up/prefill', { code }).then((r) => {
      if (r.ok) {
        fill(r.data.prefill);
        void notify({ type: 'success', title: m.daymsg_prefill_filled(), duration: 8000 });
      } else {
        void notify({ type: 'info', title: m.daymsg_prefill_gone(), duration: 8000 });
      }
    });
  }, [fill]);
}
