import { describe, expect, it } from 'vitest';
import { membershipPathAtRoot } from './membership-at-root.ts';

describe('the membership listener serves the API at its root', () => {
  it('moves every path under /membership, its query kept', () => {
    expect(membershipPathAtRoot('/auth/login')).toBe('/membership/auth/login');
    expect(membershipPathAtRoot('/auth-provider/login?provider=google&x=1')).toBe(
      '/membership/auth-provider/login?provider=google&x=1',
    );
    expect(membershipPathAtRoot('/')).toBe('/membership/');
  });

  it("keeps the service's own absolute paths and the operations routes", () => {
    expect(membershipPathAtRoot('/membership/auth-provider/callback?code=1')).toBe(
      '/membership/auth-provider/callback?code=1',
    );
    expect(membershipPathAtRoot('/health')).toBe('/health');
    expect(membershipPathAtRoot('/ready')).toBe('/ready');
  });

  it('never lets a path leave the service', () => {
    expect(membershipPathAtRoot('/api/user/permissions')).toBe('/membership/api/user/permissions');
    expect(membershipPathAtRoot('/membershipx')).toBe('/membership/membershipx');
  });
});
