import { describe, expect, it } from 'vitest';
import { daysInMonth, projectMonthlyTokens } from './usage-projection';

describe('projectMonthlyTokens', () => {
  it('spreads the use so far over the days gone by and stretches it to the month', () => {
    expect(projectMonthlyTokens(1_000, 10, 30)).toBe(3_000);
    expect(projectMonthlyTokens(1_000, 30, 30)).toBe(1_000);
    expect(projectMonthlyTokens(500, 1, 31)).toBe(15_500);
    expect(projectMonthlyTokens(0, 17, 28)).toBe(0);
  });

  it('rounds to whole tokens, halves up', () => {
    // 100 / 3 * 31 = 1033.33...
    expect(projectMonthlyTokens(100, 3, 31)).toBe(1_033);
    // 7 / 2 * 29 = 101.5
    expect(projectMonthlyTokens(7, 2, 29)).toBe(102);
    // 2 / 3 * 30 = 20, not 19.999... nor 20.000...1
    expect(projectMonthlyTokens(2, 3, 30)).toBe(20);
  });

  it('refuses days that are not of one month, and negative use', () => {
    expect(() => projectMonthlyTokens(10, 0, 30)).toThrow(RangeError);
    expect(() => projectMonthlyTokens(10, 31, 30)).toThrow(RangeError);
    expect(() => projectMonthlyTokens(10, 1.5, 30)).toThrow(RangeError);
    expect(() => projectMonthlyTokens(10, 1, 27)).toThrow(RangeError);
    expect(() => projectMonthlyTokens(-1, 1, 30)).toThrow(RangeError);
    expect(() => projectMonthlyTokens(Number.NaN, 1, 30)).toThrow(RangeError);
  });
});

describe('daysInMonth', () => {
  it('knows the months and leap years', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2025, month))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });
});
