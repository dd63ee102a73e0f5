import type { Env } from '../../platform/env';
import { entryById, leaveEntry, type WaitlistRow } from '../db';
import { leaveToken, validToken } from './links';

/**
 * The entry a "leave the waitlist" link names, when its token is its own (null otherwise, as for an unknown id); with
 * `leave`, taken off the list (open offers stay as they are: claiming one finds the entry gone).
 */
export async function leaveEntryByLink(
  env: Env,
  id: string,
  token: string,
  leave: boolean,
): Promise<WaitlistRow | null> {
  if (!/^wtl_[0-9a-f]{32}$/.test(id)) return null;
  const entry = await entryById(env.DB, id);
  if (!entry || !(await validToken(token, leaveToken(env, entry.id, entry.nonce)))) return null;
  if (leave && entry.status === 'waiting') await leaveEntry(env.DB, entry.id);
  return entry;
}
