import type { Context } from 'hono';
import { publicCustomFieldKeys } from '../../db/queries/membership/comments.ts';
import { reportsOf } from '../../db/queries/membership/comments-moderation.ts';
import { votesOf } from '../../db/queries/membership/comments-votes.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { signedInMemberId } from '../http/member-session.ts';
import { commentViewContext, type CommentViewContext } from '../views/comment-view.ts';

/** What answering these items needs: the app's public fields, the name field asked for, the reader's own votes and reports. */
export async function readingContext<E extends MembershipEnv>(
  { db }: MembershipServices,
  c: Context<E>,
  itemIds: readonly string[],
  authorField: string | undefined,
): Promise<CommentViewContext> {
  const reader = signedInMemberId(c);
  const [publicFields, myVotes, myReports] = await Promise.all([
    publicCustomFieldKeys(db, c.var.app.id),
    reader === undefined ? new Map() : votesOf(db, reader, itemIds),
    reader === undefined ? new Set<string>() : reportsOf(db, reader, itemIds),
  ]);
  return commentViewContext(publicFields, authorField, myVotes, myReports);
}
