// @memberstack/admin 1.7, unchanged, against our service with baseUrl: every members method.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMember } from '../../../contract/membership-answers.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { adminSdk, createManyMembers, newSecretKey, rejection } from '../testing/admin.ts';
import { LIVE_KEY, login, msFetch, SEEDED } from '../testing/client.ts';
import { createMember } from '../testing/members.ts';

let server: TestServer;
let liveKey: string;
let liveIds: string[];

beforeAll(async () => {
  server = await startTestServer();
  liveKey = (await newSecretKey(server, 'live')).key;
  // The seeded members are all test mode: live mode holds exactly these.
  liveIds = await createManyMembers(server, { count: 1000, mode: 'live', prefix: 'live' });
}, 120_000);
afterAll(() => server.close());

describe('members.list', () => {
  it("answers a page of the key's mode, in Memberstack's shape, with totalCount and a numeric endCursor", async () => {
    const page = await adminSdk(server).members.list({ limit: 2 });
    expect(page.totalCount).toBeGreaterThanOrEqual(4);
    expect(page.data).toHaveLength(2);
    expect(page.hasNextPage).toBe(true);
    expect(typeof page.endCursor).toBe('number');
    const demo = page.data.find((member) => member.auth.email === SEEDED.demo.email) ?? page.data[0]!;
    expect(demo).toMatchObject({
      id: expect.stringMatching(/^mem_/),
      verified: expect.any(Boolean),
      metaData: expect.any(Object),
      json: expect.any(Object),
      customFields: expect.any(Object),
      permissions: expect.any(Array),
      planConnections: expect.any(Array),
      loginRedirect: '/',
      createdAt: expect.any(String),
    });
    expect(demo).toHaveProperty('lastLogin');
    expect(demo).toHaveProperty('stripeCustomerId');
  });

  it('walks 1,000 members in pages of 100 by cursor, each once, in the order they were made', async () => {
    const sdk = adminSdk(server, liveKey);
    const seen: string[] = [];
    let after: number | undefined;
    let pages = 0;
    do {
      const page = await sdk.members.list({ limit: 100, after });
      expect(page.totalCount).toBe(1000);
      seen.push(...page.data.map((member) => member.id));
      after = page.hasNextPage ? page.endCursor : undefined;
      pages++;
    } while (after !== undefined);
    expect(pages).toBe(10);
    expect(seen).toEqual(liveIds);
  });

  it('pages newest first with order DESC, and answers 50 members unless asked', async () => {
    const sdk = adminSdk(server, liveKey);
    const first = await sdk.members.list({ order: 'DESC' });
    expect(first.data).toHaveLength(50);
    expect(first.data.map((member) => member.id)).toEqual(liveIds.slice(-50).reverse());
    const second = await sdk.members.list({ order: 'DESC', after: first.endCursor, limit: 10 });
    expect(second.data.map((member) => member.id)).toEqual(liveIds.slice(-60, -50).reverse());
  });

  it('keeps endCursor a number on the last page (hasNextPage false) and past the end', async () => {
    const sdk = adminSdk(server, liveKey);
    const newest = await sdk.members.list({ limit: 1, order: 'DESC' });
    const beforeNewest = newest.endCursor - 1;
    const last = await sdk.members.list({ limit: 100, after: beforeNewest });
    expect(last).toMatchObject({ hasNextPage: false, totalCount: 1000, endCursor: newest.endCursor });
    expect(last.data.map((member) => member.id)).toEqual([liveIds.at(-1)]);
    const past = await sdk.members.list({ after: 999_999_999 });
    expect(past).toEqual({ data: [], hasNextPage: false, totalCount: 1000, endCursor: 999_999_999 });
  });
});

describe('members.retrieve', () => {
  it('finds a member by id and by email (any case), and answers null for none or another mode', async () => {
    const sdk = adminSdk(server);
    const byEmail = await sdk.members.retrieve({ email: 'Demo@ChainForge.dev' });
    expect(byEmail.data.auth.email).toBe(SEEDED.demo.email);
    expect(byEmail.data.planConnections.length).toBeGreaterThan(0);
    expect(byEmail.data.planConnections[0]).toHaveProperty('planName');
    const byId = await sdk.members.retrieve({ id: byEmail.data.id });
    expect(byId.data).toEqual(byEmail.data);
    expect((await sdk.members.retrieve({ email: 'nobody@example.com' })).data).toBeNull();
    expect((await sdk.members.retrieve({ id: 'mem_nope' })).data).toBeNull();
    // A live member is not the test key's.
    expect((await sdk.members.retrieve({ id: liveIds[0]! })).data).toBeNull();
    expect((await sdk.members.retrieve({ email: 'live-0001@example.com' })).data).toBeNull();
  });
});

