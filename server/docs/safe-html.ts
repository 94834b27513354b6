/**
 * The catalogue's HTML is ours, and the attribute reference still passes it through an
 * allow-list: only p, strong, em, code, ul, ol, li, br and links (http(s), a same-site path or an
 * anchor) come out as tags, without attributes but a link's href; every other tag is dropped and
 * everything else is text, escaped. Tags left open are closed, stray closing tags dropped.
 */

const ALLOWED = new Set(['p', 'strong', 'em', 'code', 'a', 'ul', 'ol', 'li', 'br']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
// An ampersand that does not start a character reference is text.
const BARE_AMPERSAND = /&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g;

/** Text for an HTML body: markup characters escaped, character references kept. */
export const escapeText = (text: string) =>
  text.replace(BARE_AMPERSAND, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Anything, as text or a double-quoted attribute value. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** http(s), a path on this site or an anchor; null for anything else. */
export function safeHref(href: string): string | null {
  const written = href.replace(/[\t\n\r]/g, '').trim();
  if (/^https?:\/\/[^\s/\\]/i.test(written)) return written;
  if (/^\/(?![/\\])/.test(written) || written.startsWith('#')) return written;
  return null;
}

export function safeHtml(html: string): string {
  let out = '';
  let last = 0;
  const open: string[] = [];
  for (const match of html.matchAll(TAG)) {
    out += escapeText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, rawName, attributes = ''] = match;
    const name = rawName!.toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      if (!open.includes(name)) continue;
      while (open.length) {
        const top = open.pop()!;
        out += `</${top}>`;
        if (top === name) break;
      }
      continue;
    }
    if (name === 'br') {
      out += '<br>';
      continue;
    }
    if (name === 'a') {
      const written = HREF.exec(attributes);
      const href = written ? safeHref(written[1] ?? written[2] ?? written[3] ?? '') : null;
      out += href ? `<a href="${escapeHtml(href)}">` : '<a>';
    } else out += `<${name}>`;
    open.push(name);
  }
  out += escapeText(html.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
