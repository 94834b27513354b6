import type { Member } from '../core/membership/types';
import { requestApiToken } from '../core/single-sign-on';
import { getApiToken, removeApiToken, setApiToken } from '../core/token-storage';
import { announceApiTokenChange } from '../kit/api-token-events';
import { membershipSession } from '../kit/membership/membership-runtime';
import { log } from '../core/log';

/** The membership token the page's API token was (or is being) asked for: one exchange per session. */
let exchangedFor: string | null = null;
let started = false;

/**
 * Exchanges the signed-in member's session for a product API token, stores it and tells the data
 * elements to load again. Failures are only logged: the membership sign-in itself stands.
 */
export async function signOn(member: Member | null = membershipSession.member()): Promise<void> {
  const token = membershipSession.token();
  if (!member || !token || token === exchangedFor) return;
  exchangedFor = token;
  try {
    const apiToken = await requestApiToken(member.id, token);
    // Signed out, or in as someone else, while asking: the token belongs to an ended session.
    if (membershipSession.token() !== token) return;
    setApiToken(apiToken);
    announceApiTokenChange();
  } catch (error) {
    if (exchangedFor === token) exchangedFor = null;
    log.error('Chain Forge single sign-on failed.', error);
  }
}

function signedOut(): void {
  exchangedFor = null;
  if (getApiToken() === null) return;
  removeApiToken();
  announceApiTokenChange();
}

/**
 * Keeps the product API token in step with the membership session from now on: a sign-in (here or
 * in another tab) gets a token, a sign-out drops it. A member already signed in without a token
 * gets one now.
 */
export function startSingleSignOn(): void {
  if (started) return;
  started = true;
  membershipSession.onAuthChange((member) => (member ? void signOn(member) : signedOut()));
  if (getApiToken() === null) void signOn();
}

/**
 * Single sign-on from now on, and the present member signed on at once: after a modal's sign-in,
 * or for a session an earlier page stored.
 */
export function signOnNow(): Promise<void> {
  startSingleSignOn();
  return signOn();
}
