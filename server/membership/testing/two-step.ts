// For membership tests: authenticator codes as a phone computes them, and two-step turned on for a member.
import { Secret, TOTP } from 'otpauth';
import type { TestServer } from '../../testing/test-server.ts';
import { msFetch } from './client.ts';

/** The authenticator app's code `steps` 30-second steps from now. */
export function totpCode(secret: string, steps = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/**
 * Turns two-step on for the member, confirming with the code of the step before now, so the
 * current and next steps' codes are still unused for the test.
 */
export async function turnOnTwoStep(server: TestServer, token: string) {
  const enrol = await msFetch(server, '/member/two-step/enrol', { method: 'POST', token });
  const { secret } = (await enrol.json()).data as { secret: string };
  const confirm = await msFetch(server, '/member/two-step/confirm', { token, body: { code: totpCode(secret, -1) } });
  const json = await confirm.json();
  if (confirm.status !== 200) throw new Error(`two-step confirm: ${confirm.status} ${JSON.stringify(json)}`);
  return { secret, backupCodes: json.data.backupCodes as string[] };
}
