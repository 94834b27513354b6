import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { LIVE_KEY, memberToken, msFetch } from '../testing/client.ts';
import { createMember, SEEDED_APP_ID } from '../testing/members.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function call(path: string, token: string | undefined, body?: unknown, key?: string) {
  const response = await msFetch(server, path, { token, body, key });
  return { status: response.status, body: await response.json() };
}

/** A team of its own for each test, owned (and one seat taken) by a new member. */
async function createTeam(maxSeats: number) {
  const owner = await createMember(server);
  const id = `team_${randomBytes(6).toString('hex')}`;
  const now = new Date().toISOString();
  await server.db
    .insertInto('ms_teams')
    .values({
      id,
      app_id: SEEDED_APP_ID,
      mode: 'test',
      name: 'Test team',
      owner_member_id: owner.id,
      plan_id: null,
      max_seats: maxSeats,
      invite_token: newId('inv'),
      signup_link_path: '/join',
      upgrade_link_path: '/upgrade',
      created_at: now,
    })
    .execute();
  await server.db
    .insertInto('ms_team_members')
    .values({ team_id: id, member_id: owner.id, role: 'OWNER', joined_at: now })
    .execute();
  const team = (await call(`/member/team/${id}`, owner.token)).body.data;
  return { id, owner, inviteToken: team.inviteToken as string };
}

const seatCount = async (teamId: string) =>
  (await server.db.selectFrom('ms_team_members').select('member_id').where('team_id', '=', teamId).execute()).length;

describe('GET /member/team/{teamId}', () => {
  it('answers the seeded team to its owner, with the invite token', async () => {
    const { status, body } = await call('/member/team/team_chainforge_acme', await memberToken(server, 'demo'));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 'team_chainforge_acme',
      inviteToken: expect.stringMatching(/.+/),
      maxTeamMembers: 5,
      plan: { teamAccountInviteSignupLink: '/login', teamAccountUpgradeLink: '/' },
    });
    expect(body.data.members).toHaveLength(3);
    expect(body.data.members[0]).toEqual({
      role: 'OWNER',
      member: { id: expect.stringMatching(/.+/), auth: { email: 'demo@chainforge.dev' }, profileImage: null },
    });
  });

  it('answers a member without the invite token', async () => {
    const { body } = await call('/member/team/team_chainforge_acme', await memberToken(server, 'viewer'));
    expect(body.data.inviteToken).toBeNull();
    expect(body.data.members.map((seat: { role: string }) => seat.role)).toEqual(['OWNER', 'MEMBER', 'MEMBER']);
  });

  it.each([
    ['a non-member', 'team_chainforge_acme'],
    ['an unknown team', 'team_nope'],
  ])('answers 404 to %s', async (_, teamId) => {
    const { token } = await createMember(server);
    const { status, body } = await call(`/member/team/${teamId}`, token);
    expect(status).toBe(404);
    expect(body.error.code).toBe('team-not-found');
  });
});

describe('POST /member/team/join', () => {
  it('seats a member, who then sees the team among joinedTeams', async () => {
    const team = await createTeam(3);
    const joiner = await createMember(server);
    const { status, body } = await call('/member/team/join', joiner.token, { inviteToken: team.inviteToken });
    expect(status).toBe(200);
    expect(body.data.teams.joinedTeams).toEqual([expect.objectContaining({ teamId: team.id })]);
    expect((await call('/member/team/join', joiner.token, { inviteToken: team.inviteToken })).body.error.code).toBe(
      'already-team-member',
    );
  });

  it('holds the seat limit under parallel joins (the OWNER takes a seat)', async () => {
    const team = await createTeam(4);
    const joiners = await Promise.all(Array.from({ length: 10 }, () => createMember(server)));
    const answers = await Promise.all(
      joiners.map((joiner) => call('/member/team/join', joiner.token, { inviteToken: team.inviteToken })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 409 && answer.body.error.code === 'team-full')).toHaveLength(7);
    expect(await seatCount(team.id)).toBe(4);
  });

  it.each([
    ['an unknown token', { inviteToken: 'inv_nope' }, 400],
    ['a number', { inviteToken: 7 }, 422],
    ['an empty token', { inviteToken: '' }, 422],
    ['a huge token', { inviteToken: 'x'.repeat(10_000) }, 422],
  ])('refuses %s', async (_, payload, status) => {
    const { token } = await createMember(server);
    const answer = await call('/member/team/join', token, payload);
    expect(answer.status).toBe(status);
    expect((await call('/member', token)).body.data.teams.joinedTeams).toEqual([]);
  });

  it('does not let a live-mode member use a test-mode team', async () => {
    const team = await createTeam(3);
    const { token } = await createMember(server);
    expect((await call('/member/team/join', token, { inviteToken: team.inviteToken }, LIVE_KEY)).status).toBe(401);
  });
});

