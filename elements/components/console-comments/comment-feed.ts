import type {
  ConsoleComment,
  ConsoleCommentChannel,
  ConsoleCommentDeletion,
  ConsoleCommentPage,
} from '../../../contract/console-comment-answers';
import { formatCount } from '../../core/format';

/** The items shown, as pages arrive and acts change them: the server's order is kept. */
export interface CommentFeed {
  comments: ConsoleComment[];
  /** The `after` of the next page; null once the last page is in. */
  endCursor: string | null;
}

export const feedOf = (page: ConsoleCommentPage): CommentFeed => ({
  comments: page.comments,
  endCursor: page.endCursor,
});

/** The next page below the items shown; one already shown (an item moved since) is not shown twice. */
export function withNextPage(feed: CommentFeed, page: ConsoleCommentPage): CommentFeed {
  const shown = new Set(feed.comments.map((comment) => comment.id));
  return {
    comments: [...feed.comments, ...page.comments.filter((comment) => !shown.has(comment.id))],
    endCursor: page.endCursor,
  };
}

/** The item as the server answered an act on it (hidden, restored), in its place. */
export const withComment = (feed: CommentFeed, changed: ConsoleComment): CommentFeed => ({
  ...feed,
  comments: feed.comments.map((comment) => (comment.id === changed.id ? changed : comment)),
});

/**
 * After a deletion: the item goes, or a post with replies stays as the placeholder readers see
 * (no content, no author). A removed post takes its replies with it, and a removed reply is one
 * fewer under its post.
 */
export function withDeletion(feed: CommentFeed, { id, outcome }: ConsoleCommentDeletion): CommentFeed {
  const deleted = feed.comments.find((comment) => comment.id === id);
  if (!deleted) return feed;
  if (outcome === 'placeholder') {
    return withComment(feed, { ...deleted, deleted: true, content: '', author: null });
  }
  const comments = feed.comments
    .filter((comment) => comment.id !== id && comment.postId !== id)
    .map((comment) =>
      deleted.postId !== null && comment.id === deleted.postId
        ? { ...comment, replyCount: Math.max(0, comment.replyCount - 1) }
        : comment,
    );
  return { ...feed, comments };
}

/** A ban or its end shows on every item of that author. */
export const withAuthorBan = (feed: CommentFeed, memberId: string, banned: boolean): CommentFeed => ({
  ...feed,
  comments: feed.comments.map((comment) =>
    comment.author?.id === memberId ? { ...comment, author: { ...comment.author, banned } } : comment,
  ),
});

export interface ChannelCounts {
  posts: number;
  replies: number;
  reported: number;
  hidden: number;
}

export const countsOf = (channel: ConsoleCommentChannel): ChannelCounts => ({
  posts: channel.postCount,
  replies: channel.replyCount,
  reported: channel.reportedCount,
  hidden: channel.hiddenCount,
});

/** Every channel's counts added up, for 'All channels'. */
export const channelTotals = (channels: readonly ConsoleCommentChannel[]): ChannelCounts =>
  channels.map(countsOf).reduce(
    (sum, counts) => ({
      posts: sum.posts + counts.posts,
      replies: sum.replies + counts.replies,
      reported: sum.reported + counts.reported,
      hidden: sum.hidden + counts.hidden,
    }),
    { posts: 0, replies: 0, reported: 0, hidden: 0 },
  );

/** '1 post', '12 replies'. */
export const counted = (count: number, [one, many]: readonly [string, string]) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;
