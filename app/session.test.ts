import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure } from '../elements/core/config';
import { fetchTransactions } from '../elements/core/product-api';
import { getApiToken, setApiToken } from '../elements/core/token-storage';
import { endSession, startSession } from './session';
import { authStore } from './stores/auth-store';
import { permissionStore } from './stores/permission-store';

let server: Server;
let answers: Record<string, { status: number; body: unknown }> = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = answers[request.url ?? ''] ?? { status: 404, body: {} };
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configure({ productApiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => endSession());

const expired = { status: 401, body: { error: { code: 'invalid-token', message: 'expired' } } };

describe('the dashboard session', () => {
  it('starts from a stored token: authenticated, with its permissions', async () => {
    setApiToken('cf_at_good');
    answers = { '/api/user/permissions': { status: 200, body: { cnfg_pro: true, ctfd_basic: false } } };
    await startSession();
    expect(authStore).toMatchObject({ isAuthenticated: true, token: 'cf_at_good' });
    expect(permissionStore).toMatchObject({ hasCnfg: true, hasCtfd: false, loaded: true });
  });

  it('ends when the API refuses the token at startup', async () => {
    setApiToken('cf_at_stale');
    answers = { '/api/user/permissions': expired };
    await startSession();
    expect(authStore.isAuthenticated).toBe(false);
    expect(getApiToken()).toBeNull();
  });

  it('ends when the API refuses the token on any later call', async () => {
    setApiToken('cf_at_good');
    answers = { '/api/user/permissions': { status: 200, body: { cnfg_pro: true } }, '/api/transactions': expired };
    await startSession();
    await expect(fetchTransactions()).rejects.toThrow();
    expect(authStore).toMatchObject({ isAuthenticated: false, token: null });
    expect(permissionStore).toMatchObject({ hasCnfg: false, loaded: false });
    expect(getApiToken()).toBeNull();
  });
});
