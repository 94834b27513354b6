import type { Page } from '@playwright/test';
import { EXPIRES_KEY, MEMBER_KEY, TOKEN_KEY } from '../../elements/core/membership/session-keys';
import type { App, AuthAnswer, Team } from '../../elements/core/membership/types';
import { sendAsNewVisitor } from '../loopback-visitors.mjs';
import { E2E_BASE_URL } from './e2e-env';

export const PUBLIC_KEY = 'pk_sb_chainforge_demo';
export const DEMO_EMAIL = 'demo@chainforge.dev';
export const DEMO_PASSWORD = 'ChainForge-demo-1';

/** An address nobody has used, so each test starts with a member of its own. */
export const freshEmail = (what: string) =>
  `e2e-${what}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/**
 * One call to the real membership service, as a site's script would make it, from a visitor of
 * its own (tests/loopback-visitors.mjs); answers its `data`.
 */
export async function membershipCall<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  token?: string,
): Promise<T> {
  const answer = await sendAsNewVisitor(`${E2E_BASE_URL}/membership${path}`, {
    method,
    headers: {
      'X-API-Key': PUBLIC_KEY,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = answer.body.toString('utf8');
  if (answer.status >= 400) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

export const logInAs = (email: string, password: string) =>
  membershipCall<AuthAnswer>('POST', '/auth/login', { email, password });

export const signUp = (email: string, password: string, extra: object = {}) =>
  membershipCall<AuthAnswer>('POST', '/auth/signup', { email, password, ...extra });

/** The app's free plans (no prices), which any member may add or remove. */
export async function freePlanIds(): Promise<string[]> {
  const app = await membershipCall<App>('GET', '/app');
  return (app.plans ?? []).filter((plan) => (plan.prices ?? []).length === 0).map((plan) => plan.id);
}

/** The demo account's team, with its current invite token. */
export async function demoTeam(): Promise<Team> {
  const { member, tokens } = await logInAs(DEMO_EMAIL, DEMO_PASSWORD);
  const teamId = member.teams?.ownedTeams?.[0]?.teamId;
  if (!teamId) throw new Error('the demo account owns no team');
  return membershipCall<Team>('GET', `/member/team/${teamId}`, undefined, tokens.accessToken);
}

/**
 * Runs `work` with a fresh member holding a seat of the demo team, and gives the seat back
 * whatever happens (the member may already have left), so the seeded team keeps its room.
 */
export async function withDemoTeamSeat<T>(
  what: string,
  password: string,
  work: (seat: AuthAnswer, team: Team) => Promise<T>,
): Promise<T> {
  const team = await demoTeam();
  const seat = await signUp(freshEmail(what), password, { inviteToken: team.inviteToken });
  try {
    return await work(seat, team);
  } finally {
    await membershipCall(
      'POST',
      '/member/team/remove-member',
      { teamId: team.id, memberId: seat.member.id },
      seat.tokens.accessToken,
    ).catch(() => {});
  }
}

/** Opens the page with the member already signed in, as a session stored by an earlier page. */
export async function withStoredSession(page: Page, { member, tokens }: AuthAnswer): Promise<void> {
  await page.addInitScript(
    ({ keys, token, expires, memberJson }) => {
      // Only the first page of the test: a reload after logging out must stay logged out.
      if (sessionStorage.getItem('e2e-session-stored')) return;
      sessionStorage.setItem('e2e-session-stored', '1');
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.member, memberJson);
      localStorage.setItem(keys.expires, String(expires));
    },
    {
      keys: { token: TOKEN_KEY, member: MEMBER_KEY, expires: EXPIRES_KEY },
      token: tokens.accessToken,
      expires: tokens.expires,
      memberJson: JSON.stringify(member),
    },
  );
}
