import type { Kysely } from 'kysely';
import { sealOwnerTotpSecret } from '../../membership/console/owner-two-step.ts';
import { hashPassword } from '../../membership/security/passwords.ts';
import { newId } from '../../db/ids.ts';
import { normalizeEmail } from '../../db/queries/membership/members.ts';
import { findAppRow } from '../../db/queries/membership/app-settings.ts';
import { countOwners, findOwnerById, insertOwnerIfMissing } from '../../db/queries/membership/owners.ts';
import type { Database } from '../../db/schema.ts';
import { DEMO_APP } from './membership-data.ts';

/** The contract's development owner: public, like the demo passwords, so never seeded in production. */
export const DEMO_OWNER = {
  id: 'own_chainforge_demo',
  email: 'owner@chainforge.dev',
  password: 'ChainForge-owner-1',
  /** The authenticator app's secret (base32), for the second step of every sign-in. */
  totpSecret: 'JBSWY3DPEHPK3PXP',
} as const;

/**
 * The app's first owner, named by the operator's configuration: made, with no password, only while
 * the app has no owner at all (the first start), so an owner removed later is not brought back.
 * They sign in with a code mailed to that address, then set a password and an authenticator.
 */
export async function seedFirstOwner(db: Kysely<Database>, appId: string, email: string, now = new Date()) {
  if ((await countOwners(db, appId)) > 0) return;
  await insertOwnerIfMissing(db, {
    id: newId('own'),
    app_id: appId,
    email: normalizeEmail(email),
    password_hash: null,
    invited_by: null,
    created_at: now.toISOString(),
  });
}

/**
 * Gives the demo app its development owner, set up (password and a confirmed authenticator),
 * where the demo app exists and the owner does not (every development start).
 */
export async function seedDemoOwnerIfMissing(db: Kysely<Database>, secret: Buffer, now = new Date()) {
  if (!(await findAppRow(db, DEMO_APP.id))) return;
  if (await findOwnerById(db, DEMO_OWNER.id)) return;
  await insertOwnerIfMissing(db, {
    id: DEMO_OWNER.id,
    app_id: DEMO_APP.id,
    email: DEMO_OWNER.email,
    password_hash: await hashPassword(DEMO_OWNER.password),
    totp_secret_sealed: sealOwnerTotpSecret(secret, DEMO_OWNER.id, DEMO_OWNER.totpSecret),
    totp_confirmed_at: now.toISOString(),
    invited_by: null,
    created_at: now.toISOString(),
  });
}
