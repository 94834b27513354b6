import type { CommentPost, CommentThread } from '../../../contract/comment-answers';
import type { CommentEvent, CommentTypingEvent } from '../../../contract/comment-events';
import type { CommentChange } from './comment-changes';

/** Who reads the stream: their own writes come back on it, and names follow their element's `author-field`. */
export interface StreamReader {
  memberId: string | null;
  authorField: string | undefined;
}

/**
 * The stream names authors by the app's first PUBLIC field; the element's `author-field` picks
 * another, which the item's public fields hold when the member filled it in.
 */
function namedForReader<Item extends CommentPost | CommentThread>(item: Item, { authorField }: StreamReader): Item {
  const chosen = authorField ? item.member?.customFields[authorField] : undefined;
  if (chosen === undefined || !item.member) return item;
  return { ...item, member: { ...item.member, displayName: chosen } };
}

/** A channel's event (but typing, which is not the channel's content) as the change it makes to the page. */
export function liveChange(event: Exclude<CommentEvent, CommentTypingEvent>, reader: StreamReader): CommentChange {
  switch (event.type) {
    case 'post.created': {
      const post = namedForReader(event.post, reader);
      // One's own post, written in another tab or echoing this one's, shows at once as the composer's does.
      const own = reader.memberId !== null && post.member?.id === reader.memberId;
      return own ? { type: 'post', post } : { type: 'heard-post', post };
    }
    case 'thread.created':
      return { type: 'reply', reply: namedForReader(event.thread, reader) };
    case 'post.updated':
    case 'post.hidden':
    case 'post.restored':
      return { type: 'changed', item: namedForReader(event.post, reader) };
    case 'thread.updated':
    case 'thread.hidden':
    case 'thread.restored':
      return { type: 'changed', item: namedForReader(event.thread, reader) };
    case 'post.deleted':
      return { type: 'removed', deletion: { id: event.id, outcome: event.outcome } };
    case 'thread.deleted':
      return { type: 'removed', deletion: { id: event.id, outcome: 'removed' }, postId: event.postId };
    case 'votes':
      return { type: 'votes', id: event.id, counts: event._count };
  }
}
