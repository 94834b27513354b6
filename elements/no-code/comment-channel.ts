import { COMMENT_LIMITS, type CommentPost, type CommentThread, type CommentVote } from '../../contract/comment-answers';
import type { CommentStreamEvent } from '../../contract/comment-events';
import { log } from '../core/log';
import { commentHtmlFromText } from '../core/membership/comment-text';
import { commentsClient } from '../core/membership/comments-client';
import { openChannelStream } from '../kit/comment-stream';
import { membershipClient, membershipSession } from '../kit/membership/membership-runtime';
import { busyWhile, needsMember } from './clicks';
import {
  type CommentFamily,
  type CommentItem,
  fillItem,
  ITEM,
  clonePost,
  partsOf,
  replyMarker,
  takeTemplates,
} from './comment-template';
import { isControl } from './dom';

interface ShownReply {
  family: 'thread';
  item: CommentThread;
  node: Element;
  post: ShownPost;
}

interface ShownPost {
  family: 'post';
  item: CommentPost;
  node: Element;
  replies: Map<string, ShownReply>;
  /** New replies already added to the count: the member's own answer and its echo on the stream count once. */
  countedReplies: Set<string>;
  /** Replies shown (the post has no `showThreads` toggle, or it was opened). */
  open: boolean;
  repliesLoaded: boolean;
  moreReplies: boolean;
}

type Shown = ShownPost | ShownReply;

const FORMS = '[data-ms-post="form"],[data-ms-thread="form"]';
const CONTROLS = ['upvote', 'downvote', 'showThreads', 'loadMore']
  .flatMap((value) => [`[data-ms-post="${value}"]`, `[data-ms-thread="${value}"]`])
  .join();

const kindOf = (family: CommentFamily) => (family === 'post' ? 'posts' : 'threads');

/** Parts of the channel itself (not of a post): its 'Load more', its new-post form. */
const channelParts = (container: Element, selector: string) =>
  [...container.querySelectorAll<HTMLElement>(selector)].filter((part) => !part.closest(ITEM));

/**
 * A builder's own comment templates in a `data-ms-channel` container, filled from the channel:
 * one clone of the `data-ms-post="item"` template per post, newest first, with its replies from the
 * `data-ms-thread="item"` template; votes, replies and new posts for the signed-in member (a
 * visitor gets the login modal); the whole channel again when someone signs in or out, for their
 * own votes; other people's posts, replies, edits, deletions and votes as the channel's stream
 * tells of them (`apply`, also answered for tests). Answers null when the container holds no post
 * template.
 */