describe('members.create', () => {
  it('creates a member who can sign in, with free plans, custom fields (hidden ones too), metadata and JSON', async () => {
    const sdk = adminSdk(server);
    const { data: member } = await sdk.members.create({
      email: 'Created@Example.com',
      password: 'Admin-made-pass-1',
      plans: [{ planId: 'pln_chainforge_community' }],
      customFields: { 'first-name': 'Grace', 'crm-id': 'CRM-7' },
      metaData: { source: 'import' },
      json: { tour: { done: false } },
      loginRedirect: '/welcome',
    });
    expect(member).toMatchObject({
      id: expect.stringMatching(/^mem_/),
      auth: { email: 'created@example.com' },
      verified: false,
      customFields: { 'first-name': 'Grace', 'crm-id': 'CRM-7' },
      metaData: { source: 'import' },
      json: { tour: { done: false } },
      loginRedirect: '/welcome',
      lastLogin: null,
      planConnections: [
        expect.objectContaining({ planId: 'pln_chainforge_community', planName: expect.any(String), type: 'FREE' }),
      ],
    });
    const signedIn = await login(server, 'created@example.com', 'Admin-made-pass-1');
    expect(signedIn.member.id).toBe(member.id);
    expect((await sdk.members.retrieve({ id: member.id })).data.lastLogin).toEqual(expect.any(String));
  });

  it('refuses a taken email, a weak password, a paid plan and an unknown custom field', async () => {
    const sdk = adminSdk(server);
    const base = { password: 'Admin-made-pass-1' };
    expect(await rejection(sdk.members.create({ ...base, email: SEEDED.demo.email }))).toMatchObject({
      code: 'email-already-in-use',
    });
    expect((await rejection(sdk.members.create({ email: 'weak@example.com', password: 'short' }))).code).toBe(
      'invalid-password-too-short',
    );
    expect(
      (
        await rejection(
          sdk.members.create({ ...base, email: 'paid@example.com', plans: [{ planId: 'pln_chainforge_team' }] }),
        )
      ).code,
    ).toBe('plan-not-free');
    expect(
      (await rejection(sdk.members.create({ ...base, email: 'odd@example.com', customFields: { nope: 'x' } }))).code,
    ).toBe('invalid-custom-fields');
    expect((await sdk.members.retrieve({ email: 'paid@example.com' })).data).toBeNull();
  });
});

describe('members.update', () => {
  it('merges custom fields and metadata, replaces JSON, and sets verified, email and the redirect', async () => {
    const sdk = adminSdk(server);
    const { data: created } = await sdk.members.create({
      email: 'update-me@example.com',
      password: 'Admin-made-pass-1',
      customFields: { 'first-name': 'Ada', 'last-name': 'Byron' },
      metaData: { a: 1 },
      json: { old: true },
    });
    const { data: updated } = await sdk.members.update({
      id: created.id,
      data: {
        email: 'Updated@Example.com',
        verified: true,
        customFields: { 'last-name': 'Lovelace' },
        metaData: { b: 2 },
        json: { fresh: 1 },
        loginRedirect: '/dashboard',
      },
    });
    expect(updated).toMatchObject({
      id: created.id,
      auth: { email: 'updated@example.com' },
      verified: true,
      customFields: { 'first-name': 'Ada', 'last-name': 'Lovelace' },
      metaData: { a: 1, b: 2 },
      json: { fresh: 1 },
      loginRedirect: '/dashboard',
    });
    expect((await sdk.members.retrieve({ email: 'updated@example.com' })).data.id).toBe(created.id);
    // An email change alone leaves the member unverified, as a member's own change does.
    const { data: moved } = await sdk.members.update({ id: created.id, data: { email: 'moved@example.com' } });
    expect(moved.verified).toBe(false);
  });

  it("sets and clears the profile image's URL", async () => {
    const sdk = adminSdk(server);
    const member = await createMember(server);
    const url = 'https://images.example.com/ada.png';
    expect((await sdk.members.update({ id: member.id, data: { profileImage: url } })).data.profileImage).toBe(url);
    expect((await sdk.members.update({ id: member.id, data: { profileImage: null } as never })).data.profileImage).toBe(
      null,
    );
  });

  it('refuses a taken email, an unknown field, and an unknown or other-mode member', async () => {
    const sdk = adminSdk(server);
    const { data: member } = await sdk.members.retrieve({ email: SEEDED.viewer.email });
    expect((await rejection(sdk.members.update({ id: member.id, data: { email: SEEDED.supply.email } }))).code).toBe(
      'email-already-in-use',
    );
    expect((await rejection(sdk.members.update({ id: member.id, data: { customFields: { nope: 'x' } } }))).code).toBe(
      'invalid-custom-fields',
    );
    expect((await rejection(sdk.members.update({ id: 'mem_nope', data: { verified: true } }))).code).toBe(
      'member-not-found',
    );
    expect((await rejection(sdk.members.update({ id: liveIds[1]!, data: { verified: true } }))).code).toBe(
      'member-not-found',
    );
  });
});

