import { COMMENT_ALLOWED_TAGS, COMMENT_LINK_REL, COMMENT_LINK_SCHEMES } from '../../contract/comment-answers';

export type CommentTag = (typeof COMMENT_ALLOWED_TAGS)[number];

/** A link that survived: its checked target and the contract's rel. */
export interface CommentLink {
  href: string;
  rel: typeof COMMENT_LINK_REL;
}

/** What a rebuilt comment is made of, in the caller's own kind of node (DOM nodes, React nodes). */
export interface CommentBuilder<Out> {
  text(value: string): Out;
  /** An allowed element; `link` only for an `a` whose target is allowed (a refused one keeps its text, no href). */
  element(tag: CommentTag, children: Out[], link: CommentLink | undefined, index: number): Out;
  /** An element outside the allowlist gives way to its children, as the server's sanitiser does. */
  unwrap(children: Out[], index: number): Out;
}

const ALLOWED = new Set<string>(COMMENT_ALLOWED_TAGS);
const SCHEMES = new Set<string>(COMMENT_LINK_SCHEMES.map((scheme) => `${scheme}:`));
// Their content is code or styling, never text a reader should see.
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript', 'svg', 'math']);

function allowedLink(href: string | null): CommentLink | undefined {
  if (!href) return undefined;
  try {
    // A relative address has no scheme of its own: only absolute http, https and mailto stay.
    return SCHEMES.has(new URL(href).protocol) ? { href, rel: COMMENT_LINK_REL } : undefined;
  } catch {
    return undefined;
  }
}

function rebuild<Out>(parent: Node, builder: CommentBuilder<Out>): Out[] {
  const built: Out[] = [];
  for (const [index, node] of [...parent.childNodes].entries()) {
    if (node.nodeType === Node.TEXT_NODE) built.push(builder.text(node.textContent ?? ''));
    if (!(node instanceof Element) || DROPPED_WITH_CONTENT.has(node.localName)) continue;
    const children = rebuild(node, builder);
    const tag = node.localName;
    if (!ALLOWED.has(tag)) built.push(builder.unwrap(children, index));
    else
      built.push(
        builder.element(
          tag as CommentTag,
          children,
          tag === 'a' ? allowedLink(node.getAttribute('href')) : undefined,
          index,
        ),
      );
  }
  return built;
}

/**
 * A comment's HTML rebuilt from the contract's allowlist: the server sanitised it already, and this
 * is the second line of defence. DOMParser's document is inert (no script runs, nothing loads),
 * and only allowed tags and a checked link target are handed to the builder, so no attribute,
 * handler or markup of the source reaches the page, and nothing is ever set as innerHTML.
 */
export function rebuildComment<Out>(html: string, builder: CommentBuilder<Out>): Out[] {
  return rebuild(new DOMParser().parseFromString(html, 'text/html').body, builder);
}

const domBuilder: CommentBuilder<Node> = {
  text: (value) => document.createTextNode(value),
  element(tag, children, link) {
    const element = document.createElement(tag);
    if (link) Object.assign(element, link);
    element.append(...children);
    return element;
  },
  unwrap(children) {
    const fragment = document.createDocumentFragment();
    fragment.append(...children);
    return fragment;
  },
};

/** A comment's HTML as page nodes of the allowlist only, for a builder's own template to hold. */
export function commentFragment(html: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  fragment.append(...rebuildComment(html, domBuilder));
  return fragment;
}
