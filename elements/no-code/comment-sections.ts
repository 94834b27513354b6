/** An empty comment section: a builder's container with no template of their own inside. */
const isEmpty = (container: Element) => container.childElementCount === 0 && !container.textContent?.trim();

/**
 * Every empty `data-ms-channel` container in `root` (itself included) gets the comment element,
 * whose code the CDN script loads when the tag appears, so the runtime carries none of it. The
 * container's `data-ms-post-creator` names the public field shown as an author's name; an empty
 * channel key is the page's path, as the element's own default. A container with the builder's
 * templates inside is left to them.
 */
export function mountCommentSections(root: Element | Document): void {
  const inside = [...root.querySelectorAll('[data-ms-channel]')];
  const containers = root instanceof Element && root.matches('[data-ms-channel]') ? [root, ...inside] : inside;
  for (const container of containers.filter(isEmpty)) {
    const section = document.createElement('ms-comments');
    section.setAttribute('channel', container.getAttribute('data-ms-channel') ?? '');
    const authorField = container.getAttribute('data-ms-post-creator');
    if (authorField) section.setAttribute('author-field', authorField);
    container.append(section);
  }
}
