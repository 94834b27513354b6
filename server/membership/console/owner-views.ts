import type { ConsoleOwner, ConsoleSession, OwnerInvitation } from '../../../contract/console-answers.ts';
import type { OwnerInvitationRow } from '../../db/queries/membership/owner-invitations.ts';
import type { OwnerSessionRow } from '../../db/queries/membership/owner-sessions.ts';
import type { OwnerRow } from '../../db/queries/membership/owners.ts';
import { idleExpiry } from './owner-sessions.ts';

export function ownerView(owner: OwnerRow): ConsoleOwner {
  return {
    id: owner.id,
    email: owner.email,
    createdAt: owner.created_at,
    invitedBy: owner.invited_by,
    hasPassword: owner.password_hash !== null,
    twoStep: owner.totp_confirmed_at !== null,
  };
}

export function sessionView(owner: OwnerRow, session: OwnerSessionRow, appName: string): ConsoleSession {
  return {
    stage: session.stage,
    owner: ownerView(owner),
    app: { id: owner.app_id, name: appName },
    expiresAt: session.expires_at,
    idleExpiresAt: idleExpiry(session).toISOString(),
    needs: { password: owner.password_hash === null, twoStep: owner.totp_confirmed_at === null },
  };
}

export function invitationView(row: OwnerInvitationRow): OwnerInvitation {
  return {
    id: row.id,
    email: row.email,
    invitedBy: row.invited_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}
