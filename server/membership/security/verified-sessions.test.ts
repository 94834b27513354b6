import { describe, expect, it } from 'vitest';
import { VerifiedSessionCache, type VerifiedSession } from './verified-sessions.ts';

const session = (sessionId: string, memberId = 'mem_1'): VerifiedSession => ({
  memberId,
  sessionId,
  expiresAtMs: 1e15,
  appId: 'app_1',
  mode: 'test',
});

describe('VerifiedSessionCache', () => {
  it('forgets an entry after five seconds', () => {
    const cache = new VerifiedSessionCache();
    cache.set('hash', session('ses_1'), 0, cache.revocations);
    expect(cache.get('hash', 4_999)).toEqual(expect.objectContaining(session('ses_1')));
    expect(cache.get('hash', 5_000)).toBeUndefined();
  });

  it('does not keep what a lookup read before a revocation that happened during it', () => {
    const cache = new VerifiedSessionCache();
    const before = cache.revocations;
    cache.evictMember('mem_1');
    cache.set('hash', session('ses_1'), 0, before);
    expect(cache.get('hash', 0)).toBeUndefined();
  });

  it("evicts one session, or a member's sessions but the kept one", () => {
    const cache = new VerifiedSessionCache();
    for (const [hash, entry] of [
      ['a', session('ses_a')],
      ['b', session('ses_b')],
      ['c', session('ses_c')],
      ['d', session('ses_d', 'mem_2')],
    ] as const) {
      cache.set(hash, entry, 0, cache.revocations);
    }
    cache.evictSession('ses_a');
    expect(cache.get('a', 0)).toBeUndefined();
    cache.evictMember('mem_1', 'ses_c');
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('c', 0)).toBeDefined();
    expect(cache.get('d', 0)).toBeDefined();
  });
});
