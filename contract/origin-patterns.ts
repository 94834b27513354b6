/**
 * An app's allowed origins as its settings write them: exact origins (`https://shop.example`),
 * a `*` for one host label (`https://*.shop.example`) and `:*` for any port
 * (`http://127.0.0.1:*`). A `*` after a colon stands for a port, anywhere else for one host label,
 * so `https://*.example.com` never matches `https://evil.com`. The service's CORS and the no-code
 * runtime's redirects read them the same way.
 */
export function originMatcher(patterns: readonly string[]): (origin: string) => boolean {
  const regexes = patterns.map((pattern) => {
    const source = pattern
      .replace(/\/+$/, '')
      .split(/(:?\*)/)
      .map((part) => {
        if (part === ':*') return ':\\d{1,5}';
        if (part === '*') return '[A-Za-z0-9-]+';
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    return new RegExp(`^${source}$`, 'i');
  });
  return (origin) => regexes.some((regex) => regex.test(origin));
}

/** One pattern as originMatcher reads it: http(s), a host (its first label may be `*`), a port or `:*`. */
const ORIGIN_PATTERN = /^https?:\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:(\d{1,5}|\*))?$/;

/** Whether the text is an allowed origin an app's settings may name (nothing after the port, no path). */
export function isOriginPattern(text: string): boolean {
  return text.length <= 253 && ORIGIN_PATTERN.test(text);
}
