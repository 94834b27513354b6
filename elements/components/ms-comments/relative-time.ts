const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * '5 minutes ago' in the page's language (its `lang`, else English as the widget's texts are);
 * under a minute, `justNow` (the catalogue's words).
 */
export function relativeTime(iso: string, justNow: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const unit = UNITS.find(([, size]) => Math.abs(seconds) >= size);
  if (!unit) return justNow;
  const format = new Intl.RelativeTimeFormat(document.documentElement.lang || 'en', { numeric: 'auto' });
  return format.format(Math.trunc(seconds / unit[1]), unit[0]);
}

/** The exact time, for the `title` a pointer shows. */
export const exactTime = (iso: string): string =>
  new Date(iso).toLocaleString(document.documentElement.lang || 'en', { dateStyle: 'medium', timeStyle: 'short' });
