/**
 * The inspector shows catalogue descriptions and help as HTML. They are ours, and still pass
 * through an allow-list before they reach the page: a copy is built from scratch with only the
 * allowed elements and text, so nothing the input carries (attributes, handlers, comments, other
 * namespaces) can come along. The input is parsed in a <template>, which is inert: its scripts
 * never run and its images never load.
 *
 * Kept: p, strong, em, code, a, ul, ol, li, br, with no attributes but a link's href. Links keep
 * an http(s) href, or a relative one that resolves to the same origin as the base (the product's
 * server); they open in a new tab with rel="noopener noreferrer". Any other link loses its href
 * and stays as text. Other elements give way to their text, except those whose content is not
 * text for a reader (script, style, svg, ...), which go with everything in them.
 */

const ALLOWED = new Set(['p', 'strong', 'em', 'code', 'a', 'ul', 'ol', 'li', 'br']);
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'select',
  'title',
  'head',
  'xmp',
  'plaintext',
]);
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
// URL parsing drops tabs and newlines anywhere in a URL ("java\tscript:"): so does the scheme test.
const IGNORED_IN_URLS = /[\t\n\r]/g;

export interface SanitizeOptions {
  /**
   * What relative links resolve against and must stay on the origin of: the product's server
   * (e.g. the CDN script's URL on a builder's page). Default: the document's base URL.
   */
  baseUrl?: string;
}

/** The safe copy as an HTML string, for `dangerouslySetInnerHTML` or `innerHTML`. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const holder = document.createElement('div');
  holder.append(sanitizeHtmlFragment(html, options));
  return holder.innerHTML;
}

/** The safe copy as nodes of this document, ready to append. */
export function sanitizeHtmlFragment(html: string, options: SanitizeOptions = {}): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = String(html ?? '');
  const base = options.baseUrl ?? document.baseURI;
  const output = document.createDocumentFragment();
  copyChildren(template.content, output, base);
  return output;
}

function copyChildren(from: Node, to: Node, base: string): void {
  for (let node = from.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === Node.TEXT_NODE) {
      to.appendChild(document.createTextNode((node as Text).data));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = node as Element;
    // SVG and MathML (and anything else outside HTML) go whole: their parsing rules differ.
    if (element.namespaceURI !== HTML_NAMESPACE) continue;
    const tag = element.localName;
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    if (!ALLOWED.has(tag)) {
      copyChildren(element, to, base);
      continue;
    }
    if (tag === 'a') {
      const href = safeHref(element.getAttribute('href'), base);
      if (!href) {
        copyChildren(element, to, base);
        continue;
      }
      const link = document.createElement('a');
      link.href = href;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      copyChildren(element, link, base);
      to.appendChild(link);
      continue;
    }
    const copy = document.createElement(tag);
    copyChildren(element, copy, base);
    to.appendChild(copy);
  }
}

/** An http(s) URL, or a relative one on the base's origin; resolved against the base. */
export function safeHref(href: string | null, base: string): string | null {
  const written = href?.replace(IGNORED_IN_URLS, '').trim();
  if (!written) return null;
  let url: URL;
  let origin: string;
  try {
    url = new URL(written, base);
    origin = new URL(base).origin;
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Relative: only to the same origin ("//elsewhere" and "/\elsewhere" are relative too).
  if (!SCHEME.test(written) && url.origin !== origin) return null;
  return url.href;
}
