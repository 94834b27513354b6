// The owner's own account in the fake console: passkeys (listed, made, renamed, removed), the
// passkey sign-in's challenge, a new password and a new authenticator. Each answers as the server
// does unless `fake.accountRefusals[path]` says to refuse it. The real endpoints are tested in
// server/membership/console/account.test.ts and passkeys.test.ts.
import type { Passkey } from '../../contract/membership-answers';
import { type FakeConsole, day, failure, json } from './console-fake';

/** A base64url string of `bytes` bytes: enough of a challenge or an id for the browser to take. */
const bytes = (count: number) => 'A'.repeat(Math.ceil((count * 4) / 3));

export const fakePasskey = (index: number, name = `Passkey ${index}`): Passkey => ({
  id: `cred_${index}`,
  name,
  createdAt: day(index),
  lastUsedAt: index % 2 === 0 ? day(index + 1) : null,
  deviceType: 'multiDevice',
  backedUp: true,
});

const QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

/** The answer to an account request, or undefined when `path` is none of the account's. */
export function accountAnswer(fake: FakeConsole, method: string, path: string, body: any): Response | undefined {
  const refusal = fake.accountRefusals[path];
  if (refusal && method !== 'GET') return failure(refusal.status, refusal.code, refusal.message);
  if (path === '/sign-in/passkey/options')
    return json(200, { data: { options: { challenge: bytes(32), rpId: 'localhost', timeout: 300000 } } });
  if (path === '/passkeys/options') {
    return json(200, {
      data: {
        options: {
          challenge: bytes(32),
          rp: { id: 'localhost', name: 'Fake App console' },
          user: { id: bytes(16), name: 'owner@example.com', displayName: 'owner@example.com' },
          pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
          excludeCredentials: [],
        },
      },
    });
  }
  if (path === '/passkeys' && method === 'GET') return json(200, { data: { passkeys: fake.passkeys } });
  if (path === '/passkeys' && method === 'POST') {
    const passkey = { ...fakePasskey(fake.passkeys.length + 10, body?.name), lastUsedAt: null };
    fake.passkeys = [...fake.passkeys, passkey];
    return json(200, { data: { passkey } });
  }
  const passkeyPath = /^\/passkeys\/([^/]+)$/.exec(path);
  if (passkeyPath) {
    const id = decodeURIComponent(passkeyPath[1]!);
    const passkey = fake.passkeys.find((row) => row.id === id);
    if (!passkey) return failure(404, 'passkey-not-found', 'There is no such passkey on your account.');
    if (method === 'PATCH') {
      passkey.name = body.name;
      return json(200, { data: { passkey } });
    }
    fake.passkeys = fake.passkeys.filter((row) => row !== passkey);
    return json(200, { data: { id, deleted: true } });
  }
  if (path === '/account/password' || path === '/account/two-step/confirm')
    return json(200, { data: { changed: true, otherSessionsEnded: true } });
  if (path === '/account/two-step/enrol') {
    return json(200, {
      data: { secret: 'KRSXG5CTMVRXEZLU', uri: 'otpauth://totp/x', qrSvg: QR, enrolment: 'sealed-enrolment' },
    });
  }
  return undefined;
}
