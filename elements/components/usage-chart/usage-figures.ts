import type { UsageView } from '../../core/api-types';
import { formatCount } from '../../core/format';

export interface UsagePoint {
  day: number;
  date: string;
  chat: number;
  voice: number;
  /** Chat and voice tokens from the 1st to the end of this day. */
  cumulativeChat: number;
  cumulativeTotal: number;
}

export interface UsageFigures {
  points: UsagePoint[];
  daysInMonth: number;
  dayOfMonth: number;
  used: number;
  projected: number;
  remaining: number;
  /**
   * The purchased tokens this month could still reach: used so far plus what remains. Drawn only
   * when the projection comes near it, or the chart would be squeezed under a line far above.
   */
  ceiling: number;
  /** Whole days the remaining tokens last at this month's daily pace; null with no use yet. */
  runwayDays: number | null;
  /** The projection goes past what remains before the month ends. */
  runsOutThisMonth: boolean;
}

/** The usage view's answer, as the chart and its table read it. */
export function usageFigures(usage: UsageView): UsageFigures {
  let cumulativeChat = 0;
  let cumulativeTotal = 0;
  const points = usage.days.map((entry, index) => {
    cumulativeChat += entry.chat_tokens;
    cumulativeTotal += entry.chat_tokens + entry.voice_tokens;
    return {
      day: index + 1,
      date: entry.date,
      chat: entry.chat_tokens,
      voice: entry.voice_tokens,
      cumulativeChat,
      cumulativeTotal,
    };
  });
  const dailyPace = usage.day_of_month > 0 ? usage.tokens_used / usage.day_of_month : 0;
  return {
    points,
    daysInMonth: usage.days_in_month,
    dayOfMonth: usage.day_of_month,
    used: usage.tokens_used,
    projected: usage.projected_monthly_tokens,
    remaining: usage.remaining_tokens,
    ceiling: usage.tokens_used + usage.remaining_tokens,
    runwayDays: dailyPace > 0 ? Math.floor(usage.remaining_tokens / dailyPace) : null,
    runsOutThisMonth: usage.projected_monthly_tokens > usage.tokens_used + usage.remaining_tokens,
  };
}

/** Whether the ceiling line belongs on the chart: near enough to the projection to be read beside it. */
export const showsCeiling = (figures: UsageFigures): boolean => figures.ceiling <= figures.projected * 1.5;

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** `2026-11` as `November`. */
export function monthOf(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthFormat.format(date);
}

/** The one-line summary screen readers hear and print shows. */
export function usageSummary(usage: UsageView, figures: UsageFigures): string {
  const month = monthOf(usage.month);
  const chat = figures.points.at(-1)?.cumulativeChat ?? 0;
  const days = figures.dayOfMonth === 1 ? 'the first day' : `the first ${figures.dayOfMonth} days`;
  const used = `${formatCount(figures.used)} tokens used in ${days} of ${month} (${formatCount(chat)} chat, ${formatCount(figures.used - chat)} voice).`;
  const pace = `At this pace, ${formatCount(figures.projected)} by ${month} ${figures.daysInMonth}.`;
  let runway: string;
  if (figures.runwayDays === null) runway = `${formatCount(figures.remaining)} purchased tokens remain.`;
  else if (figures.runsOutThisMonth)
    runway = `The ${formatCount(figures.remaining)} purchased tokens that remain run out in about ${figures.runwayDays} ${figures.runwayDays === 1 ? 'day' : 'days'}.`;
  else
    runway = `${formatCount(figures.remaining)} purchased tokens remain, about ${formatCount(figures.runwayDays)} days at this pace.`;
  return `${used} ${pace} ${runway}`;
}

/** Axis labels: `1.2M`, `350K`, `900`. */
export function formatTokensCompact(value: number): string {
  if (value >= 1_000_000) return `${Number.parseFloat((value / 1_000_000).toFixed(1))}M`;
  if (value >= 1_000) return `${Number.parseFloat((value / 1_000).toFixed(1))}K`;
  return String(Math.round(value));
}
