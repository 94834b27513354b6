import type { Passkey, TwoStepEnrolment } from './membership-answers';

/** GET /membership/console/passkeys: the signed-in owner's passkeys, oldest first. */
export interface ConsolePasskeyList {
  passkeys: Passkey[];
}

/** A new authenticator being set up from the account page: what setup shows, and the enrolment to confirm it with. */
export interface OwnerReenrolment extends TwoStepEnrolment {
  /** Sent back with the new authenticator's first code; it works for 10 minutes, in this session only. */
  enrolment: string;
}

/** What proves the owner at the keyboard before the authenticator moves: the password, or a current code. */
export type OwnerProof = { password: string } | { code: string };

/** A changed password or authenticator: every other session of the owner was signed out. */
export interface OwnerAccountChange {
  changed: true;
  otherSessionsEnded: true;
}
