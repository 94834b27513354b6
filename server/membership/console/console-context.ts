import type { OwnerSessionRow } from '../../db/queries/membership/owner-sessions.ts';
import type { OwnerRow } from '../../db/queries/membership/owners.ts';
import type { AuditNote } from '../admin/admin-context.ts';

/** What the console's middleware puts on the request context. */
export interface ConsoleEnv {
  Variables: {
    /** Set by requireOwner: the signed-in owner and their session. */
    owner: OwnerRow;
    ownerSession: OwnerSessionRow;
    /** Set by ownerAction at the start of each change: what the audit records of it. */
    audit: AuditNote;
  };
}
