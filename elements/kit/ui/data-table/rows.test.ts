import { describe, expect, it } from 'vitest';
import { limitRows } from './rows';

describe('limitRows', () => {
  const rows = ['a', 'b', 'c'];

  it('keeps the first rows, a fractional limit rounded down', () => {
    expect(limitRows(rows, 2)).toEqual(['a', 'b']);
    expect(limitRows(rows, 1.9)).toEqual(['a']);
    expect(limitRows(rows, 10)).toEqual(rows);
  });

  it('keeps the very array when there is no limit to apply', () => {
    expect(limitRows(rows, undefined)).toBe(rows);
    expect(limitRows(rows, 0)).toBe(rows);
    expect(limitRows(rows, -1)).toBe(rows);
  });
});
