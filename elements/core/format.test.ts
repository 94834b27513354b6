import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatCredits,
  formatDateTime,
  formatDeduction,
  formatMoney,
  formatTransactionAmount,
  isCredit,
  monthName,
} from './format';

describe('money', () => {
  it('shows dollars with two decimals and separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-3)).toBe('-$3.00');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });

  it('gives credits, in any letter case, a leading plus', () => {
    expect(formatTransactionAmount('credit', 25)).toBe('+$25.00');
    expect(formatTransactionAmount('Credit', -25)).toBe('+$25.00');
    expect(formatTransactionAmount('usage', 25)).toBe('$25.00');
    expect(isCredit('CREDIT')).toBe(true);
    expect(isCredit('debit')).toBe(false);
  });
});

describe('dates', () => {
  it('shows YYYY-MM-DD HH:MM:SS in local time, zero-padded', () => {
    expect(formatDateTime('2026-01-02T03:04:05')).toBe('2026-01-02 03:04:05');
    const utc = new Date(Date.UTC(2026, 6, 9, 21, 5, 0));
    const expected = `${utc.getFullYear()}-${String(utc.getMonth() + 1).padStart(2, '0')}-${String(utc.getDate()).padStart(2, '0')} ${String(utc.getHours()).padStart(2, '0')}:05:00`;
    expect(formatDateTime(utc.toISOString())).toBe(expected);
  });

  it('shows text that is no date as given', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });

  it('names the month', () => {
    expect(monthName(new Date(2026, 10, 22))).toBe('November');
  });
});

describe('counts', () => {
  it('shows whole numbers with thousands separators, and 0 for what is no number', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('statement amounts', () => {
  it('signs credits and deductions', () => {
    expect(formatCredits(500)).toBe('+$500.00');
    expect(formatCredits(0)).toBe('$0.00');
    expect(formatDeduction(123.45)).toBe('-$123.45');
    expect(formatDeduction(0)).toBe('$0.00');
  });
});
