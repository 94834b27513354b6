import type { Kysely } from 'kysely';
import type { Database } from '../../schema.ts';
import type { SecurityEventKind } from '../../schema-sign-in-factors.ts';
import { newId } from '../../ids.ts';

/** Adds to the member's record of changes to how they sign in. */
export async function recordSecurityEvent(
  db: Kysely<Database>,
  memberId: string,
  kind: SecurityEventKind,
  detail: Record<string, unknown> = {},
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('ms_security_events')
    .values({
      id: newId('sev'),
      member_id: memberId,
      kind,
      detail: JSON.stringify(detail),
      created_at: now.toISOString(),
    })
    .execute();
}
