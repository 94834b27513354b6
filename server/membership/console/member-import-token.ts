import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { MemberMode } from '../../db/schema-membership.ts';

/** How long a preview may be committed: time to read it, not to let the members change much under it. */
export const PREVIEW_LIFETIME_MS = 60 * 60 * 1000;

export const fileDigest = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('base64url');

/** The server secret keys many things; this key signs import previews only. */
const previewKey = (secret: Buffer) => createHmac('sha256', secret).update('console member import preview').digest();

interface PreviewClaims {
  ownerId: string;
  appId: string;
  mode: MemberMode;
  digest: string;
  expiresAt: number;
}

const signature = (secret: Buffer, payload: string) =>
  createHmac('sha256', previewKey(secret)).update(payload).digest('base64url');

/**
 * The preview's id: which owner previewed which file (its SHA-256) for which app and mode, until
 * when, signed with the server secret. The commit sends the file again with it; any instance can
 * check that it is the file previewed, by this owner, in time, without keeping the upload.
 */
export function previewIdOf(secret: Buffer, claims: PreviewClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** Whether `previewId` is one this server signed for exactly these claims, still in time. */
export function previewIdMatches(
  secret: Buffer,
  previewId: string,
  expected: Omit<PreviewClaims, 'expiresAt'>,
  now = Date.now(),
): boolean {
  const [payload, signed, extra] = previewId.split('.');
  if (payload === undefined || signed === undefined || extra !== undefined) return false;
  const wanted = Buffer.from(signature(secret, payload));
  const given = Buffer.from(signed);
  if (wanted.length !== given.length || !timingSafeEqual(wanted, given)) return false;
  let claims: Partial<PreviewClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<PreviewClaims>;
  } catch {
    return false;
  }
  return (
    claims.ownerId === expected.ownerId &&
    claims.appId === expected.appId &&
    claims.mode === expected.mode &&
    claims.digest === expected.digest &&
    typeof claims.expiresAt === 'number' &&
    claims.expiresAt > now
  );
}
