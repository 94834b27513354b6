/** The swatch takes `#rrggbb` only: `#rgb` is widened, and other colours show as the fallback. */
export function hexOf(value: string, fallback: string): string {
  const text = value.trim();
  if (/^#[\da-f]{6}$/i.test(text)) return text.toLowerCase();
  const short = /^#([\da-f])([\da-f])([\da-f])$/i.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[\da-f]{6}$/i.test(fallback) ? fallback : '#000000';
}
