import type { CommentPost, CommentThread } from '../core/contract/comment-answers';
import { commentFragment } from '../kit/comment-content';
import { text } from './texts';

/** Posts are `data-ms-post` parts, replies (Memberstack's threads) `data-ms-thread` parts. */
export type CommentFamily = 'post' | 'thread';

export type CommentItem = CommentPost | CommentThread;

export const ITEM = '[data-ms-post="item"],[data-ms-thread="item"]';
const FORM = '[data-ms-post="form"],[data-ms-thread="form"]';

/**
 * One family's template: its first item, taken out of the page to be cloned for each post or
 * reply, and the place it stood, marked by a comment node, where the clones go. Further items are
 * the builder's sample copies, and go.
 */
export interface ItemTemplate {
  item: Element;
  marker: Comment;
}

export function takeTemplate(root: Element, family: CommentFamily): ItemTemplate | null {
  const items = [...root.querySelectorAll(`[data-ms-${family}="item"]`)];
  const item = items[0];
  if (!item) return null;
  const marker = document.createComment(`ms-${family}s`);
  item.replaceWith(marker);
  for (const sample of items.slice(1)) sample.remove();
  return { item, marker };
}

/** The marker a cloned post holds where its replies go. */
export function replyMarker(postNode: Element): Comment | null {
  const walker = document.createTreeWalker(postNode, NodeFilter.SHOW_COMMENT);
  while (walker.nextNode())
    if ((walker.currentNode as Comment).data === 'ms-threads') return walker.currentNode as Comment;
  return null;
}

/**
 * The parts of one item carrying `attribute` (`data-ms-post`, `data-ms-post-creator`, ...): its
 * own, not those of a reply inside a post nor the fields of a form.
 */
export function partsOf(itemNode: Element, attribute: string, value?: string): HTMLElement[] {
  const selector = value === undefined ? `[${attribute}]` : `[${attribute}="${value}"]`;
  return [...itemNode.querySelectorAll<HTMLElement>(selector)].filter(
    (part) => part.closest(ITEM) === itemNode && !part.closest(FORM),
  );
}

/** The item's place shown as `data-ms-<family>="createdAt"`: the page's language, the exact time on hover. */
function showTime(part: HTMLElement, iso: string): void {
  const date = new Date(iso);
  const language = document.documentElement.lang || 'en';
  part.textContent = date.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
  if (part instanceof HTMLTimeElement) part.dateTime = iso;
}

/** Only an http(s) image of the author's: anything else (a data: or javascript: address) is not loaded. */
function showImage(part: HTMLElement, item: CommentItem): void {
  const source = item.member?.profileImage ?? '';
  const allowed = /^https?:\/\//i.test(source);
  part.hidden = !allowed;
  if (part instanceof HTMLImageElement) {
    if (allowed) part.src = source;
    else part.removeAttribute('src');
    part.alt = item.member?.displayName ?? '';
  } else part.style.backgroundImage = allowed ? `url("${encodeURI(source)}")` : '';
}

/**
 * Fills one cloned post or reply with what the service answered, as text or as the comment's
 * rebuilt allowlist HTML (never the answer's HTML itself): content, the author's public fields and
 * image, the time, vote counts and the reader's own vote (`aria-pressed`), and a post's reply count.
 */
export function fillItem(itemNode: Element, family: CommentFamily, item: CommentItem): void {
  const attribute = `data-ms-${family}`;
  const gone = item.deleted ? 'comments.deleted' : item.hidden ? 'comments.hidden' : null;
  for (const part of partsOf(itemNode, attribute)) {
    switch (part.getAttribute(attribute)) {
      case 'content':
        if (gone) part.textContent = text(gone);
        else part.replaceChildren(commentFragment(item.content));
        break;
      case 'ownerProfileImage':
        showImage(part, item);
        break;
      case 'createdAt':
        showTime(part, item.createdAt);
        break;
      case 'upvoteCount':
        part.textContent = String(item._count.likedBy);
        break;
      case 'downvoteCount':
        part.textContent = String(item._count.dislikedBy);
        break;
      case 'threadCount':
        part.textContent = String(item._count.Threads);
        break;
      case 'upvote':
        part.setAttribute('aria-pressed', String(item.myVote === 'UP'));
        part.hidden = !!gone;
        break;
      case 'downvote':
        part.setAttribute('aria-pressed', String(item.myVote === 'DOWN'));
        part.hidden = !!gone;
        break;
      case 'edit':
      case 'delete':
      case 'isModerator':
        // Not filled yet: hidden rather than a control that does nothing.
        part.hidden = true;
        break;
    }
  }
  for (const part of partsOf(itemNode, `${attribute}-creator`)) {
    const field = part.getAttribute(`${attribute}-creator`)?.trim() ?? '';
    part.textContent = item.member ? item.member.customFields[field] || text('comments.anonymous') : '';
  }
  itemNode.toggleAttribute('data-ms-deleted', item.deleted);
  itemNode.toggleAttribute('data-ms-hidden', item.hidden);
}
