import type { MemberMode } from '../../db/schema-membership.ts';
import { VerifiedCache } from '../../security/verified-cache.ts';

/**
 * Live member sessions this process verified a moment ago, keyed by token hash (the rules of
 * server/security/verified-cache.ts).
 *
 * Nothing changes for a revoked session: expiry is checked on every request against the cached
 * expires_at, and logout, password change and password reset evict the revoked sessions here and,
 * through the revocation broadcast (security/revocation-broadcast.ts), at every other instance,
 * once their revocation is committed and before it is answered.
 *
 * Only while Redis is away does a revocation made through another instance go unseen here, for at
 * most TTL_MS and only for a session this instance verified within that time, that is one in
 * active use; it cannot outlive the window, since nothing refreshes an entry but a new lookup,
 * which sees the revocation.
 */
export interface VerifiedSession {
  memberId: string;
  sessionId: string;
  expiresAtMs: number;
  /** The member's, which a request's app and mode must match. */
  appId: string | null;
  mode: MemberMode | null;
}

export class VerifiedSessionCache extends VerifiedCache<VerifiedSession> {
  /** Logout: the one session. */
  evictSession(sessionId: string): void {
    this.revokeWhere((entry) => entry.sessionId === sessionId);
  }

  /** Password change or reset: every session of the member, but `keepSessionId` when given. */
  evictMember(memberId: string, keepSessionId?: string): void {
    this.revokeWhere((entry) => entry.memberId === memberId && entry.sessionId !== keepSessionId);
  }
}
