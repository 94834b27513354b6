// For console tests: requests as the console's pages make them (same origin, the session cookie),
// and owners signed in with a password and an authenticator code as a phone computes it.
import type { TestServer } from '../../testing/test-server.ts';
import { fetchFrom } from '../../testing/fetch-from.ts';
import { forgetOwnerTotpStep } from '../../db/queries/membership/owners.ts';
import { DEMO_OWNER } from '../../startup/seed/owners.ts';
import { latestMail } from './mailbox.ts';
import { totpCode } from './two-step.ts';

export { DEMO_OWNER };

export interface ConsoleRequest {
  method?: string;
  /** Sent as JSON unless a string (sent as is, with the given Content-Type). */
  body?: unknown;
  /** The session cookie's token (cf_os_...). */
  session?: string;
  /** The page's origin: the server's own unless given; null sends none. */
  origin?: string | null;
  headers?: Record<string, string>;
  /** The client's own loopback address (127.0.0.2, ...): another peer for per-address limits. */
  from?: string;
}

export interface ConsoleAnswer {
  status: number;
  headers: Headers;
  json: any;
  /** The session token the answer set (undefined when it set none, '' when it cleared it). */
  session: string | undefined;
}

/** The cf_console cookie an answer sets, and its attributes. */
export function consoleCookie(headers: Headers): string | undefined {
  return headers.getSetCookie().find((cookie) => cookie.startsWith('cf_console='));
}

export async function consoleFetch(
  server: TestServer,
  path: string,
  request: ConsoleRequest = {},
): Promise<ConsoleAnswer> {
  const { method, body, session, origin = new URL(server.url).origin, headers = {}, from } = request;
  const all: Record<string, string> = { ...headers };
  if (origin !== null) all.Origin = origin;
  if (session !== undefined) all.Cookie = `cf_console=${session}`;
  if (body !== undefined && typeof body !== 'string') all['Content-Type'] ??= 'application/json';
  const init = {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: all,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  };
  const url = `${server.url}/membership/console${path}`;
  const response = await (from === undefined ? fetch(url, init) : fetchFrom(from, url, init));
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  const cookie = consoleCookie(response.headers);
  const token =
    cookie === undefined ? undefined : decodeURIComponent(cookie.slice('cf_console='.length).split(';')[0] ?? '');
  return { status: response.status, headers: response.headers, json, session: token };
}

/** Fails the test unless the answer has this status; returns it. */
export function expectStatus(answer: ConsoleAnswer, status: number): ConsoleAnswer {
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.json)}`);
  return answer;
}

/**
 * Lets the owner's authenticator codes be used again: each time step's code is accepted once,
 * and a test signs in more often than every 30 seconds.
 */
export async function forgetUsedCodes(server: TestServer, email: string): Promise<void> {
  await forgetOwnerTotpStep(server.db, email);
}

/** Signs the owner in with the password and the authenticator's current code; returns the session's token. */
export async function signInOwner(
  server: TestServer,
  {
    email = DEMO_OWNER.email as string,
    password = DEMO_OWNER.password as string,
    totpSecret = DEMO_OWNER.totpSecret as string,
    origin = undefined as string | undefined,
  } = {},
): Promise<string> {
  await forgetUsedCodes(server, email);
  const first = expectStatus(await consoleFetch(server, '/sign-in', { origin, body: { email, password } }), 200);
  const second = expectStatus(
    await consoleFetch(server, '/second-step', {
      origin,
      session: first.session,
      body: { code: totpCode(totpSecret) },
    }),
    200,
  );
  if (!second.session) throw new Error('The second step set no session cookie');
  return second.session;
}

/** Invites `email` as `session`'s owner: the invitation as answered, the token its mail links to, the mail. */
export async function inviteOwner(server: TestServer, session: string, email: string) {
  const answer = expectStatus(await consoleFetch(server, '/invitations', { session, body: { email } }), 201);
  const mail = await latestMail(server, email.toLowerCase());
  const token = /\/console\/invitation#(cf_oi_[\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No invitation link in: ${mail.text}`);
  return { invitation: answer.json.data, token, mail };
}

/** Accepts the invitation with `password` and sets up the authenticator: the new owner's signed-in session and secret. */
export async function acceptAndSetUp(server: TestServer, token: string, password: string) {
  const accepted = expectStatus(await consoleFetch(server, '/invitations/accept', { body: { token, password } }), 200);
  const enrol = expectStatus(
    await consoleFetch(server, '/setup/two-step/enrol', { method: 'POST', session: accepted.session }),
    200,
  );
  const { secret } = enrol.json.data;
  const confirmed = expectStatus(
    await consoleFetch(server, '/setup/two-step/confirm', {
      session: accepted.session,
      body: { code: totpCode(secret) },
    }),
    200,
  );
  return { session: confirmed.session as string, secret: secret as string, owner: confirmed.json.data.owner };
}
