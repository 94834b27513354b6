import type { Kysely } from 'kysely';
import { PERMISSIONS, type Permission, type Permissions } from '../../../contract/product-answers.ts';
import type { Database } from '../schema.ts';
import { precompiled } from './precompiled.ts';

export async function findMemberIdByEmail(db: Kysely<Database>, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

// Asked on every member view and every GET /user/permissions, so compiled once per database.
const grantedPermissions = precompiled<{ memberId: string }, { permission: Permission }>((db, arg) =>
  db.selectFrom('member_permissions').select('permission').where('member_id', '=', arg('memberId')),
);

export async function permissionFlags(db: Kysely<Database>, memberId: string): Promise<Permissions> {
  const rows = await grantedPermissions(db, { memberId });
  const granted = new Set(rows.map((row) => row.permission));
  return Object.fromEntries(PERMISSIONS.map((permission) => [permission, granted.has(permission)])) as Permissions;
}
