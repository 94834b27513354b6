import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { previewIdMatches, previewIdOf } from './member-import-token.ts';

const secret = randomBytes(32);
const claims = { ownerId: 'own_1', appId: 'app_1', mode: 'live' as const, digest: 'abc' };

describe('import preview ids', () => {
  it('match exactly the claims they were made for, until they expire', () => {
    const now = Date.now();
    const id = previewIdOf(secret, { ...claims, expiresAt: now + 1000 });
    expect(previewIdMatches(secret, id, claims, now)).toBe(true);
    expect(previewIdMatches(secret, id, claims, now + 1000)).toBe(false);
    expect(previewIdMatches(secret, id, { ...claims, ownerId: 'own_2' }, now)).toBe(false);
    expect(previewIdMatches(secret, id, { ...claims, digest: 'abd' }, now)).toBe(false);
    expect(previewIdMatches(randomBytes(32), id, claims, now)).toBe(false);
  });

  it('refuse a payload changed under its signature, and text that is no id', () => {
    const id = previewIdOf(secret, { ...claims, expiresAt: Date.now() + 1000 });
    const [, signature] = id.split('.');
    const longer = Buffer.from(JSON.stringify({ ...claims, expiresAt: Date.now() + 10 ** 9 })).toString('base64url');
    expect(previewIdMatches(secret, `${longer}.${signature}`, claims)).toBe(false);
    for (const text of ['', '.', 'a.b.c', 'not-an-id', `${id}.`])
      expect(previewIdMatches(secret, text, claims)).toBe(false);
  });
});
