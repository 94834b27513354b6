import type { Kysely } from 'kysely';
import type { AuditActorType } from '../../../contract/console-audit-answers.ts';
import type { SecretKeySummary } from '../../../contract/membership-answers.ts';
import { insertAuditEvent } from '../../db/queries/audit-events.ts';
import { listApps } from '../../db/queries/membership/apps.ts';
import { listSecretKeys } from '../../db/queries/membership/secret-keys.ts';
import type { Database } from '../../db/schema.ts';
import type { MemberMode } from '../../db/schema-membership.ts';
import { apiError } from '../../http/errors.ts';
import { newId } from '../../db/ids.ts';
import { createSecretKey, revokeSecretKey, secretKeySummary } from './secret-keys.ts';

/** Who manages keys, as the audit records them: an owner in the console, or the command line (`system`, `cli`). */
export interface KeyActor {
  type: AuditActorType;
  id: string;
  clientIp: string;
}

function audit(db: Kysely<Database>, actor: KeyActor, appId: string, mode: MemberMode, action: string, keyId: string) {
  return insertAuditEvent(db, {
    id: newId('aud'),
    app_id: appId,
    mode,
    actor_type: actor.type,
    actor_id: actor.id,
    action,
    target_type: 'secret-key',
    target_id: keyId,
    status: 200,
    client_ip: actor.clientIp,
    created_at: new Date().toISOString(),
  });
}

async function assertAppExists(db: Kysely<Database>, appId: string): Promise<void> {
  if (!(await listApps(db)).some((app) => app.id === appId)) {
    throw apiError('not-found', { message: `There is no app ${appId}.` });
  }
}

/** A new key of the app and mode, recorded in the audit; the key is in this answer only. */
export async function issueSecretKey(
  db: Kysely<Database>,
  { appId, mode, name }: { appId: string; mode: MemberMode; name: string },
  actor: KeyActor,
): Promise<{ key: string; summary: SecretKeySummary }> {
  await assertAppExists(db, appId);
  const issued = await createSecretKey(db, { appId, mode, name, createdBy: `${actor.type}:${actor.id}` });
  await audit(db, actor, appId, mode, 'secret-keys.create', issued.summary.id);
  return issued;
}

/** Ends a live key of the app, recorded in the audit; false when there was none to end. */
export async function revokeSecretKeyOf(
  db: Kysely<Database>,
  appId: string,
  keyId: string,
  actor: KeyActor,
): Promise<boolean> {
  const key = (await listSecretKeys(db, appId)).find((row) => row.id === keyId);
  if (!key || !(await revokeSecretKey(db, appId, keyId))) return false;
  await audit(db, actor, appId, key.mode, 'secret-keys.revoke', keyId);
  return true;
}

export async function listSecretKeysOf(db: Kysely<Database>, appId: string): Promise<SecretKeySummary[]> {
  await assertAppExists(db, appId);
  return (await listSecretKeys(db, appId)).map(secretKeySummary);
}
