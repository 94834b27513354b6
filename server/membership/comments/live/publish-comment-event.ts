import type { CommentEvent } from '../../../../contract/comment-events.ts';
import { errorMessage, logger } from '../../../observability/logger.ts';
import type { CommentChannelRef } from './comment-channel-ref.ts';
import type { CommentEventHub } from './comment-event-hub.ts';

/**
 * Tells the channel's readers, on every instance, of a change already committed. Never fails the
 * write that made it: when Redis does not answer, the event is logged as lost and readers see the
 * change on their next load.
 */
export async function publishCommentEvent(
  to: { commentEvents: CommentEventHub } | CommentEventHub,
  channel: CommentChannelRef,
  event: CommentEvent,
): Promise<void> {
  const hub = 'commentEvents' in to ? to.commentEvents : to;
  try {
    await hub.publish(channel, event);
  } catch (error) {
    logger.warn({ type: event.type, error: errorMessage(error) }, 'A comment event reached no reader');
  }
}
