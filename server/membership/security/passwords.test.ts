import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors.ts';
import { HashingQueue } from './hashing-queue.ts';
import {
  assertAcceptablePassword,
  hashPassword,
  isCommonPassword,
  needsRehash,
  verifyNothing,
  verifyPassword,
} from './passwords.ts';

describe('passwords', () => {
  it('hash with argon2id m=19456 t=2 p=1 and verify', async () => {
    const stored = await hashPassword('Sturdy-Pallet-Wrap-42');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Sturdy-Pallet-Wrap-42')).toBe(true);
    expect(await verifyPassword(stored, 'Sturdy-Pallet-Wrap-43')).toBe(false);
    expect(needsRehash(stored)).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$abc$def')).toBe(true);
  });

  it('verify a malformed hash as false rather than throwing', async () => {
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(await verifyNothing('anything')).toBe(false);
  });

  it('hash and verify through the hashing queue given, which refuses at once what it has no room for', async () => {
    const stored = await hashPassword('Sturdy-Pallet-Wrap-42');
    const busy = { status: 503, code: 'server-busy' };
    const queue = new HashingQueue({ concurrency: 1, maxWaiting: 0 });
    const running = verifyPassword(stored, 'Sturdy-Pallet-Wrap-42', queue);
    await expect(hashPassword('Sturdy-Pallet-Wrap-43', queue)).rejects.toMatchObject(busy);
    await expect(verifyPassword(stored, 'Sturdy-Pallet-Wrap-42', queue)).rejects.toMatchObject(busy);
    await expect(verifyNothing('Sturdy-Pallet-Wrap-42', queue)).rejects.toMatchObject(busy);
    expect(await running).toBe(true);
    expect(await verifyNothing('Sturdy-Pallet-Wrap-42', queue)).toBe(false);
  });

  it('bundle thousands of common passwords', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('BASEBALL')).toBe(true);
    expect(isCommonPassword('ChainForge-demo-1')).toBe(false);
  });

  it.each([
    ['1234567', 'invalid-password-too-short'],
    ['é'.repeat(7), 'invalid-password-too-short'],
    ['x'.repeat(129), 'invalid-password-too-long'],
    ['baseball', 'password-too-common'],
  ])('refuse %s', (password, code) => {
    expect(() => assertAcceptablePassword(password)).toThrow(ApiError);
    try {
      assertAcceptablePassword(password);
    } catch (error) {
      expect((error as ApiError).code).toBe(code);
      expect((error as ApiError).status).toBe(422);
    }
  });

  it('accept 8 to 128 characters that are not common', () => {
    expect(() => assertAcceptablePassword('Kx9!vq2#')).not.toThrow();
    expect(() => assertAcceptablePassword('🔒'.repeat(128))).not.toThrow();
  });
});
