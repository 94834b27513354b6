import type { Kysely } from 'kysely';
import type { CommentItemChange, CommentPostEvent, CommentThreadEvent } from '../../../../contract/comment-events.ts';
import {
  type CommentRemoval,
  type CommentRow,
  type CommentWithAuthor,
  findCommentWithAuthor,
  publicCustomFieldKeys,
} from '../../../db/queries/membership/comments.ts';
import type { Database } from '../../../db/schema.ts';
import type { MembershipServices } from '../../membership-context.ts';
import { commentViewContext, postView, publicAuthorFields, threadView } from '../../views/comment-view.ts';
import type { CommentChannelRef } from './comment-channel-ref.ts';
import { publishCommentEvent } from './publish-comment-event.ts';

/** The item as everyone sees it: no reader's own vote, the name from the app's first PUBLIC field. */
export function itemChangeEvent(
  row: CommentWithAuthor,
  publicFields: readonly string[],
  change: CommentItemChange,
): CommentPostEvent | CommentThreadEvent {
  const context = commentViewContext(publicFields, undefined);
  return row.parent_id === null
    ? { type: `post.${change}`, post: postView(row, context) }
    : { type: `thread.${change}`, thread: threadView(row, context) };
}

/**
 * Tells the channel's readers that a post or reply was created, edited, hidden or restored, as it
 * is now (read again when given by id). Nothing is sent for an item that is gone.
 */
export async function publishItemChange(
  services: Pick<MembershipServices, 'db' | 'commentEvents'>,
  channel: CommentChannelRef,
  item: CommentWithAuthor | string,
  change: CommentItemChange,
): Promise<void> {
  const row = typeof item === 'string' ? await findCommentWithAuthor(services.db, item) : item;
  if (!row) return;
  const publicFields = await publicCustomFieldKeys(services.db, channel.appId);
  await publishCommentEvent(services, channel, itemChangeEvent(row, publicFields, change));
}

/** A member as a typing notice or a reply mail names them: as their comments show them, by the app's first PUBLIC field. */
export async function publicAuthor(db: Kysely<Database>, appId: string, customFields: string) {
  return publicAuthorFields(customFields, commentViewContext(await publicCustomFieldKeys(db, appId), undefined));
}

/**
 * Tells the channel's readers that the author deleted an item: a post gone or kept as a
 * placeholder, a reply gone, and with a reply the placeholder post it was the last reply of.
 */
export async function publishDeletion(
  services: Pick<MembershipServices, 'db' | 'commentEvents'>,
  channel: CommentChannelRef,
  item: CommentRow,
  outcome: CommentRemoval,
): Promise<void> {
  const { db } = services;
  if (item.parent_id === null) {
    const placeholder = outcome === 'placeholder' ? await findCommentWithAuthor(db, item.id) : undefined;
    // A placeholder has no author, so no field of one is needed to answer it.
    const post = placeholder ? postView(placeholder, commentViewContext([], undefined)) : null;
    await publishCommentEvent(services, channel, { type: 'post.deleted', id: item.id, outcome, post });
    return;
  }
  await publishCommentEvent(services, channel, { type: 'thread.deleted', id: item.id, postId: item.parent_id });
  if (!(await findCommentWithAuthor(db, item.parent_id))) {
    await publishCommentEvent(services, channel, {
      type: 'post.deleted',
      id: item.parent_id,
      outcome: 'removed',
      post: null,
    });
  }
}
