import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import type { Permission } from '../../contract/product-answers.ts';
import { permissionFlags } from '../db/queries/members.ts';
import type { Database } from '../db/schema.ts';
import type { AppEnv } from '../http/app-context.ts';
import { apiError } from '../http/errors.ts';

/** The permission families: any tier of one unlocks its part of the product. */
export type PermissionFamily = Permission extends `${infer Family}_${string}` ? Family : never;

/** Whether the member holds any tier of the family (`cnfg`: supply chain, `ctfd`: chat). */
export async function hasPermissionFamily(
  db: Kysely<Database>,
  memberId: string,
  family: PermissionFamily,
): Promise<boolean> {
  const flags = await permissionFlags(db, memberId);
  return Object.entries(flags).some(([permission, held]) => held && permission.startsWith(`${family}_`));
}

/**
 * Lets the request through only for a member holding any tier of the family; after requireMember.
 * The message tells the member what is missing (their plan), not how permissions are stored.
 */
export function requirePermissionFamily(db: Kysely<Database>, family: PermissionFamily, message: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!(await hasPermissionFamily(db, c.get('memberId'), family))) throw apiError('forbidden', { message });
    await next();
  });
}
