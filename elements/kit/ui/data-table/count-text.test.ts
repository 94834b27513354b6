import { describe, expect, it } from 'vitest';
import { countText } from './count-text';

const noun = ['transaction', 'transactions'] as const;

describe('countText', () => {
  it('counts every row with thousands separators, in the singular for one', () => {
    expect(countText({ status: 'loaded', filter: '', shownCount: 5000, total: 5000, noun })).toBe('5,000 transactions');
    expect(countText({ status: 'loaded', filter: '', shownCount: 1, total: 1, noun })).toBe('1 transaction');
    expect(countText({ status: 'loaded', filter: '', shownCount: 0, total: 0, noun })).toBe('0 transactions');
  });

  it('counts the rows shown of all while filtered', () => {
    expect(countText({ status: 'loaded', filter: 'acme', shownCount: 12, total: 5000, noun })).toBe(
      '12 of 5,000 transactions',
    );
    expect(countText({ status: 'loaded', filter: 'acme', shownCount: 1, total: 1, noun })).toBe('1 of 1 transactions');
  });

  it('says nothing until the rows are in', () => {
    expect(countText({ status: 'loading', filter: '', shownCount: 0, total: 0, noun })).toBe('');
    expect(countText({ status: 'error', filter: 'acme', shownCount: 0, total: 3, noun })).toBe('');
  });
});
