import type { AdminMember } from './membership-answers.ts';

/**
 * What the console's owner endpoints (/membership/console/) answer inside `{ data }`. Instants are
 * ISO-8601 UTC text.
 */

/**
 * Where a console session stands: `second-step` (the password was right; the authenticator code
 * is due), `setup` (signed in by an emailed code or an invitation; a password or an authenticator
 * is still to be set), `active` (signed in: every owner endpoint answers).
 */
export type ConsoleSessionStage = 'second-step' | 'setup' | 'active';

/** An owner of the app, as the owners list and the session show them. */
export interface ConsoleOwner {
  id: string;
  email: string;
  createdAt: string;
  /** The owner who invited them; null for the first owner (or once the inviter is removed). */
  invitedBy: string | null;
  hasPassword: boolean;
  /** Whether an authenticator app is confirmed: the second step of every sign-in. */
  twoStep: boolean;
}

/** GET /session, and what every sign-in step answers. */
export interface ConsoleSession {
  stage: ConsoleSessionStage;
  owner: ConsoleOwner;
  app: { id: string; name: string };
  /** When the session ends whatever happens (12 hours after signing in; a pending step's is shorter). */
  expiresAt: string;
  /** When it ends unless used before (30 minutes after the last request). */
  idleExpiresAt: string;
  /** What setup still asks for before the session is active. */
  needs: { password: boolean; twoStep: boolean };
}

export interface ConsoleOwnerList {
  owners: (ConsoleOwner & { you: boolean })[];
}

export interface OwnerInvitation {
  id: string;
  email: string;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

/** POST /invitations/preview: what the invitation page shows before the invitee sets a password. */
export interface OwnerInvitationPreview {
  email: string;
  app: { id: string; name: string };
  expiresAt: string;
}

/** Test-mode members (signed up through a `pk_sb_` key) and live ones are two lists. */
export type ConsoleMemberMode = 'test' | 'live';

/** GET /members: one page of the filtered list, in the admin API's member shape. */
export interface ConsoleMemberPage {
  members: AdminMember[];
  /** Every member the filters match, not only this page's. */
  totalCount: number;
  /** The cursor after this page's last member (its `after`); null when the page is empty. */
  endCursor: number | null;
  hasNextPage: boolean;
}

/** A plan of the app, for the list's filter and a member's plan change. */
export interface ConsolePlan {
  id: string;
  name: string;
  /** Free plans can be added and removed here; paid ones follow their Stripe subscription. */
  free: boolean;
  active: boolean;
}

/** A custom field of the app, as a member's page labels its value. */
export interface ConsoleCustomField {
  key: string;
  label: string;
  hidden: boolean;
}

/** A live session of a member (a signed-in device); its token is never shown. */
export interface ConsoleMemberSession {
  id: string;
  createdAt: string;
  expiresAt: string;
}

/** GET /members/:id: the member, their live sessions and what the page labels them with. */
export interface ConsoleMemberDetail {
  member: AdminMember;
  mode: ConsoleMemberMode;
  sessions: ConsoleMemberSession[];
  customFields: ConsoleCustomField[];
}

/** POST /members/:id/sign-out-everywhere: how many sessions ended (their API tokens with them). */
export interface ConsoleSignedOut {
  sessionsEnded: number;
}