describe('POST /member/team/generate-invite-link', () => {
  it('gives the owner a new token; the old one stops working', async () => {
    const team = await createTeam(5);
    const { status, body } = await call('/member/team/generate-invite-link', team.owner.token, { teamId: team.id });
    expect(status).toBe(200);
    expect(body.data.inviteToken).not.toBe(team.inviteToken);
    const joiner = await createMember(server);
    expect((await call('/member/team/join', joiner.token, { inviteToken: team.inviteToken })).body.error.code).toBe(
      'invalid-invite-token',
    );
    expect((await call('/member/team/join', joiner.token, { inviteToken: body.data.inviteToken })).status).toBe(200);
  });

  it('refuses a member (403) and a non-member (404)', async () => {
    const team = await createTeam(5);
    const member = await createMember(server);
    await call('/member/team/join', member.token, { inviteToken: team.inviteToken });
    expect((await call('/member/team/generate-invite-link', member.token, { teamId: team.id })).status).toBe(403);
    expect(
      (await call('/member/team/generate-invite-link', (await createMember(server)).token, { teamId: team.id })).status,
    ).toBe(404);
    expect((await call(`/member/team/${team.id}`, team.owner.token)).body.data.inviteToken).toBe(team.inviteToken);
  });
});

describe('POST /member/team/remove-member', () => {
  it('lets the owner remove a member, freeing the seat', async () => {
    const team = await createTeam(2);
    const member = await createMember(server);
    await call('/member/team/join', member.token, { inviteToken: team.inviteToken });
    const { status } = await call('/member/team/remove-member', team.owner.token, {
      teamId: team.id,
      memberId: member.id,
    });
    expect(status).toBe(200);
    expect(await seatCount(team.id)).toBe(1);
  });

  it('never removes the OWNER', async () => {
    const team = await createTeam(2);
    const { status, body } = await call('/member/team/remove-member', team.owner.token, {
      teamId: team.id,
      memberId: team.owner.id,
    });
    expect(status).toBe(403);
    expect(body.error.code).toBe('cannot-remove-owner');
    expect(await seatCount(team.id)).toBe(1);
  });

  it('lets a member leave but not remove someone else', async () => {
    const team = await createTeam(4);
    const [first, second] = [await createMember(server), await createMember(server)];
    for (const member of [first, second])
      await call('/member/team/join', member.token, { inviteToken: team.inviteToken });
    const refused = await call('/member/team/remove-member', first.token, { teamId: team.id, memberId: second.id });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('team-owner-only');
    expect(await seatCount(team.id)).toBe(3);
    expect(
      (await call('/member/team/remove-member', first.token, { teamId: team.id, memberId: first.id })).status,
    ).toBe(200);
    expect(await seatCount(team.id)).toBe(2);
  });

  it.each([
    ['someone not on the team', async (teamId: string) => ({ teamId, memberId: (await createMember(server)).id }), 404],
    ['a number', async (teamId: string) => ({ teamId, memberId: 1 }), 422],
    ['missing memberId', async (teamId: string) => ({ teamId }), 422],
  ])('refuses %s', async (_, payload, status) => {
    const team = await createTeam(2);
    expect((await call('/member/team/remove-member', team.owner.token, await payload(team.id))).status).toBe(status);
    expect(await seatCount(team.id)).toBe(1);
  });
});

describe('POST /auth/signup with an inviteToken', () => {
  const signup = (email: string, inviteToken: string) =>
    call('/auth/signup', undefined, { email, password: 'Orchard-Lantern-42', inviteToken });

  it('joins the team at signup', async () => {
    const team = await createTeam(3);
    const { status, body } = await signup(`invited-${randomBytes(4).toString('hex')}@example.com`, team.inviteToken);
    expect(status).toBe(201);
    expect(body.data.member.teams.joinedTeams).toEqual([expect.objectContaining({ teamId: team.id })]);
    expect(await seatCount(team.id)).toBe(2);
  });

  it('creates no account for a stale invite or a full team', async () => {
    const full = await createTeam(1);
    const cases: [string, string][] = [
      ['inv_stale', 'invalid-invite-token'],
      [full.inviteToken, 'team-full'],
    ];
    for (const [token, code] of cases) {
      const email = `refused-${randomBytes(4).toString('hex')}@example.com`;
      const { body } = await signup(email, token);
      expect(body.error.code).toBe(code);
      expect(
        await server.db.selectFrom('members').select('id').where('email', '=', email).executeTakeFirst(),
      ).toBeUndefined();
    }
  });
});
