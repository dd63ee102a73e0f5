import { sameSecret } from '../../platform/tokens';

/** The waitlist's link tokens (made in platform/tokens.ts, where the e-mails' links are made too). */
export {
  waitlistLeaveToken as leaveToken,
  waitlistLeaveUrl as leaveUrl,
  waitlistOfferToken as offerToken,
} from '../../platform/tokens';

/** True when a presented token is the expected one (compared in constant time). */
export async function validToken(presented: string, expected: Promise<string>): Promise<boolean> {
  return presented.length > 0 && presented.length < 100 && sameSecret(presented, await expected);
}
