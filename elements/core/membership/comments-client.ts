import type {
  ChannelInfo,
  ChannelSubscription,
  CommentDeletion,
  CommentOrder,
  CommentPost,
  CommentPostsAnswer,
  CommentThread,
  CommentThreadsAnswer,
  CommentVoteRequest,
} from '../../../contract/comment-answers';
import { runtimeConfig } from '../config';
import type { MembershipClient } from './client';

/** Which item a call is about: a post (`/comments/posts`) or a reply (`/comments/threads`). */
export type CommentKind = 'posts' | 'threads';

export interface CommentPage {
  order?: CommentOrder;
  /** The `internalOrder` of the last item of the previous page. */
  after?: string;
  limit?: number;
}

const itemPath = (kind: CommentKind, id: string) => `/comments/${kind}/${encodeURIComponent(id)}`;

/**
 * A channel's posts and replies, on the widget's one client (its session, its errors), typed by the
 * contract. `authorField` names the PUBLIC custom field every answer's `displayName` is read from;
 * kept apart from the client so that only pages showing comments load it.
 */
export function commentsClient({ request }: Pick<MembershipClient, 'request'>, authorField?: string) {
  const author = authorField ? { authorField } : {};
  const read = <T>(url: string, params: object) => request<T>({ method: 'GET', url, params: { ...params, ...author } });
  const write = <T>(method: 'POST' | 'PATCH' | 'DELETE', url: string, data?: object) =>
    request<T>({ method, url, data, params: author });
  return {
    posts: (channelKey: string, page: CommentPage = {}) =>
      read<CommentPostsAnswer>('/comments/posts', { channelKey, ...page }),
    replies: (postId: string, page: CommentPage = {}) =>
      read<CommentThreadsAnswer>('/comments/threads', { postId, ...page }),
    channelInfo: (channelKey: string) => read<ChannelInfo>('/comments/channels/info', { channelKey }),
    /** `content`: the allowed HTML (comment-text.ts turns plain text into it); the server sanitises it again. */
    createPost: (channelKey: string, content: string) =>
      write<CommentPost>('POST', '/comments/posts', { channelKey, content }),
    createReply: (postId: string, content: string) =>
      write<CommentThread>('POST', '/comments/threads', { postId, content }),
    update: <Item extends CommentPost | CommentThread>(kind: CommentKind, id: string, content: string) =>
      write<Item>('PATCH', `${itemPath(kind, id)}/update`, { content }),
    remove: (kind: CommentKind, id: string) => write<CommentDeletion>('DELETE', itemPath(kind, id)),
    /** NONE takes the member's vote back; answers the item with its new counts and `myVote`. */
    vote: <Item extends CommentPost | CommentThread>(kind: CommentKind, id: string, vote: CommentVoteRequest) =>
      write<Item>('POST', `${itemPath(kind, id)}/vote`, { vote }),
    /** Flags the item for the app's owners; a member counts once per item, so reporting again changes nothing. */
    report: (kind: CommentKind, id: string) =>
      write<{ id: string; reported: true }>('POST', `${itemPath(kind, id)}/report`),
    /** THREADS_ONLY mails the member when someone replies to their post in the channel; NONE stops it. */
    subscribe: (channelKey: string, action: ChannelSubscription) =>
      write<{ channelKey: string; subscription: ChannelSubscription }>(
        'POST',
        '/comments/channels/manage-subscription',
        { channelKey, action },
      ),
    /** Tells the channel's readers the member is writing; the server limits how often. */
    typing: (channelKey: string) => write<null>('POST', '/comments/posts/typing', { channelKey }),
    /**
     * The channel's event stream, for EventSource: it sends no headers of its own, so the public
     * key rides in the address, on the same base URL as every other call.
     */
    eventsUrl: (channelKey: string) => {
      const query = new URLSearchParams({ channelKey });
      if (runtimeConfig.publicKey) query.set('publicKey', runtimeConfig.publicKey);
      return `${runtimeConfig.membershipApiUrl}/comments/channels/events?${query}`;
    },
  };
}

export type CommentsClient = ReturnType<typeof commentsClient>;
