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
