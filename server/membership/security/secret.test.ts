import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMembershipSecret, SECRET_FILE } from './secret.ts';

describe('loadMembershipSecret', () => {
  it('generates a secret once, keeps it in the data folder, and reuses it', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cf-secret-'));
    try {
      const first = loadMembershipSecret({ dataDir, membershipSecret: undefined });
      expect(first.length).toBe(32);
      expect(loadMembershipSecret({ dataDir, membershipSecret: undefined }).equals(first)).toBe(true);
      const stat = await fs.stat(path.join(dataDir, SECRET_FILE));
      expect(stat.mode & 0o077).toBe(0);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('takes MEMBERSHIP_SECRET when set', () => {
    const secret = 'x'.repeat(40);
    expect(loadMembershipSecret({ dataDir: '/nonexistent', membershipSecret: secret }).toString()).toBe(secret);
  });
});
