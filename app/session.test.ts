import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../elements/core/config';
import { fetchTransactions } from '../elements/core/product-api';
import type { Member } from '../elements/core/membership/types';
import { getApiToken, setApiToken } from '../elements/core/token-storage';
import { membershipSession } from '../elements/kit/membership/membership-runtime';
import { completeSignIn, endSession, signOut, startSession } from './session';
import { authStore } from './stores/auth-store';
import { permissionStore } from './stores/permission-store';

let server: Server;
let answers: Record<string, { status: number; body: unknown }> = {};
let received: { url: string; body: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ url: request.url ?? '', body, authorization: request.headers.authorization });
    });
    const answer = answers[request.url ?? ''] ?? { status: 404, body: {} };
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configure({ productApiUrl: `${origin}/api`, membershipApiUrl: `${origin}/membership`, publicKey: 'pk_sb_test' });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  endSession();
  membershipSession.clear();
  received = [];
});

const member = { id: 'mem_1', auth: { email: 'ada@example.com' } } as Member;
const signedInToMembership = () =>
  membershipSession.signIn({
    member,
    tokens: { accessToken: 'ms_token', expires: Date.now() + 86_400_000, type: 'bearer' },
  });
const permissions = { status: 200, body: { cnfg_pro: true, ctfd_basic: false } };

const expired = { status: 401, body: { error: { code: 'invalid-token', message: 'expired' } } };

describe('the dashboard session', () => {
  it('starts from a stored token: authenticated at once, its permissions following', async () => {
    setApiToken('cf_at_good');
    answers = { '/api/user/permissions': { status: 200, body: { cnfg_pro: true, ctfd_basic: false } } };
    await startSession();
    expect(authStore).toMatchObject({ isAuthenticated: true, token: 'cf_at_good' });
    expect(permissionStore.loaded).toBe(false);
    await vi.waitFor(() => expect(permissionStore).toMatchObject({ hasCnfg: true, hasCtfd: false, loaded: true }));
  });

  it('ends when the API refuses the stored token at startup', async () => {
    setApiToken('cf_at_stale');
    answers = { '/api/user/permissions': expired };
    await startSession();
    await vi.waitFor(() => expect(authStore.isAuthenticated).toBe(false));
    expect(getApiToken()).toBeNull();
  });

  it('ends when the API refuses the token on any later call', async () => {
    setApiToken('cf_at_good');
    answers = { '/api/user/permissions': { status: 200, body: { cnfg_pro: true } }, '/api/transactions': expired };
    await startSession();
    await vi.waitFor(() => expect(permissionStore.loaded).toBe(true));
    await expect(fetchTransactions()).rejects.toThrow();
    expect(authStore).toMatchObject({ isAuthenticated: false, token: null });
    expect(permissionStore).toMatchObject({ hasCnfg: false, loaded: false });
    expect(getApiToken()).toBeNull();
  });

  it('exchanges a membership session for an API token at startup (single sign-on)', async () => {
    signedInToMembership();
    answers = {
      '/api/memberstack/sso': { status: 200, body: { data: { token: 'cf_at_new' } } },
      '/api/user/permissions': permissions,
    };
    await startSession();
    expect(JSON.parse(received.find((call) => call.url === '/api/memberstack/sso')!.body)).toEqual({
      memberstack_user_id: 'mem_1',
      token: 'ms_token',
    });
    expect(getApiToken()).toBe('cf_at_new');
    expect(authStore).toMatchObject({
      isAuthenticated: true,
      token: 'cf_at_new',
      user: { id: 'mem_1', email: 'ada@example.com' },
      loginInProgress: false,
    });
    expect(permissionStore.hasCnfg).toBe(true);
  });

  it('stays signed out when single sign-on gives no token', async () => {
    signedInToMembership();
    answers = { '/api/memberstack/sso': { status: 200, body: { data: {} } } };
    await expect(completeSignIn(member)).rejects.toThrow('Authentication failed: No token received.');
    expect(authStore).toMatchObject({ isAuthenticated: false, loginInProgress: false });
    expect(getApiToken()).toBeNull();
  });

  it('logout ends the membership session on the server and here, and forgets the API token', async () => {
    signedInToMembership();
    setApiToken('cf_at_good');
    answers = {
      '/api/user/permissions': permissions,
      '/membership/member/logout': { status: 200, body: { data: {} } },
    };
    await startSession();
    await signOut();
    expect(received.find((call) => call.url === '/membership/member/logout')?.authorization).toBe('Bearer ms_token');
    expect(membershipSession.token()).toBeNull();
    expect(getApiToken()).toBeNull();
    expect(authStore.isAuthenticated).toBe(false);
    expect(permissionStore.loaded).toBe(false);
  });

  it('keeps no permissions that arrive after the member signed out', async () => {
    setApiToken('cf_at_good');
    answers = { '/api/user/permissions': permissions };
    await startSession();
    endSession();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.some((call) => call.url === '/api/user/permissions')).toBe(true);
    expect(permissionStore.loaded).toBe(false);
  });

  it('a sign-out in the profile modal or another tab ends the dashboard session too', async () => {
    signedInToMembership();
    setApiToken('cf_at_good');
    answers = { '/api/user/permissions': permissions };
    await startSession();
    expect(authStore.isAuthenticated).toBe(true);
    membershipSession.clear();
    expect(authStore.isAuthenticated).toBe(false);
    expect(getApiToken()).toBeNull();
  });
});
