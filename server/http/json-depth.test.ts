import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts';

/** The nesting depth of a parsed value, the plain recursive way: what the scan must agree with. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

// A small deterministic generator, so a failure can be replayed.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const trickyStrings = ['[', ']', '{', '}', '"', '\\', '\\"[', '\\\\', '[{"a":[', '\u005b', '\n', '🚀'];

/** Random JSON values with strings full of brackets, quotes and backslashes. */
function randomValue(next: () => number, depthLeft: number): unknown {
  const kind = depthLeft === 0 ? Math.floor(next() * 3) : Math.floor(next() * 5);
  if (kind === 0) return Math.floor(next() * 100);
  if (kind === 1) return null;
  if (kind === 2)
    return Array.from(
      { length: Math.floor(next() * 4) },
      () => trickyStrings[Math.floor(next() * trickyStrings.length)],
    ).join('');
  const children = Array.from({ length: Math.floor(next() * 4) }, () => randomValue(next, depthLeft - 1));
  if (kind === 3) return children;
  return Object.fromEntries(
    children.map((child, index) => [trickyStrings[index % trickyStrings.length]! + index, child]),
  );
}

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('allows exactly the maximum and refuses one more, for arrays and objects alike', () => {
    for (const nested of [nestedArrays, nestedObjects]) {
      expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
      expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    }
    expect(nestsDeeperThan('[{"a":[{}]}]', 3)).toBe(true);
    expect(nestsDeeperThan('[{"a":[{}]}]', 4)).toBe(false);
  });

  it('counts depth, not how many arrays and objects there are', () => {
    const wide = JSON.stringify(Array.from({ length: 10_000 }, () => ({ a: [1] })));
    expect(nestsDeeperThan(wide, 3)).toBe(false);
    expect(nestsDeeperThan(wide, 2)).toBe(true);
  });

  it('skips brackets inside strings, escaped quotes and backslashes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: nestedArrays(5000) }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['\\"[[[[', '[[[[']), 1)).toBe(false);
    // A string ending in a backslash: the quote after it ends the string, so what follows counts.
    expect(nestsDeeperThan(`["\\\\", ${nestedArrays(3)}]`, 3)).toBe(true);
    expect(nestsDeeperThan(`["\\\\", ${nestedArrays(3)}]`, 4)).toBe(false);
    expect(nestsDeeperThan('"[[[[[[', 1)).toBe(false);
  });

  it('agrees with the depth of the parsed value on random JSON full of tricky strings', () => {
    const next = random(20_240_601);
    for (let sample = 0; sample < 2000; sample++) {
      const text = JSON.stringify(randomValue(next, 6));
      const depth = depthOf(JSON.parse(text));
      expect(nestsDeeperThan(text, depth), text).toBe(false);
      if (depth > 0) expect(nestsDeeperThan(text, depth - 1), text).toBe(true);
    }
  });

  it('reads a million levels without recursion and a megabyte of strings in one quick pass', () => {
    expect(nestsDeeperThan(nestedArrays(1_000_000), 1_000_000)).toBe(false);
    expect(nestsDeeperThan(nestedArrays(1_000_000), 999_999)).toBe(true);
    const megabyte = JSON.stringify({ text: '[\\"{'.repeat(256 * 1024) });
    const began = performance.now();
    expect(nestsDeeperThan(megabyte)).toBe(false);
    // Generous for a slow shared machine; a scan that went back over the text would take seconds.
    expect(performance.now() - began).toBeLessThan(500);
  });
});
