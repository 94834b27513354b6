import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';

export const SECRET_FILE = 'membership-secret';

/**
 * The key of one-time code hashes. MEMBERSHIP_SECRET wins; otherwise a random one is generated
 * once and kept in DATA_DIR so codes survive a restart in development. Several server instances
 * must share MEMBERSHIP_SECRET: a code sent by one is checked by another.
 */
export function loadMembershipSecret(config: Pick<Config, 'membershipSecret' | 'dataDir'>): Buffer {
  if (config.membershipSecret) return Buffer.from(config.membershipSecret, 'utf8');
  const file = path.join(config.dataDir, SECRET_FILE);
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 43) return Buffer.from(stored, 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  fs.mkdirSync(config.dataDir, { recursive: true });
  // wx: two processes starting at once must not overwrite each other's secret.
  try {
    fs.writeFileSync(file, `${secret.toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadMembershipSecret(config);
    throw error;
  }
  return secret;
}
