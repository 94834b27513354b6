// A stand-in for the console's member endpoints (/membership/console/...), in the page's fetch:
// the console answers only its own origin's pages, which a test page is not. It keeps members in
// memory and answers lists, filters, the cursor and the member actions as the server does, and
// records every call. The real endpoints are tested in server/membership/console/members.test.ts.
import type { ConsoleMemberDetail, ConsoleSession } from '../../contract/console-answers';
import type { AdminMember, Passkey } from '../../contract/membership-answers';
import { accountAnswer } from './console-account-fake';
import { themeTokens } from '../../elements/kit/theme-tokens';

export interface FakeMember extends AdminMember {
  mode: 'test' | 'live';
}

export interface ConsoleCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: any;
}

export interface FakeConsole {
  members: FakeMember[];
  calls: ConsoleCall[];
  /** Answers the next requests with this status (a failure) until cleared. */
  failWith: number | null;
  /** Holds every answer until released (the loading state). */
  hold: boolean;
  release(): void;
  /** The session GET /session answers: none (401) unless set. */
  session: ConsoleSession | null;
  /** What POST /sign-in, /second-step, ... answer, by path; a number is an error status. */
  signIn: Record<string, ConsoleSession | number>;
  /** The signed-in owner's passkeys, as GET /passkeys lists them (console-account-fake.ts). */
  passkeys: Passkey[];
  /** What the account's POSTs answer instead of success, by path: an error status and code. */
  accountRefusals: Record<string, { status: number; code: string; message: string }>;
  restore(): void;
}

export const FAKE_PLANS = [
  { id: 'pln_free', name: 'Community', free: true, active: true },
  { id: 'pln_extra', name: 'Extras', free: true, active: true },
  { id: 'pln_paid', name: 'Team', free: false, active: true },
];

export const day = (index: number) => new Date(Date.UTC(2026, 0, 1 + index, 12)).toISOString();

/** `count` members, the first created first: `member-01@example.com`, ... */
export function fakeMembers(count: number, mode: 'test' | 'live' = 'live'): FakeMember[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return {
      id: `mem_fake${number}`,
      mode,
      verified: index % 3 !== 0,
      profileImage: null,
      auth: { email: `member-${number}@example.com`, hasPassword: true, providers: [] },
      loginRedirect: '/',
      stripeCustomerId: null,
      createdAt: day(index),
      metaData: {},
      customFields: { 'first-name': `First ${number}` },
      permissions: [],
      planConnections:
        index % 4 === 0
          ? [
              {
                id: `con_${number}`,
                planId: 'pln_free',
                planName: 'Community',
                active: true,
                status: 'ACTIVE',
                type: 'FREE',
                payment: null,
              },
            ]
          : [],
      teams: { ownedTeams: [], joinedTeams: [] },
      json: {},
      lastLogin: null,
    };
  });
}

export const fakeSession = (
  stage: ConsoleSession['stage'] = 'active',
  needs = { password: false, twoStep: false },
): ConsoleSession => ({
  stage,
  owner: {
    id: 'own_1',
    email: 'owner@example.com',
    createdAt: day(0),
    invitedBy: null,
    hasPassword: true,
    twoStep: true,
  },
  app: { id: 'app_1', name: 'Fake App' },
  expiresAt: day(1),
  idleExpiresAt: day(1),
  needs,
});

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const failure = (status: number, code = 'server-error', message = 'The fake console failed.') =>
  json(status, { error: { code, message } });

function detailOf(member: FakeMember): ConsoleMemberDetail {
  const { mode, ...view } = member;
  return {
    member: view,
    mode,
    sessions: [
      { id: 'ses_1', createdAt: day(3), expiresAt: day(17) },
      { id: 'ses_2', createdAt: day(4), expiresAt: day(18) },
    ],
    customFields: [
      { key: 'first-name', label: 'First name', hidden: false },
      { key: 'crm-id', label: 'CRM ID', hidden: true },
    ],
  };
}

function list(fake: FakeConsole, query: URLSearchParams) {
  const search = query.get('search')?.toLowerCase();
  const verified = query.get('verified');
  const from = query.get('createdFrom');
  const to = query.get('createdTo');
  let rows = fake.members
    .map((member, index) => ({ member, seq: index + 1 }))
    .filter(({ member }) => member.mode === (query.get('mode') ?? 'live'))
    .filter(({ member }) => !search || member.id === search || member.auth.email.startsWith(search))
    .filter(
      ({ member }) => !query.get('planId') || member.planConnections.some((c) => c.planId === query.get('planId')),
    )
    .filter(({ member }) => verified === null || String(member.verified) === verified)
    .filter(({ member }) => !from || member.createdAt.slice(0, 10) >= from)
    .filter(({ member }) => !to || member.createdAt.slice(0, 10) <= to);
  const descending = (query.get('order') ?? 'DESC') === 'DESC';
  if (descending) rows = rows.reverse();
  const totalCount = rows.length;
  const after = query.get('after');
  if (after) rows = rows.filter(({ seq }) => (descending ? seq < Number(after) : seq > Number(after)));
  const first = Number(query.get('first') ?? 50);
  const page = rows.slice(0, first);
  return {
    members: page.map(({ member: { mode, ...view } }) => view),
    totalCount,
    endCursor: page.at(-1)?.seq ?? null,
    hasNextPage: rows.length > first,
  };
}

