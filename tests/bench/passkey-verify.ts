// What a passkey sign-in costs the server, beside what a password sign-in costs it. In process:
// the assertion's verification exactly as the sign-in route makes it (@simplewebauthn/server,
// ES256), against the argon2id hash a password sign-in spends. Over loopback: the whole
// `POST /auth/passkey/login` (challenge taken, assertion verified, counter and session stored)
// beside `POST /auth/login` on the same server. Assertions are signed up front by a software
// authenticator: signing is the member's device's work, not the server's.
import './quiet-server-logs';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { hashPassword } from '../../server/membership/security/passwords.ts';
import { msFetch } from '../../server/membership/testing/client.ts';
import { createMember } from '../../server/membership/testing/members.ts';
import { SoftwareAuthenticator } from '../../server/membership/testing/software-authenticator.ts';
import { startTestServer, type TestServer } from '../../server/testing/test-server.ts';
import { median, type Figure } from './report';

const TARGET_MS = 5;
const VERIFICATIONS = 200;
const HASHES = 15;
const SIGN_INS = 9;
const PAGE = 'http://localhost:5173';
const RP_ID = 'localhost';

async function timeEach(runs: number, work: (run: number) => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const began = performance.now();
    await work(run);
    times.push(performance.now() - began);
  }
  return median(times);
}

/** The verification alone, as the route calls it, over assertions signed beforehand. */
async function verificationMs(): Promise<number> {
  const authenticator = new SoftwareAuthenticator(PAGE);
  authenticator.create({ challenge: 'registration', rp: { id: RP_ID }, user: { id: 'bench-member' } });
  const stored = authenticator.credentials[0]!;
  const challenges = Array.from({ length: VERIFICATIONS + 1 }, (_, index) =>
    Buffer.from(`bench-challenge-${index}`).toString('base64url'),
  );
  const assertions = challenges.map((challenge) => authenticator.get({ challenge, rpId: RP_ID }));
  const verify = (index: number) =>
    verifyAuthenticationResponse({
      response: assertions[index]!,
      expectedChallenge: challenges[index]!,
      expectedOrigin: PAGE,
      expectedRPID: RP_ID,
      credential: {
        id: Buffer.from(stored.id).toString('base64url'),
        publicKey: new Uint8Array(stored.publicKeyCose),
        counter: index,
        transports: ['internal'],
      },
      requireUserVerification: false,
    }).then(({ verified }) => {
      if (!verified) throw new Error('The bench assertion did not verify');
    });
  await verify(0);
  return timeEach(VERIFICATIONS, (run) => verify(run + 1));
}

async function answered(server: TestServer, path: string, body?: unknown, token?: string): Promise<unknown> {
  const response = await msFetch(server, path, { method: 'POST', body, token });
  const answer = (await response.json()) as { data?: unknown };
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/** Both sign-ins over loopback, alternating, each from a fresh challenge or the same password. */
async function signInMs(): Promise<{ passkey: number; password: number }> {
  const server = await startTestServer();
  try {
    const password = 'Sturdy-Pallet-Wrap-42';
    const member = await createMember(server, { password });
    const authenticator = new SoftwareAuthenticator(PAGE);
    const { options } = (await answered(server, '/member/passkeys/options', undefined, member.token)) as {
      options: Parameters<SoftwareAuthenticator['create']>[0];
    };
    await answered(server, '/member/passkeys', { credential: authenticator.create(options) }, member.token);
    const passkeyTimes: number[] = [];
    const passwordTimes: number[] = [];
    for (let run = 0; run < SIGN_INS; run++) {
      const request = (await answered(server, '/auth/passkey/options')) as {
        options: { challenge: string; rpId?: string };
      };
      const credential = authenticator.get(request.options);
      let began = performance.now();
      await answered(server, '/auth/passkey/login', { credential });
      passkeyTimes.push(performance.now() - began);
      began = performance.now();
      await answered(server, '/auth/login', { email: member.email, password });
      passwordTimes.push(performance.now() - began);
    }
    return { passkey: median(passkeyTimes), password: median(passwordTimes) };
  } finally {
    await server.close();
  }
}

export async function passkeyVerifyFigures(): Promise<Figure[]> {
  const verification = await verificationMs();
  const argon2 = await timeEach(HASHES, () => hashPassword('Sturdy-Pallet-Wrap-42'));
  const signIns = await signInMs();
  return [
    {
      name: 'passkey assertion verified (ES256, as the sign-in route does)',
      value: `${verification.toFixed(2)} ms (median of ${VERIFICATIONS})`,
      target: `<= ${TARGET_MS} ms`,
      reference: `argon2id hash of a password (the service's parameters): ${argon2.toFixed(1)} ms (median of ${HASHES})`,
      meetsTarget: verification <= TARGET_MS,
    },
    {
      name: 'POST /auth/passkey/login over loopback (whole sign-in)',
      value: `${signIns.passkey.toFixed(1)} ms (median of ${SIGN_INS})`,
      target: '',
      reference: `POST /auth/login with a password, same server: ${signIns.password.toFixed(1)} ms`,
      meetsTarget: null,
    },
  ];
}
