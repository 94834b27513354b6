import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import { applyAppConfigIn } from '../../app-config/apply-app-config.ts';
import { appConfigSchema } from '../../app-config/schema.ts';
import { hashPassword } from '../../membership/security/passwords.ts';
import { newId } from '../../db/ids.ts';
import {
  adoptProductAccounts,
  findProductAccountId,
  insertRows,
  insertSecureContentIfMissing,
  updateMemberColumns,
} from '../../db/queries/demo-seed.ts';
import { findAppRow } from '../../db/queries/membership/app-settings.ts';
import type { Database } from '../../db/schema.ts';
import {
  DEMO_APP,
  DEMO_APP_CONFIG,
  DEMO_TEAM,
  SECURE_CONTENT,
  SECURE_CONTENT_GROUPS,
  SEED_MEMBER_PROFILES,
  type SeedMemberProfile,
} from './membership-data.ts';
import { Random } from './random.ts';

/** Makes the product account of the email (creating one if it has none) a member of the demo app. */
async function seedMember(trx: Transaction<Database>, profile: SeedMemberProfile, createdAt: string): Promise<string> {
  const existing = await findProductAccountId(trx, profile.email);
  const id = existing ?? new Random(profile.email).id('mem_');
  if (!existing) {
    await insertRows(trx, 'members', [
      {
        id,
        email: profile.email,
        created_at: createdAt,
        app_id: null,
        mode: null,
        password_hash: null,
        profile_image: null,
        stripe_customer_id: null,
      },
    ]);
    await insertRows(trx, 'accounts', [{ member_id: id, purchased_tokens: 0, insights: '' }]);
  }
  await updateMemberColumns(trx, id, {
    app_id: DEMO_APP.id,
    mode: 'test',
    password_hash: profile.password === null ? null : await hashPassword(profile.password),
    verified: 1,
    custom_fields: JSON.stringify(profile.customFields),
    stripe_customer_id: profile.stripeCustomerId,
  });
  await insertRows(
    trx,
    'ms_plan_connections',
    profile.freePlanIds.map((planId) => ({
      id: new Random(`${profile.email}:${planId}`).id('con_'),
      member_id: id,
      plan_id: planId,
      price_id: null,
      type: 'FREE' as const,
      status: 'ACTIVE' as const,
      active: 1 as const,
      created_at: createdAt,
      last_billing_at: null,
      next_billing_at: null,
      cancel_at: null,
    })),
  );
  return id;
}

async function seedTeam(trx: Transaction<Database>, memberIds: Map<string, string>, createdAt: string): Promise<void> {
  const idOf = (email: string) => {
    const id = memberIds.get(email);
    if (!id) throw new Error(`Seed team member ${email} is not seeded`);
    return id;
  };
  await insertRows(trx, 'ms_teams', [
    {
      id: DEMO_TEAM.id,
      app_id: DEMO_APP.id,
      mode: 'test',
      name: DEMO_TEAM.name,
      owner_member_id: idOf(DEMO_TEAM.ownerEmail),
      plan_id: DEMO_TEAM.planId,
      max_seats: DEMO_TEAM.maxSeats,
      // Random, unlike the rest of the seed: whoever reads this repository must not be able to join.
      invite_token: newId('inv'),
      signup_link_path: DEMO_TEAM.signupLinkPath,
      upgrade_link_path: DEMO_TEAM.upgradeLinkPath,
      created_at: createdAt,
    },
  ]);
  const members = [
    { member_id: idOf(DEMO_TEAM.ownerEmail), role: 'OWNER' as const },
    ...DEMO_TEAM.memberEmails.map((email) => ({ member_id: idOf(email), role: 'MEMBER' as const })),
  ];
  await insertRows(
    trx,
    'ms_team_members',
    members.map((member) => ({ ...member, team_id: DEMO_TEAM.id, joined_at: createdAt })),
  );
}

/**
 * Creates the contract's membership app and makes the product's accounts its test-mode members,
 * unless the app exists: on a new database after seedIfEmpty, and once on a database from before
 * the membership service (migration 0003). Returns whether it did.
 */
export async function seedMembershipIfMissing(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (await findAppRow(trx, DEMO_APP.id)) return false;
    const createdAt = new Date(Date.UTC(now.getUTCFullYear() - 1, 0, 15)).toISOString();
    await applyAppConfigIn(trx, v.parse(appConfigSchema, DEMO_APP_CONFIG), createdAt);
    const memberIds = new Map<string, string>();
    for (const profile of SEED_MEMBER_PROFILES) memberIds.set(profile.email, await seedMember(trx, profile, createdAt));
    await seedTeam(trx, memberIds, createdAt);
    // Any other account from before 0003 becomes a test-mode member without a password (it signs in by code).
    await adoptProductAccounts(trx, DEMO_APP.id);
    return true;
  });
}

/**
 * Adds the demo app's secure content and its groups where missing (on conflict, nothing): a fresh
 * database and one from before it alike. A business's own group or plan under the same key, or a
 * seeded plan it deleted, leaves that part out rather than failing the start. Returns whether the
 * demo app exists.
 */
export async function seedSecureContentIfMissing(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await findAppRow(trx, DEMO_APP.id))) return false;
    await insertSecureContentIfMissing(trx, DEMO_APP.id, {
      groups: SECURE_CONTENT_GROUPS.map((group) => ({
        id: group.id,
        key: group.key,
        name: group.name,
        redirect: group.redirect,
        allow_all_members: group.allowAllMembers ? (1 as const) : (0 as const),
        urls: JSON.stringify(group.urls),
      })),
      planLinks: SECURE_CONTENT_GROUPS.flatMap((group) =>
        group.planIds.map((planId) => ({ group_id: group.id, plan_id: planId })),
      ),
      items: SECURE_CONTENT.map((item) => ({
        key: item.key,
        group_id: item.groupId,
        type: item.type,
        content: item.content,
      })),
    });
    return true;
  });
}
