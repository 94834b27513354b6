import type { SecretKeyRow } from '../../db/queries/membership/secret-keys.ts';

/** What the admin API records of a call, filled in as the route learns it (admin-call.ts writes it). */
export interface AuditNote {
  action: string;
  targetType?: string;
  targetId?: string;
  /** The mode the act is in, when the actor's key does not say (an owner's change to one mode's settings). */
  mode?: 'test' | 'live';
  /** Which fields changed, the plan added: never a password, code, key or a field's value. */
  detail?: Record<string, unknown>;
}

/** What the admin API's middleware puts on the request context. */
export interface AdminEnv {
  Variables: {
    /** Set by requireSecretKey: the live key the request names, and so its app and mode. */
    secretKey: SecretKeyRow;
    /** Set by adminCall at the start of each route. */
    audit: AuditNote;
  };
}
