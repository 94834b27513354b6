import { createElement, Fragment, type ReactNode } from 'react';
import { COMMENT_ALLOWED_TAGS, COMMENT_LINK_REL, COMMENT_LINK_SCHEMES } from '../../core/contract/comment-answers';

const ALLOWED = new Set<string>(COMMENT_ALLOWED_TAGS);
const SCHEMES = new Set<string>(COMMENT_LINK_SCHEMES.map((scheme) => `${scheme}:`));
// Their content is code or styling, never text a reader should see.
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript', 'svg', 'math']);

function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  try {
    // A relative address has no scheme of its own: only absolute http, https and mailto stay.
    return SCHEMES.has(new URL(href).protocol) ? href : undefined;
  } catch {
    return undefined;
  }
}

function nodesOf(parent: Node): ReactNode[] {
  return [...parent.childNodes].map((node, index) => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (!(node instanceof Element)) return null;
    const tag = node.localName;
    if (DROPPED_WITH_CONTENT.has(tag)) return null;
    const children = nodesOf(node);
    // An element outside the allowlist gives way to its text, as the server's sanitiser does.
    if (!ALLOWED.has(tag)) return createElement(Fragment, { key: index }, ...children);
    if (tag === 'br') return createElement('br', { key: index });
    if (tag !== 'a') return createElement(tag, { key: index }, ...children);
    const href = safeHref(node.getAttribute('href'));
    return createElement('a', { key: index, href, rel: href ? COMMENT_LINK_REL : undefined }, ...children);
  });
}

/**
 * A comment's HTML as React nodes, rebuilt from the allowlist: the server sanitised it already,
 * and this is the second line of defence. DOMParser's document is inert (no script runs, nothing
 * loads), and only allowed tags and a checked `href` are copied out, so no attribute, handler or
 * markup of the source reaches the page; nothing is set as innerHTML.
 */
export function commentNodes(html: string): ReactNode[] {
  return nodesOf(new DOMParser().parseFromString(html, 'text/html').body);
}

/** A comment's HTML back as the plain text a member edits: its blocks apart by a blank line. */
export function commentPlainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const br of body.querySelectorAll('br')) br.replaceWith('\n');
  const blocks = [...body.children].map((block) => (block.textContent ?? '').trim());
  return blocks.length ? blocks.join('\n\n') : (body.textContent ?? '').trim();
}
