/**
 * Server-rendered pages (development checkout, provider popups): every interpolated value is
 * escaped unless it is already Html, so data never becomes markup.
 */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

type Part = Html | string | number | null | undefined | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  return new Html(strings.reduce((out, text, i) => out + text + (i < parts.length ? render(parts[i]) : ''), ''));
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1b1f24}
label{display:block;margin:.75rem 0 .25rem}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}
button{font:inherit;padding:.5rem 1rem;margin-top:1rem;background:rgb(41,98,255);color:#fff;border:0;border-radius:4px;cursor:pointer}
.error{color:#b00020;font-weight:600}.note{color:#57606a;font-size:.875rem}table{border-collapse:collapse}td{padding:.25rem .75rem .25rem 0}`;

/**
 * A whole page with a CSP of its own: nothing but inline style and, when given, the one script
 * with this nonce; forms may post to this server and to `formTargets` (redirects after a post count).
 * Referrer `same-origin`: the page's URL (a sealed session in it) never reaches another site, and
 * its own form posts still carry their Origin, which `no-referrer` would make `null` (refused as
 * another site's form by the development checkout).
 */
export function page(
  title: string,
  body: Html,
  { nonce, formTargets = [] }: { nonce?: string; formTargets?: string[] } = {},
) {
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    nonce ? `script-src 'nonce-${nonce}'` : "script-src 'none'",
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  const document = html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="same-origin"><title>${title}</title><style>${new Html(STYLE)}</style></head><body>${body}</body></html>`;
  return {
    body: document.value,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': csp,
      'Cache-Control': 'no-store',
    },
  };
}
