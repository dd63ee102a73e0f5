import { PHONE_MESSAGES_FRAGMENT } from '../../../../common/platform/form-types';

let offered: boolean | undefined;

/**
 * Whether the page offers the phone-messages opt-in. The prerender draws it (no document: true), marked; the edge
 * removes the marked fragment when no phone channel is on (functions/clinic/edge/rewriter.ts). In the browser the
 * island reads the page as the edge left it, once, before its first render, so it draws what the page holds (no
 * hydration mismatch) and keeps to it on every step.
 */
export function phoneMessagesOffered(): boolean {
  if (typeof document === 'undefined') return true;
  offered ??= document.querySelector(`[${PHONE_MESSAGES_FRAGMENT}]`) !== null;
  return offered;
}
