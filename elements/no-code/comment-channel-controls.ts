import type { CommentPost, CommentThread, CommentVote } from '../../contract/comment-answers';
import type { CommentsClient } from '../core/membership/comments-client';
import { busyWhile, needsMember } from './clicks';
import type { Shown } from './comment-channel-post';
import type { ChannelView } from './comment-channel-view';
import { type CommentFamily, type CommentItem, ITEM } from './comment-template';

/** The buttons of a channel's posts and replies (votes, opening the replies) and its 'Load more's. */
export const CONTROLS = ['upvote', 'downvote', 'showThreads', 'loadMore']
  .flatMap((value) => [`[data-ms-post="${value}"]`, `[data-ms-thread="${value}"]`])
  .join();

const kindOf = (family: CommentFamily) => (family === 'post' ? 'posts' : 'threads');

/** The member's vote; the same vote again takes it back. A visitor gets the login modal. */
function vote(view: ChannelView, client: CommentsClient, control: Element, shown: Shown, direction: CommentVote): void {
  if (!needsMember()) return;
  const next = shown.item.myVote === direction ? 'NONE' : direction;
  void busyWhile(control, async () => {
    const answer = await client.vote<CommentItem>(kindOf(shown.family), shown.item.id, next);
    if (shown.family === 'post') view.showPost(answer as CommentPost, 'last');
    else view.showReply(shown.post, answer as CommentThread);
  });
}

/** What a control does: vote, open or close a post's replies, or load the next page of posts or of a post's replies. */
export function actOn(view: ChannelView, client: CommentsClient, control: HTMLElement): void {
  const family: CommentFamily = control.hasAttribute('data-ms-post') ? 'post' : 'thread';
  const action = control.getAttribute(`data-ms-${family}`);
  const shown = view.shownAt(control.closest(ITEM));
  if (action === 'upvote' || action === 'downvote') {
    if (shown) vote(view, client, control, shown, action === 'upvote' ? 'UP' : 'DOWN');
  } else if (action === 'showThreads') {
    if (shown?.family === 'post') void busyWhile(control, () => view.openReplies(shown, !shown.open));
  } else if (family === 'post') {
    void busyWhile(control, () => view.loadPosts([...view.posts.values()].at(-1)?.item.internalOrder));
  } else if (shown?.family === 'post') {
    void busyWhile(control, () => view.loadReplies(shown, [...shown.replies.values()].at(-1)?.item.internalOrder));
  }
}
