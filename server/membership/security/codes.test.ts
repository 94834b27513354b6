import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, issueCode, redeemCode, type CodeScope } from './codes.ts';
import { loadMembershipSecret } from './secret.ts';

let server: TestServer;
let secret: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  secret = loadMembershipSecret(server.config);
});
afterAll(() => server.close());

const reset: CodeScope = { appId: 'app_chainforge_demo', mode: 'test', purpose: 'reset' };
const passwordless: CodeScope = { ...reset, purpose: 'passwordless' };
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('one-time codes', () => {
  it('are 6 digits, stored only as a keyed hash, and work once', async () => {
    const { code, expiresAt } = await issueCode(server.db, secret, reset, { email: 'Demo@ChainForge.dev' });
    expect(code).toMatch(/^\d{6}$/);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(CODE_TTL_MS - 5_000);
    const rows = await server.db.selectFrom('ms_codes').select('code_hash').execute();
    expect(rows.some((row) => row.code_hash.includes(code))).toBe(false);
    expect(await redeemCode(server.db, secret, reset, { code })).toEqual({
      ok: true,
      email: 'demo@chainforge.dev',
      memberId: null,
    });
    expect(await redeemCode(server.db, secret, reset, { code })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('are bound to their purpose', async () => {
    const { code } = await issueCode(server.db, secret, passwordless, { email: 'a@example.com' });
    expect((await redeemCode(server.db, secret, reset, { code })).ok).toBe(false);
    expect((await redeemCode(server.db, secret, passwordless, { code, email: 'a@example.com' })).ok).toBe(true);
  });

  it('succeed once under parallel redeems', async () => {
    const { code } = await issueCode(server.db, secret, reset, { email: 'parallel@example.com' });
    const results = await Promise.all(Array.from({ length: 10 }, () => redeemCode(server.db, secret, reset, { code })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it('die after 5 wrong tries against the email', async () => {
    const email = 'tries@example.com';
    const { code } = await issueCode(server.db, secret, passwordless, { email });
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i++) {
      expect(await redeemCode(server.db, secret, passwordless, { code: wrong(code), email })).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    expect(await redeemCode(server.db, secret, passwordless, { code: wrong(code), email })).toEqual({
      ok: false,
      reason: 'too-many-attempts',
    });
    expect((await redeemCode(server.db, secret, passwordless, { code, email })).ok).toBe(false);
  });

  it('expire after 10 minutes', async () => {
    const past = new Date(Date.now() - CODE_TTL_MS - 1000);
    const { code } = await issueCode(server.db, secret, reset, { email: 'old@example.com', now: past });
    expect(await redeemCode(server.db, secret, reset, { code })).toEqual({ ok: false, reason: 'expired' });
  });

  it('are replaced by a new send', async () => {
    const email = 'again@example.com';
    const first = await issueCode(server.db, secret, passwordless, { email });
    const second = await issueCode(server.db, secret, passwordless, { email });
    if (first.code !== second.code)
      expect((await redeemCode(server.db, secret, passwordless, { code: first.code, email })).ok).toBe(false);
    expect((await redeemCode(server.db, secret, passwordless, { code: second.code, email })).ok).toBe(true);
  });

  it('give parallel guesses no more than 5 tries, then the code is dead', async () => {
    const email = 'flood@example.com';
    const { code } = await issueCode(server.db, secret, passwordless, { email });
    // Ten wrong guesses at once: each takes a try before it is compared, so at most five count.
    const wrong = Array.from({ length: 10 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const results = await Promise.all(
      wrong.map((guess) => redeemCode(server.db, secret, passwordless, { code: guess, email })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(0);
    const row = await server.db
      .selectFrom('ms_codes')
      .select(['attempts', 'consumed_at'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(CODE_MAX_ATTEMPTS);
    expect(row.consumed_at).not.toBeNull();
    // The right code, now, is refused: the guesses used it up.
    expect((await redeemCode(server.db, secret, passwordless, { code, email })).ok).toBe(false);
  });

  it('leave one live code for an email after parallel sends', async () => {
    const email = 'twice@example.com';
    await Promise.all(Array.from({ length: 4 }, () => issueCode(server.db, secret, passwordless, { email })));
    const live = await server.db
      .selectFrom('ms_codes')
      .select('id')
      .where('email', '=', email)
      .where('consumed_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
  });

  it('refuse anything but six digits without a lookup', async () => {
    for (const code of ['12345', '1234567', 'abcdef', "' or 1=1", '']) {
      expect(await redeemCode(server.db, secret, reset, { code })).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
