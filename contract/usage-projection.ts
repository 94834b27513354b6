/**
 * The month's projected token use, as the spec defines it: what was used so far, spread over the
 * days gone by and stretched to the whole month. Shared by the server (GET /stats/usage) and the
 * dashboard, so the two never disagree. Days are of the same calendar month, the current one
 * counted as gone by: on the 1st the projection is the day's use times the month's days.
 */
export function projectMonthlyTokens(tokensUsed: number, dayOfMonth: number, daysInMonth: number): number {
  if (!Number.isInteger(daysInMonth) || daysInMonth < 28 || daysInMonth > 31) {
    throw new RangeError(`daysInMonth must be 28 to 31, got ${daysInMonth}`);
  }
  if (!Number.isInteger(dayOfMonth) || dayOfMonth < 1 || dayOfMonth > daysInMonth) {
    throw new RangeError(`dayOfMonth must be 1 to ${daysInMonth}, got ${dayOfMonth}`);
  }
  if (!Number.isFinite(tokensUsed) || tokensUsed < 0) {
    throw new RangeError(`tokensUsed must be a number of tokens, got ${tokensUsed}`);
  }
  // Multiplied first: the product of whole numbers is exact, so halves round as they should.
  return Math.round((tokensUsed * daysInMonth) / dayOfMonth);
}

/** The number of days of a month (UTC calendar); `month` is 1 to 12. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
