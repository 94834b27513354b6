import type { SecretKeySummary } from './membership-answers.ts';

/**
 * What the console's keys and audit endpoints (/membership/console/keys, /audit) answer inside
 * `{ data }`. Instants are ISO-8601 UTC text.
 */

/** A secret key as the console lists it; the key itself is never shown again after it is made. */
export interface ConsoleSecretKey extends SecretKeySummary {
  /** Its last call of the admin API (as the audit recorded it); null when never used. */
  lastUsedAt: string | null;
}

export interface ConsoleSecretKeyList {
  keys: ConsoleSecretKey[];
}

/** POST /keys: the new key, in this answer and nowhere else, ever. */
export interface ConsoleNewSecretKey {
  key: string;
  secretKey: ConsoleSecretKey;
}

/** Who acted: an owner in the console, a secret key on the admin API, or the service itself. */
export type AuditActorType = 'owner' | 'secret-key' | 'system';

export const AUDIT_ACTOR_TYPES: readonly AuditActorType[] = ['owner', 'secret-key', 'system'];

/** What the audit log is searched by, whatever the span: who acted, what they did, and to what. */
export interface AuditSubjectFilter {
  actorType?: AuditActorType;
  actorId?: string;
  /** An exact action (`secret-keys.create`), or an area with its dot (`secret-keys.`): every action in it. */
  action?: string;
  targetId?: string;
}

/** GET /audit's and /audit.csv's filters: the subject, and whole UTC days (`YYYY-MM-DD`), `to` included. */
export interface AuditFilter extends AuditSubjectFilter {
  from?: string;
  to?: string;
}

export interface ConsoleAuditEvent {
  id: string;
  createdAt: string;
  actor: {
    type: AuditActorType;
    id: string;
    /** The owner's email, or the key's name and last four; null once they are gone. */
    label: string | null;
  };
  /** `members.delete`, `secret-keys.create`, ...: the area, a dot, the verb. */
  action: string;
  target: { type: string | null; id: string } | null;
  /** The answer's HTTP status: refused acts are recorded too. */
  status: number;
  /** The mode a secret key acted in; null for an owner's act. */
  mode: 'test' | 'live' | null;
  /** What changed (which fields, the plan added); never a password, code, key or a field's value. */
  detail: Record<string, unknown>;
  clientIp: string;
}

/** GET /audit: one newest-first page; `nextCursor` asks for the next (the query's `after`). */
export interface ConsoleAuditPage {
  events: ConsoleAuditEvent[];
  nextCursor: string | null;
}