async function answer(fake: FakeConsole, method: string, path: string, query: URLSearchParams, body: any) {
  if (path in fake.signIn && method === 'POST') {
    const outcome = fake.signIn[path]!;
    return typeof outcome === 'number'
      ? failure(outcome, 'invalid-credentials', 'The fake refused it.')
      : json(200, { data: outcome });
  }
  const account = accountAnswer(fake, method, path, body);
  if (account) return account;
  if (path === '/invitations/preview') {
    return body?.token === 'good-token'
      ? json(200, { data: { email: 'invited@example.com', app: { id: 'app_1', name: 'Fake App' }, expiresAt: day(7) } })
      : failure(400, 'invalid-invitation', 'This invitation has expired, was revoked or was already used.');
  }
  if (path === '/session') {
    return fake.session
      ? json(200, { data: fake.session })
      : failure(401, 'owner-sign-in-required', 'Sign in to the console.');
  }
  if (path === '/setup/two-step/enrol') {
    return json(200, {
      data: {
        secret: 'JBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/x',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
      },
    });
  }
  if (path === '/plans') return json(200, { data: FAKE_PLANS });
  if (path === '/members') return json(200, { data: list(fake, query) });
  const match = /^\/members\/([^/]+)(\/.*)?$/.exec(path);
  const member = fake.members.find((candidate) => candidate.id === match?.[1]);
  if (!match || !member) return failure(404, 'member-not-found', 'There is no member with this id in this app.');
  const action = match[2] ?? '';
  if (method === 'GET' && action === '') return json(200, { data: detailOf(member) });
  if (method === 'DELETE') {
    if (String(body?.confirmEmail).trim().toLowerCase() !== member.auth.email)
      return failure(422, 'validation-failed', "Type the member's email address to confirm.");
    fake.members = fake.members.filter((candidate) => candidate !== member);
    return json(200, { data: { id: member.id, deleted: true } });
  }
  if (action === '/sign-out-everywhere') return json(200, { data: { sessionsEnded: 2 } });
  if (action === '/send-reset-code') return json(200, { data: { sent: true } });
  if (action === '/verify-email') member.verified = true;
  if (action === '/add-plan') {
    const plan = FAKE_PLANS.find((candidate) => candidate.id === body?.planId)!;
    member.planConnections.push({
      id: `con_${plan.id}`,
      planId: plan.id,
      planName: plan.name,
      active: true,
      status: 'ACTIVE',
      type: 'FREE',
      payment: null,
    });
  }
  if (action === '/remove-plan')
    member.planConnections = member.planConnections.filter((c) => c.planId !== body?.planId);
  return json(200, { data: detailOf(member) });
}

/** Puts the fake console in front of the page's fetch; `restore()` puts the real fetch back. */
export function fakeConsole(members: FakeMember[]): FakeConsole {
  const original = window.fetch;
  let waiting: (() => void)[] = [];
  const fake: FakeConsole = {
    members,
    calls: [],
    failWith: null,
    hold: false,
    release() {
      const held = waiting;
      waiting = [];
      for (const resume of held) resume();
    },
    session: null,
    signIn: {},
    passkeys: [],
    accountRefusals: {},
    restore: () => {
      window.fetch = original;
    },
  };
  window.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, location.href);
    const prefix = '/membership/console';
    if (!url.pathname.startsWith(prefix)) return original(input, init);
    const path = url.pathname.slice(prefix.length);
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? JSON.parse(text) : undefined;
    fake.calls.push({ method: request.method, path, query: url.searchParams, body });
    if (fake.hold) await new Promise<void>((resume) => waiting.push(resume));
    if (fake.failWith !== null) return failure(fake.failWith);
    return answer(fake, request.method, path, url.searchParams, body);
  };
  return fake;
}

/** The page behind the element wears the theme's background, as the dashboard's does. */
export function pageBackground(theme: 'dark' | 'light'): void {
  const token = themeTokens.find((candidate) => candidate.name === '--cf-color-background');
  document.body.style.background = token ? token[theme] : '';
}
