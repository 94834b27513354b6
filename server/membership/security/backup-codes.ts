import { createHmac, randomInt } from 'node:crypto';

export const BACKUP_CODE_COUNT = 10;

// No 0/o, 1/l/i: a code written on paper is read back without doubt.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

/** Ten new codes, `xxxxx-xxxxx` (about 49 bits each): shown once, stored only as hashes. */
export function newBackupCodes(): string[] {
  const half = () => Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: BACKUP_CODE_COUNT }, () => `${half()}-${half()}`);
}

/** What a person types, in any case, with or without the dash and spaces, as the stored form compares it. */
export function normalizeBackupCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

/** Keyed with the server secret like the emailed codes, so a copy of the database cannot be tried offline. */
export function hashBackupCode(secret: Buffer, code: string): string {
  return createHmac('sha256', secret)
    .update(`backup:${normalizeBackupCode(code)}`)
    .digest('hex');
}
