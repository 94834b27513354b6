import { membershipClient, membershipSession } from '../kit/membership/membership-runtime';
import { rememberMember } from '../kit/membership/membership-store';

/**
 * Asks the server for the member again, after a change whose answer does not carry the member
 * (a provider connected, a team left), so every section shows the change.
 */
export async function refreshMember(): Promise<void> {
  const asked = membershipSession.token();
  const member = await membershipClient.getCurrentMember();
  // Someone else may have signed in meanwhile: an answer about the member before is not stored.
  if (member && membershipSession.token() === asked) rememberMember(member);
}