export function startCommentChannel(container: Element): { apply(event: CommentStreamEvent): void } | null {
  const templates = takeTemplates(container);
  if (!templates) return null;
  const { post: postTemplate, reply: replyTemplate, place } = templates;
  const channelKey = container.getAttribute('data-ms-channel')?.trim() || location.pathname;
  const client = commentsClient(membershipClient);
  const posts = new Map<string, ShownPost>();
  const shownOf = new WeakMap<Element, Shown>();
  let totalCount = 0;
  let generation = 0;

  function showPostParts(post: ShownPost): void {
    fillItem(post.node, 'post', post.item);
    for (const toggle of partsOf(post.node, 'data-ms-post', 'showThreads'))
      toggle.setAttribute('aria-expanded', String(post.open));
    for (const more of partsOf(post.node, 'data-ms-thread', 'loadMore')) more.hidden = !(post.open && post.moreReplies);
    for (const reply of post.replies.values()) (reply.node as HTMLElement).hidden = !post.open;
  }

  function showLoadMore(): void {
    for (const more of channelParts(container, '[data-ms-post="loadMore"]')) more.hidden = posts.size >= totalCount;
  }

  /** `live`: an item of the stream, which carries no reader's own vote, so the one the page knows stays. */
  function showPost(item: CommentPost, where: 'first' | 'last', live = false): ShownPost {
    const shown = posts.get(item.id);
    if (shown) {
      shown.item = live ? { ...item, myVote: shown.item.myVote } : item;
      showPostParts(shown);
      return shown;
    }
    const node = clonePost(postTemplate);
    const hasToggle = partsOf(node, 'data-ms-post', 'showThreads').length > 0;
    const post: ShownPost = {
      family: 'post',
      item,
      node,
      replies: new Map(),
      countedReplies: new Set(),
      open: !hasToggle,
      repliesLoaded: false,
      moreReplies: false,
    };
    posts.set(item.id, post);
    shownOf.set(node, post);
    const first = where === 'first' ? [...posts.values()].find((one) => one !== post && one.node.isConnected) : null;
    place.parentNode?.insertBefore(node, first?.node ?? place);
    showPostParts(post);
    if (post.open && item._count.Threads > 0) void loadReplies(post);
    return post;
  }

  /** Shows a reply under its post; answers whether it is new to the page. */
  function showReply(post: ShownPost, item: CommentThread, live = false): boolean {
    const shown = post.replies.get(item.id);
    if (shown) {
      shown.item = live ? { ...item, myVote: shown.item.myVote } : item;
      fillItem(shown.node, 'thread', shown.item);
      return false;
    }
    const marker = replyTemplate && replyMarker(post.node);
    if (!replyTemplate || !marker) return true;
    const node = replyTemplate.cloneNode(true) as Element;
    const reply: ShownReply = { family: 'thread', item, node, post };
    // Oldest first, wherever a reply comes from (a page, the member's own, the stream).
    const later = [...post.replies.values()]
      .filter((other) => Number(other.item.internalOrder) > Number(item.internalOrder))
      .sort((one, other) => Number(one.item.internalOrder) - Number(other.item.internalOrder))[0];
    post.replies.set(item.id, reply);
    shownOf.set(node, reply);
    marker.parentNode?.insertBefore(node, later?.node ?? marker);
    (node as HTMLElement).hidden = !post.open;
    fillItem(node, 'thread', item);
    return true;
  }

  function removePost(id: string): void {
    const post = posts.get(id);
    if (!post) return;
    post.node.remove();
    posts.delete(id);
    totalCount = Math.max(0, totalCount - 1);
    showLoadMore();
  }

  /** Counts a reply new since the post was read, once, whichever comes first: the answer or the stream's echo. */
  function countNewReply(post: ShownPost, replyId: string): void {
    if (post.countedReplies.has(replyId)) return;
    post.countedReplies.add(replyId);
    countReplies(post, 1);
  }

  function countReplies(post: ShownPost, change: number): void {
    post.item = {
      ...post.item,
      _count: { ...post.item._count, Threads: Math.max(0, post.item._count.Threads + change) },
    };
    showPostParts(post);
  }

  async function loadReplies(post: ShownPost, after?: string): Promise<void> {
    const { threads } = await client.replies(post.item.id, { after });
    for (const reply of threads) showReply(post, reply);
    post.repliesLoaded = true;
    post.moreReplies = threads.length === COMMENT_LIMITS.pageDefault;
    showPostParts(post);
  }

  async function loadPosts(after?: string): Promise<void> {
    const started = generation;
    const answer = await client.posts(channelKey, { order: 'newest', after });
    // Someone signed in or out meanwhile: the later load shows the channel.
    if (started !== generation) return;
    totalCount = answer.totalCount;
    for (const post of answer.posts) showPost(post, 'last');
    showLoadMore();
  }

  function reload(): void {
    generation += 1;
    for (const post of posts.values()) post.node.remove();
    posts.clear();
    container.setAttribute('data-ms-state', 'loading');
    loadPosts().then(
      () => container.setAttribute('data-ms-state', 'loaded'),
      (error: unknown) => {
        container.setAttribute('data-ms-state', 'error');
        log.error('Chain Forge could not load the comments.', error);
      },
    );
  }

  function vote(control: Element, shown: Shown, direction: CommentVote): void {
    if (!needsMember()) return;
    const next = shown.item.myVote === direction ? 'NONE' : direction;
    void busyWhile(control, async () => {
      const answer = await client.vote<CommentItem>(kindOf(shown.family), shown.item.id, next);
      if (shown.family === 'post') showPost(answer as CommentPost, 'last');
      else showReply(shown.post, answer as CommentThread);
    });
  }

  async function openReplies(post: ShownPost, open: boolean): Promise<void> {
    post.open = open;
    showPostParts(post);
    if (open && !post.repliesLoaded) await loadReplies(post);
  }

  function act(control: HTMLElement): void {
    const family: CommentFamily = control.hasAttribute('data-ms-post') ? 'post' : 'thread';
    const action = control.getAttribute(`data-ms-${family}`);
    const itemNode = control.closest(ITEM);
    const shown = itemNode ? shownOf.get(itemNode) : undefined;
    if (action === 'upvote' || action === 'downvote') {
      if (shown) vote(control, shown, action === 'upvote' ? 'UP' : 'DOWN');
    } else if (action === 'showThreads') {
      if (shown?.family === 'post') void busyWhile(control, () => openReplies(shown, !shown.open));
    } else if (family === 'post') {
      void busyWhile(control, () => loadPosts([...posts.values()].at(-1)?.item.internalOrder));
    } else if (shown?.family === 'post') {
      void busyWhile(control, () => loadReplies(shown, [...shown.replies.values()].at(-1)?.item.internalOrder));
    }
  }

  /** A new post, or a reply to the post the form is in, from the form's `content` field. */
  function send(formPart: Element, busy: Element): void {
    const family: CommentFamily = formPart.hasAttribute('data-ms-post') ? 'post' : 'thread';
    const field = formPart.querySelector(`[data-ms-${family}="content"]`);
    if (!field || !isControl(field)) return;
    const typed = field.value.trim();
    field.toggleAttribute('aria-invalid', !typed);
    if (!typed) {
      field.focus();
      return;
    }
    if (!needsMember()) return;
    const content = commentHtmlFromText(typed);
    const itemNode = formPart.closest(ITEM);
    const shown = itemNode ? shownOf.get(itemNode) : undefined;
    void busyWhile(busy, async () => {
      if (family === 'post') {
        const post = await client.createPost(channelKey, content);
        if (!posts.has(post.id)) totalCount += 1;
        showPost(post, 'first');
      } else {
        if (shown?.family !== 'post') return;
        const reply = await client.createReply(shown.item.id, content);
        showReply(shown, reply);
        countNewReply(shown, reply.id);
        await openReplies(shown, true);
      }
      field.value = '';
    });
  }

  container.addEventListener('click', (event) => {
    const target = event.target as Element;
    const control = target.closest<HTMLElement>(CONTROLS);
    if (control && container.contains(control)) {
      event.preventDefault();
      act(control);
      return;
    }
    // A form part that is no <form> (a builder's div with a field and a button) sends on its button.
    const button = target.closest('button');
    const formPart = button?.closest(FORMS);
    if (button && formPart && !button.form && container.contains(formPart)) {
      event.preventDefault();
      send(formPart, button);
    }
  });
  container.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const formPart = form.closest(FORMS);
    if (!formPart || !container.contains(formPart)) return;
    event.preventDefault();
    send(formPart, form);
  });
  function apply(event: CommentStreamEvent): void {
    switch (event.type) {
      case 'post.created':
        if (!posts.has(event.post.id)) totalCount += 1;
        showPost(event.post, 'first', true);
        showLoadMore();
        return;
      case 'post.updated':
      case 'post.hidden':
      case 'post.restored':
        // A post of a page not loaded yet is not brought in.
        if (posts.has(event.post.id)) showPost(event.post, 'first', true);
        return;
      case 'thread.created':
      case 'thread.updated':
      case 'thread.hidden':
      case 'thread.restored': {
        const post = posts.get(event.thread.postId);
        if (!post) return;
        const isNew = !post.replies.has(event.thread.id);
        if (post.repliesLoaded || post.open) showReply(post, event.thread, true);
        if (isNew && event.type === 'thread.created') countNewReply(post, event.thread.id);
        return;
      }
      case 'post.deleted':
        if (event.post && posts.has(event.id)) showPost(event.post, 'first', true);
        else if (!event.post) removePost(event.id);
        return;
      case 'thread.deleted': {
        const post = posts.get(event.postId);
        const reply = post?.replies.get(event.id);
        if (!post) return;
        reply?.node.remove();
        post.replies.delete(event.id);
        countReplies(post, -1);
        return;
      }
      case 'votes': {
        const shown = posts.get(event.id) ?? [...posts.values()].find((post) => post.replies.has(event.id));
        const target = shown?.item.id === event.id ? shown : shown?.replies.get(event.id);
        if (!target) return;
        const item = { ...target.item, _count: { ...target.item._count, ...event._count } };
        if (target.family === 'post') showPost(item as CommentPost, 'first', true);
        else showReply(target.post, item as CommentThread, true);
        return;
      }
      case 'reset':
        reload();
        return;
      case 'typing':
        return;
    }
  }

  membershipSession.onAuthChange(reload);
  reload();
  const close = openChannelStream(client.eventsUrl(channelKey), {
    onEvent(event) {
      // The builder's script took the section off the page: its stream goes with it.
      if (container.isConnected) apply(event);
      else close();
    },
    onReopened: reload,
  });
  return { apply };
}
