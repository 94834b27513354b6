/**
 * The series colours of the kit's charts, from the theme: two tones of the primary colour and two
 * of the muted text colour, which stay apart in both themes and follow a page that overrides
 * `--cf-color-primary`. A page can set each one itself with `--cf-chart-1` ... `--cf-chart-4`.
 */
export const SERIES_COLORS = [
  'var(--cf-chart-1, var(--cf-color-primary))',
  // Lighter than the primary colour on a light surface, paler on a dark one (the host sets color-scheme).
  'var(--cf-chart-2, light-dark(color-mix(in srgb, var(--cf-color-primary) 45%, var(--cf-color-surface)), color-mix(in srgb, var(--cf-color-primary) 50%, var(--cf-color-text))))',
  'var(--cf-chart-3, var(--cf-color-text-muted))',
  'var(--cf-chart-4, color-mix(in srgb, var(--cf-color-text-muted) 45%, var(--cf-color-surface)))',
] as const;

export const seriesColor = (index: number): string => SERIES_COLORS[index % SERIES_COLORS.length]!;
