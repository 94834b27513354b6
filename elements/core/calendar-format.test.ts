import { describe, expect, it } from 'vitest';
import { daysBetween, formatDay, formatMonth, formatMonthAbbreviation, formatPeriod } from './calendar-format';

describe('calendar days and months', () => {
  it('shows days and months readably, whatever the time zone', () => {
    expect(formatDay('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatMonth('2026-01')).toBe('Jan 2026');
    expect(formatMonth('2026-11', 'long')).toBe('November 2026');
    expect(formatMonth('2027-01', 'long')).toBe('January 2027');
    expect(formatMonthAbbreviation('2026-09')).toBe('Sep');
  });

  it('shows text that is no date as given', () => {
    expect(formatDay('soon')).toBe('soon');
    expect(formatDay('2026-02-30')).toBe('2026-02-30');
    expect(formatMonth('2026-13', 'long')).toBe('2026-13');
    expect(formatMonth('soon')).toBe('soon');
    expect(formatMonthAbbreviation('2026-00')).toBe('2026-00');
  });

  it('writes a period as a range of days', () => {
    expect(formatPeriod('2026-11-01', '2026-11-30')).toBe('November 1\u2009–\u200930, 2026');
    expect(formatPeriod('2026-12-28', '2027-01-03')).toBe('December 28, 2026\u2009–\u2009January 3, 2027');
    expect(formatPeriod('2026-11-01', 'later')).toBe('2026-11-01 – later');
  });

  it('counts whole days between two days, across month ends, and 0 for what is no day', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-03-29', '2026-03-30')).toBe(1);
    expect(daysBetween('2026-03-30', '2026-03-29')).toBe(-1);
    expect(daysBetween('2026-03-30', 'soon')).toBe(0);
  });
});
