/**
 * `value` when it is one of the `allowed` words, else `fallback`: how an attribute or a stored
 * setting that may hold anything is read as one of the choices the code knows.
 */
export function oneOf<Word extends string>(allowed: readonly Word[], value: unknown, fallback: Word): Word {
  return allowed.includes(value as Word) ? (value as Word) : fallback;
}
