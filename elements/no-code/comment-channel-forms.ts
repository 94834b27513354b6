import { commentHtmlFromText } from '../core/membership/comment-text';
import type { CommentsClient } from '../core/membership/comments-client';
import { busyWhile, needsMember } from './clicks';
import { countNewReply } from './comment-channel-post';
import type { ChannelView } from './comment-channel-view';
import { type CommentFamily, ITEM } from './comment-template';
import { isControl } from './dom';

/** A channel's new-post form and its posts' reply forms: a `<form>`, or any part holding a field and a button. */
export const FORMS = '[data-ms-post="form"],[data-ms-thread="form"]';

/**
 * A new post, or a reply to the post the form is in, from the form's `content` field, by the
 * signed-in member (a visitor gets the login modal); `busy` is marked while it is sent.
 */
export function sendFrom(
  view: ChannelView,
  client: CommentsClient,
  channelKey: string,
  formPart: Element,
  busy: Element,
): void {
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
  const shown = view.shownAt(formPart.closest(ITEM));
  void busyWhile(busy, async () => {
    if (family === 'post') {
      view.showNewPost(await client.createPost(channelKey, content));
    } else {
      if (shown?.family !== 'post') return;
      const reply = await client.createReply(shown.item.id, content);
      view.showReply(shown, reply);
      countNewReply(shown, reply.id);
      await view.openReplies(shown, true);
    }
    field.value = '';
  });
}
