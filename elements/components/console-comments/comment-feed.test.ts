import { describe, expect, it } from 'vitest';
import type { ConsoleComment, ConsoleCommentChannel } from '../../../contract/console-comment-answers';
import { channelTotals, withAuthorBan, withDeletion, withNextPage } from './comment-feed';
import { commentListQuery, commentListViewOf } from './comment-list-url';

const author = (id: string) => ({ id, email: `${id}@example.com`, displayName: id, banned: false });

const item = (id: string, overrides: Partial<ConsoleComment> = {}): ConsoleComment => ({
  id,
  kind: 'post',
  postId: null,
  channelId: 'cch_1',
  channelKey: 'news',
  mode: 'test',
  content: `<p>${id}</p>`,
  createdAt: '2026-12-01T10:00:00.000Z',
  edited: false,
  deleted: false,
  hidden: false,
  reports: 0,
  replyCount: 0,
  likes: 0,
  dislikes: 0,
  author: author('ada'),
  ...overrides,
});

const ids = (feed: { comments: ConsoleComment[] }) => feed.comments.map((comment) => comment.id);

describe('the moderation feed', () => {
  it('adds the next page below, without an item shown already', () => {
    const feed = withNextPage(
      { comments: [item('a'), item('b')], endCursor: '0~x~b' },
      { comments: [item('b'), item('c')], endCursor: null },
    );
    expect(ids(feed)).toEqual(['a', 'b', 'c']);
    expect(feed.endCursor).toBeNull();
  });

  it('takes a removed post off with its replies, and a removed reply off its post’s count', () => {
    const post = item('p', { replyCount: 2 });
    const replies = [item('r1', { kind: 'reply', postId: 'p' }), item('r2', { kind: 'reply', postId: 'p' })];
    const feed = { comments: [post, ...replies, item('other')], endCursor: null };
    expect(ids(withDeletion(feed, { id: 'p', outcome: 'removed' }))).toEqual(['other']);
    const withoutReply = withDeletion(feed, { id: 'r1', outcome: 'removed' });
    expect(ids(withoutReply)).toEqual(['p', 'r2', 'other']);
    expect(withoutReply.comments[0]?.replyCount).toBe(1);
  });

  it('keeps a post deleted under its replies as a placeholder, without content or author', () => {
    const feed = withDeletion(
      { comments: [item('p', { replyCount: 1 })], endCursor: null },
      { id: 'p', outcome: 'placeholder' },
    );
    expect(feed.comments[0]).toMatchObject({ id: 'p', deleted: true, content: '', author: null });
  });

  it('marks every item of a banned author, and only theirs', () => {
    const feed = withAuthorBan(
      {
        comments: [item('a'), item('b', { author: author('bob') }), item('c'), item('gone', { author: null })],
        endCursor: null,
      },
      'ada',
      true,
    );
    expect(feed.comments.map((comment) => comment.author?.banned ?? null)).toEqual([true, false, true, null]);
  });

  it("adds up the channels' counts for All channels", () => {
    const channel = (postCount: number, reportedCount: number): ConsoleCommentChannel => ({
      id: `cch_${postCount}`,
      key: `k${postCount}`,
      mode: 'live',
      access: 'open',
      ownerRepliesMarked: false,
      postCount,
      replyCount: 1,
      reportedCount,
      hiddenCount: 0,
      createdAt: '2026-12-01T10:00:00.000Z',
    });
    expect(channelTotals([channel(2, 1), channel(5, 0)])).toEqual({ posts: 7, replies: 2, reported: 1, hidden: 0 });
  });
});

describe('the view in the URL', () => {
  it('keeps the mode and channel, and reads anything else as every live channel', () => {
    expect(commentListQuery(commentListViewOf('mode=test&channel=cch_1&other=x'))).toBe('mode=test&channel=cch_1');
    expect(commentListViewOf('mode=staging&channel=%3Cscript%3E')).toEqual({ mode: 'live', channel: '' });
    expect(commentListQuery({ mode: 'live', channel: '' })).toBe('');
  });
});
