import { describe, expect, it } from 'vitest';
import { estimatedWidth, widestRows } from './widest-rows';

describe('estimatedWidth', () => {
  it('tells wide letters from narrow ones in texts of one length', () => {
    expect(estimatedWidth('ACM-STW-114')).toBeGreaterThan(estimatedWidth('ACM-LBL-108'));
    expect(estimatedWidth('WWW')).toBeGreaterThan(estimatedWidth('iii'));
    expect(estimatedWidth('')).toBe(0);
  });
});

describe('widestRows', () => {
  it('takes each column’s widest texts, in row order', () => {
    const texts = [
      ['a', 'Wide name'],
      ['Much wider text', 'b'],
      ['c', 'd'],
    ];
    expect(widestRows(texts, 2)).toEqual([0, 1, 2]);
  });

  it('keeps eight distinct texts a column, the widest, the first row of each', () => {
    const texts = Array.from({ length: 20 }, (_, position) => [`${'x'.repeat(position % 10)}`]);
    expect(widestRows(texts, 1)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('has nothing to lay out without rows', () => {
    expect(widestRows([], 3)).toEqual([]);
  });
});
