import type { CommentPost, CommentThread } from '../../contract/comment-answers';
import type { CommentStreamEvent } from '../../contract/comment-events';
import { countNewReply, countReplies } from './comment-channel-post';
import type { ChannelView } from './comment-channel-view';

/**
 * What the channel's stream tells of other people (posts, replies, edits, deletions and votes)
 * shown on the page; only the posts already loaded change, and a lost stream reads the channel again.
 */
export function applyChannelEvent(view: ChannelView, event: CommentStreamEvent): void {
  const { posts } = view;
  switch (event.type) {
    case 'post.created':
      view.showNewPost(event.post, true);
      return;
    case 'post.updated':
    case 'post.hidden':
    case 'post.restored':
      // A post of a page not loaded yet is not brought in.
      if (posts.has(event.post.id)) view.showPost(event.post, 'first', true);
      return;
    case 'thread.created':
    case 'thread.updated':
    case 'thread.hidden':
    case 'thread.restored': {
      const post = posts.get(event.thread.postId);
      if (!post) return;
      const isNew = !post.replies.has(event.thread.id);
      if (post.repliesLoaded || post.open) view.showReply(post, event.thread, true);
      if (isNew && event.type === 'thread.created') countNewReply(post, event.thread.id);
      return;
    }
    case 'post.deleted':
      if (event.post && posts.has(event.id)) view.showPost(event.post, 'first', true);
      else if (!event.post) view.removePost(event.id);
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
      if (target.family === 'post') view.showPost(item as CommentPost, 'first', true);
      else view.showReply(target.post, item as CommentThread, true);
      return;
    }
    case 'reset':
      view.reload();
      return;
    case 'typing':
      return;
  }
}
