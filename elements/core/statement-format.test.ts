import { describe, expect, it } from 'vitest';
import { formatCredits, formatDeduction, formatMonth, formatPeriod } from './statement-format';

describe('statement formatting', () => {
  it('names a month in words, in UTC', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2027-01')).toBe('January 2027');
    expect(formatMonth('2026-13')).toBe('2026-13');
    expect(formatMonth('soon')).toBe('soon');
  });

  it('writes a period as a range of days', () => {
    expect(formatPeriod('2026-11-01', '2026-11-30')).toBe('November 1\u2009–\u200930, 2026');
    expect(formatPeriod('2026-12-28', '2027-01-03')).toBe('December 28, 2026\u2009–\u2009January 3, 2027');
    expect(formatPeriod('2026-11-01', 'later')).toBe('2026-11-01 – later');
  });

  it('signs credits and deductions', () => {
    expect(formatCredits(500)).toBe('+$500.00');
    expect(formatCredits(0)).toBe('$0.00');
    expect(formatDeduction(123.45)).toBe('-$123.45');
    expect(formatDeduction(0)).toBe('$0.00');
  });
});
