import { addDays } from '../../../common/booking/schedule';
import {
  type DueFollowUp,
  FOLLOW_UP_MAX_DAYS,
  type FollowUpChoice,
  followUpDue,
} from '../../../common/queue/follow-ups';
import { newId } from '../../platform/db/ids';
import type { Site } from '../../platform/site';
import { dueFollowUps, queueEntryVisit, type SetFollowUpResult, setFollowUp } from '../db/day-messages';

/**
 * Sets the follow-up of a queue entry whose visit is done (a booking's or a walk-in's; audited): due `choice` after the
 * visit (a week… three months, or a date), with a note for the patient. Its reminder goes a few days before it is due
 * (the scheduler); setting it again replaces it. 'out_of_range' for a date not after the visit or past a year.
 */
export async function setEntryFollowUp(
  site: Site,
  entryId: string,
  choice: { in: FollowUpChoice | string; note: string },
  actor: string,
): Promise<SetFollowUpResult | { kind: 'out_of_range' }> {
  const entry = await queueEntryVisit(site.env.DB, entryId);
  if (!entry) return { kind: 'missing' };
  const due = followUpDue(entry.visit_date, choice.in);
  if (due <= entry.visit_date || due > addDays(entry.visit_date, FOLLOW_UP_MAX_DAYS)) return { kind: 'out_of_range' };
  return setFollowUp(site.env.DB, entryId, { id: newId('fup'), dueDate: due, note: choice.note }, actor);
}

/** Follow-ups due by a date and not booked, with whom to call (audited). */
export function followUpsDue(site: Site, dueBy: string, actor: string): Promise<DueFollowUp[]> {
  return dueFollowUps(site.env.DB, dueBy, actor);
}
