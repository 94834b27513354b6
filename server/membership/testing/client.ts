// For membership tests: requests as @memberstack/dom makes them (public key, bearer token, JSON).
import { fetchFrom } from '../../testing/fetch-from.ts';
import type { TestServer } from '../../testing/test-server.ts';

export const TEST_KEY = 'pk_sb_chainforge_demo';
export const LIVE_KEY = 'pk_chainforge_demo';

export const SEEDED = {
  demo: { email: 'demo@chainforge.dev', password: 'ChainForge-demo-1' },
  supply: { email: 'supply@chainforge.dev', password: 'ChainForge-supply-1' },
  chat: { email: 'chat@chainforge.dev', password: 'ChainForge-chat-1' },
  viewer: { email: 'viewer@chainforge.dev', password: 'ChainForge-viewer-1' },
} as const;

export interface MsRequest {
  method?: string;
  /** Sent as JSON unless a string (sent as is, with the given Content-Type). */
  body?: unknown;
  token?: string;
  /** null: no X-API-Key header. */
  key?: string | null;
  headers?: Record<string, string>;
  /** The client's own loopback address (127.0.0.2, ...): another peer for per-address limits. */
  from?: string;
}

export function msFetch(
  server: TestServer,
  path: string,
  { method, body, token, key = TEST_KEY, headers = {}, from }: MsRequest = {},
) {
  const all: Record<string, string> = { ...headers };
  if (key !== null) all['X-API-Key'] = key;
  if (token) all.Authorization = `Bearer ${token}`;
  if (body !== undefined && typeof body !== 'string') all['Content-Type'] ??= 'application/json';
  const init = {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: all,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  };
  const url = `${server.url}/membership${path}`;
  return from === undefined ? fetch(url, init) : fetchFrom(from, url, init);
}

/** Logs in and returns the answer's data; fails the test on anything but 200. */
export async function login(server: TestServer, email: string, password: string, key = TEST_KEY) {
  const response = await msFetch(server, '/auth/login', { body: { email, password }, key });
  const json = await response.json();
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${JSON.stringify(json)}`);
  return json.data as {
    member: any;
    tokens: { accessToken: string; expires: number; type: string };
    contentGroups: any[];
  };
}

/** The seeded accounts' membership token. */
export async function memberToken(server: TestServer, who: keyof typeof SEEDED = 'demo'): Promise<string> {
  return (await login(server, SEEDED[who].email, SEEDED[who].password)).tokens.accessToken;
}

/** A signed-in call (or none, with no token): its status and its parsed JSON answer. */
export async function msCall(server: TestServer, path: string, token: string | undefined, body?: unknown) {
  const response = await msFetch(server, path, { token, body });
  return { status: response.status, body: await response.json() };
}
