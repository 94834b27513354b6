import type { CommentPost, CommentThread } from '../../contract/comment-answers';
import { commentFragment } from '../kit/comment-content';
import { text } from './texts';

/** Posts are `data-ms-post` parts, replies (Memberstack's threads) `data-ms-thread` parts. */
export type CommentFamily = 'post' | 'thread';

export type CommentItem = CommentPost | CommentThread;

export const ITEM = '[data-ms-post="item"],[data-ms-thread="item"]';
const FORM = '[data-ms-post="form"],[data-ms-thread="form"]';

/**
 * A channel's templates: copies of its first post item and of the first reply item inside it,
 * taken before anything changes them, and the page's own post item, before which the posts go.
 * The page's items (the templates and the builder's sample copies) stay in the page, hidden, so
 * that the inspector still checks the builder's markup.
 */
export interface ChannelTemplates {
  post: Element;
  reply: Element | null;
  place: Element;
}

function hideTemplate(item: Element): void {
  if (!(item instanceof HTMLElement)) return;
  item.hidden = true;
  // A builder's own `display` on the item's class would show it again.
  item.style.setProperty('display', 'none', 'important');
}

export function takeTemplates(container: Element): ChannelTemplates | null {
  const items = [...container.querySelectorAll('[data-ms-post="item"]')];
  const place = items[0];
  if (!place) return null;
  const post = place.cloneNode(true) as Element;
  const reply = post.querySelector('[data-ms-thread="item"]')?.cloneNode(true) as Element | undefined;
  for (const item of items) hideTemplate(item);
  return { post, reply: reply ?? null, place };
}

/** A post from the template, a comment node marking where its replies go instead of the sample replies. */
export function clonePost(template: Element): Element {
  const node = template.cloneNode(true) as Element;
  const replies = [...node.querySelectorAll('[data-ms-thread="item"]')];
  replies[0]?.replaceWith(document.createComment('ms-threads'));
  for (const sample of replies.slice(1)) sample.remove();
  return node;
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
