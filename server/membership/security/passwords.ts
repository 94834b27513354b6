import { readFileSync } from 'node:fs';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { PASSWORD_MIN_LENGTH } from '../../../contract/membership-limits.ts';
import { apiError } from '../../http/errors.ts';
import { defaultHashingBounds, HashingQueue } from './hashing-queue.ts';

export const PASSWORD_MAX_LENGTH = 128;

/** OWASP's argon2id minimum (m=19 MiB, t=2, p=1): about 15 ms a hash on one core here, 110 a second on both. */
// Algorithm.Argon2id is 2; the enum is a const enum, which isolatedModules cannot read.
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const PHC_PARAMS = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

let common: Set<string> | undefined;

/** The bundled list (common-passwords.txt): 7,000+ of the most used passwords of 8+ characters. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common.has(password.toLowerCase());
}

/** Characters, not UTF-16 units: an emoji is one character to the person typing it. */
const lengthOf = (password: string) => [...password].length;

/** Throws the 422 a person can act on; passwords are never truncated, so too long is refused. */
export function assertAcceptablePassword(password: string): void {
  const length = lengthOf(password);
  if (length < PASSWORD_MIN_LENGTH) {
    throw apiError('invalid-password-too-short', {
      message: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
    });
  }
  if (length > PASSWORD_MAX_LENGTH) {
    throw apiError('invalid-password-too-long', {
      message: `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`,
    });
  }
  if (isCommonPassword(password)) {
    throw apiError('password-too-common');
  }
}

/**
 * The queue of hashing done outside a request (seeding, scripts, tests); the membership service
 * passes its own (services.hashing), whose bounds are one of its options.
 */
const processHashingQueue = new HashingQueue(defaultHashingBounds());

/** Every hash and verification waits its turn in a hashing queue, which may refuse it with 503 `server-busy`. */
export function hashPassword(password: string, queue: HashingQueue = processHashingQueue): Promise<string> {
  return queue.run(() => hash(password, ARGON2));
}

async function verifyOrFalse(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** False for a wrong password and for a stored hash that is not a valid argon2 string. */
export function verifyPassword(
  passwordHash: string,
  password: string,
  queue: HashingQueue = processHashingQueue,
): Promise<boolean> {
  return queue.run(() => verifyOrFalse(passwordHash, password));
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification when there is no hash to check (unknown email, member
 * without a password), so that the answer's timing does not tell whether the account exists.
 * The dummy hash is made inside the first caller's slot, so that it is bounded like any other and
 * a refusal is never remembered in its place.
 */
export async function verifyNothing(password: string, queue: HashingQueue = processHashingQueue): Promise<false> {
  await queue.run(async () => {
    dummyHash ??= hash('not-a-real-password: only burns time', ARGON2);
    return verifyOrFalse(await dummyHash, password);
  });
  return false;
}

/** A hash made with weaker or older parameters is replaced at the next successful login. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(PHC_PARAMS);
}
