import { describe, expect, it } from 'vitest';
import type { UsageView } from '../../core/api-types';
import { formatTokensCompact, showsCeiling, usageFigures, usageSummary } from './usage-figures';

const usage: UsageView = {
  month: '2026-11',
  days_in_month: 30,
  day_of_month: 3,
  days: [
    { date: '2026-11-01', chat_tokens: 100, voice_tokens: 50 },
    { date: '2026-11-02', chat_tokens: 200, voice_tokens: 0 },
    { date: '2026-11-03', chat_tokens: 0, voice_tokens: 250 },
  ],
  tokens_used: 600,
  projected_monthly_tokens: 6000,
  total_purchased_tokens: 10_000,
  remaining_tokens: 1000,
  current_balance: 12.5,
};

describe('the usage view figures', () => {
  it('adds the days up, chat and in total', () => {
    const { points } = usageFigures(usage);
    expect(points.map((point) => [point.day, point.cumulativeChat, point.cumulativeTotal])).toEqual([
      [1, 100, 150],
      [2, 300, 350],
      [3, 300, 600],
    ]);
  });

  it('says when the remaining tokens run out at this pace', () => {
    const figures = usageFigures(usage);
    expect(figures.runwayDays).toBe(5);
    expect(figures.runsOutThisMonth).toBe(true);
    expect(showsCeiling(figures)).toBe(true);
    expect(usageSummary(usage, figures)).toBe(
      '600 tokens used in the first 3 days of November (300 chat, 300 voice). At this pace, 6,000 by November 30. The 1,000 purchased tokens that remain run out in about 5 days.',
    );
  });

  it('leaves a far-away ceiling off the chart and counts the days it lasts', () => {
    const plenty = { ...usage, remaining_tokens: 1_000_000 };
    const figures = usageFigures(plenty);
    expect(showsCeiling(figures)).toBe(false);
    expect(usageSummary(plenty, figures)).toContain(
      '1,000,000 purchased tokens remain, about 5,000 days at this pace.',
    );
  });

  it('has no pace before any use', () => {
    const none = {
      ...usage,
      day_of_month: 1,
      days: [{ date: '2026-11-01', chat_tokens: 0, voice_tokens: 0 }],
      tokens_used: 0,
      projected_monthly_tokens: 0,
    };
    const figures = usageFigures(none);
    expect(figures.runwayDays).toBeNull();
    expect(usageSummary(none, figures)).toContain('0 tokens used in the first day of November');
  });

  it('writes axis figures compactly', () => {
    expect([formatTokensCompact(1_250_000), formatTokensCompact(350_000), formatTokensCompact(900)]).toEqual([
      '1.3M',
      '350K',
      '900',
    ]);
  });
});
