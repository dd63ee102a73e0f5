import { WHAT_TO_BRING } from './clinic';
import { NOT_SURE, type VisitReason } from './visit-reasons';

/** How to prepare for a visit: a heading and a list, shown on the service's page and in the e-mails. */
export interface Preparation {
  title: string;
  items: readonly string[];
}

/** The general list, for a visit whose reason was not given (or has no preparation of its own). */
export const GENERAL_PREPARATION: Preparation = { title: 'What to bring', items: WHAT_TO_BRING };

/** Preparation for a visit reason: the service's own when it has one, else the general list. */
export function preparationFor(reason: VisitReason | '' | null | undefined): Preparation {
  if (!reason || reason === NOT_SURE) return GENERAL_PREPARATION;
  return GENERAL_PREPARATION;
}