describe('members.delete', () => {
  it('deletes the member, whose token is refused on the next request', async () => {
    const sdk = adminSdk(server);
    const member = await createMember(server, { password: null });
    expect((await msFetch(server, '/member', { token: member.token })).status).toBe(200);
    expect(await sdk.members.delete({ id: member.id })).toEqual({ data: { id: member.id } });
    const refused = await msFetch(server, '/member', { token: member.token });
    expect(refused.status).toBe(401);
    expect((await sdk.members.retrieve({ id: member.id })).data).toBeNull();
    expect((await rejection(sdk.members.delete({ id: member.id }))).code).toBe('member-not-found');
  });

  it('takes the Stripe options, refusing them only where there is something in Stripe to end', async () => {
    const sdk = adminSdk(server);
    const plain = await createMember(server);
    const options = { deleteStripeCustomer: true, cancelStripeSubscriptions: true };
    expect((await sdk.members.delete({ id: plain.id, data: options })).data.id).toBe(plain.id);
    const { data: demo } = await sdk.members.retrieve({ email: SEEDED.demo.email });
    expect((await rejection(sdk.members.delete({ id: demo.id, data: options }))).code).toBe(
      'stripe-cleanup-unavailable',
    );
    expect((await sdk.members.retrieve({ id: demo.id })).data).not.toBeNull();
  });
});

describe('members.addFreePlan and members.removeFreePlan', () => {
  it('add and remove a free plan, answering OK', async () => {
    const sdk = adminSdk(server);
    const member = await createMember(server);
    const planId = 'pln_chainforge_community';
    expect(await sdk.members.addFreePlan({ id: member.id, data: { planId } })).toBe('OK');
    expect(await sdk.members.addFreePlan({ id: member.id, data: { planId } })).toBe('OK');
    const { data: held } = await sdk.members.retrieve({ id: member.id });
    // The SDK types a connection as an object or a bare plan id; ours are objects.
    expect(held.planConnections).toEqual([expect.objectContaining({ planId, type: 'FREE', active: true })]);
    expect(await sdk.members.removeFreePlan({ id: member.id, data: { planId } })).toBe('OK');
    expect((await sdk.members.retrieve({ id: member.id })).data.planConnections).toEqual([]);
    expect((await rejection(sdk.members.removeFreePlan({ id: member.id, data: { planId } }))).code).toBe(
      'plan-connection-not-found',
    );
  });

  it('refuse a paid plan, an unknown plan and an unknown member', async () => {
    const sdk = adminSdk(server);
    const member = await createMember(server);
    expect(
      (await rejection(sdk.members.addFreePlan({ id: member.id, data: { planId: 'pln_chainforge_team' } }))).code,
    ).toBe('plan-not-free');
    expect((await rejection(sdk.members.addFreePlan({ id: member.id, data: { planId: 'pln_nope' } }))).code).toBe(
      'plan-not-found',
    );
    expect(
      (await rejection(sdk.members.addFreePlan({ id: 'mem_nope', data: { planId: 'pln_chainforge_community' } }))).code,
    ).toBe('member-not-found');
  });
});

describe('the key', () => {
  it('a wrong key, a revoked key, a public key and a member token all get invalid-secret-key', async () => {
    expect(await rejection(adminSdk(server, 'sk_sb_wrong').members.list())).toMatchObject({
      code: 'invalid-secret-key',
    });
    const revoked = await newSecretKey(server, 'test');
    expect((await adminSdk(server, revoked.key).members.list({ limit: 1 })).data).toHaveLength(1);
    const { revokeSecretKey } = await import('./secret-keys.ts');
    expect(await revokeSecretKey(server.db, 'app_chainforge_demo', revoked.summary.id)).toBe(true);
    expect(await rejection(adminSdk(server, revoked.key).members.list())).toMatchObject({
      code: 'invalid-secret-key',
      message: 'This secret key has been revoked.',
    });
    expect((await rejection(adminSdk(server, LIVE_KEY).members.list())).code).toBe('invalid-secret-key');
    const { tokens } = await login(server, SEEDED.viewer.email, SEEDED.viewer.password);
    expect((await rejection(adminSdk(server, tokens.accessToken).members.list())).code).toBe('invalid-secret-key');
  });
});

describe('members.delete of a team owner', () => {
  it('takes the team with them; its other members stay, without it', async () => {
    const sdk = adminSdk(server);
    // `teams` is ours: the SDK's Member type does not name it.
    const { data: owner } = (await sdk.members.retrieve({ email: SEEDED.demo.email })) as { data: AdminMember };
    expect(owner.teams.ownedTeams).toHaveLength(1);
    await sdk.members.delete({ id: owner.id });
    const { data: viewer } = (await sdk.members.retrieve({ email: SEEDED.viewer.email })) as { data: AdminMember };
    expect(viewer).not.toBeNull();
    expect(viewer.teams.joinedTeams).toEqual([]);
    const left = await server.db.selectFrom('members').select('id').where('id', '=', owner.id).execute();
    expect(left).toEqual([]);
  });
});
