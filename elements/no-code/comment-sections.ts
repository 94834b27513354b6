import { log } from '../core/log';

/** An empty comment section: a builder's container with no template of their own inside. */
const isEmpty = (container: Element) => container.childElementCount === 0 && !container.textContent?.trim();

/** Containers already given their comments: filling a template empties it of its template. */
const started = new WeakSet<Element>();

/** A builder's own templates, filled by comment-channel.ts: a chunk only pages with templates load. */
function fillTemplates(container: Element): void {
  import('./comment-channel').then(
    ({ startCommentChannel }) => startCommentChannel(container),
    (error: unknown) => log.error('Chain Forge could not load its comment templates.', error),
  );
}

/**
 * Every `data-ms-channel` container in `root` (itself included) becomes a comment section. An
 * empty one gets the comment element, whose code the CDN script loads when the tag appears, so
 * the runtime carries none of it; its `data-ms-post-creator` names the public field shown as an
 * author's name, and an empty channel key is the page's path, as the element's own default. One
 * holding a `data-ms-post="item"` template has it filled, by code loaded only then.
 */
export function mountCommentSections(root: Element | Document): void {
  const inside = [...root.querySelectorAll('[data-ms-channel]')];
  const containers = root instanceof Element && root.matches('[data-ms-channel]') ? [root, ...inside] : inside;
  for (const container of containers) {
    if (started.has(container)) continue;
    if (container.querySelector('[data-ms-post="item"]')) {
      started.add(container);
      fillTemplates(container);
    } else if (isEmpty(container)) {
      started.add(container);
      const section = document.createElement('ms-comments');
      section.setAttribute('channel', container.getAttribute('data-ms-channel') ?? '');
      const authorField = container.getAttribute('data-ms-post-creator');
      if (authorField) section.setAttribute('author-field', authorField);
      container.append(section);
    }
  }
}
