import type { CommentStreamEvent } from '../../contract/comment-events';
import { commentsClient } from '../core/membership/comments-client';
import { openChannelStream } from '../kit/comment-stream';
import { membershipClient, membershipSession } from '../kit/membership/membership-runtime';
import { actOn, CONTROLS } from './comment-channel-controls';
import { applyChannelEvent } from './comment-channel-events';
import { FORMS, sendFrom } from './comment-channel-forms';
import { createChannelView } from './comment-channel-view';
import { takeTemplates } from './comment-template';

/**
 * A builder's own comment templates in a `data-ms-channel` container, filled from the channel:
 * one clone of the `data-ms-post="item"` template per post, newest first, with its replies from the
 * `data-ms-thread="item"` template; votes, replies and new posts for the signed-in member (a
 * visitor gets the login modal); the whole channel again when someone signs in or out, for their
 * own votes; other people's posts, replies, edits, deletions and votes as the channel's stream
 * tells of them (`apply`, also answered for tests). Answers null when the container holds no post
 * template.
 */
export function startCommentChannel(container: Element): { apply(event: CommentStreamEvent): void } | null {
  const templates = takeTemplates(container);
  if (!templates) return null;
  const channelKey = container.getAttribute('data-ms-channel')?.trim() || location.pathname;
  const client = commentsClient(membershipClient);
  const view = createChannelView(container, templates, client, channelKey);

  container.addEventListener('click', (event) => {
    const target = event.target as Element;
    const control = target.closest<HTMLElement>(CONTROLS);
    if (control && container.contains(control)) {
      event.preventDefault();
      actOn(view, client, control);
      return;
    }
    // A form part that is no <form> (a builder's div with a field and a button) sends on its button.
    const button = target.closest('button');
    const formPart = button?.closest(FORMS);
    if (button && formPart && !button.form && container.contains(formPart)) {
      event.preventDefault();
      sendFrom(view, client, channelKey, formPart, button);
    }
  });
  container.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const formPart = form.closest(FORMS);
    if (!formPart || !container.contains(formPart)) return;
    event.preventDefault();
    sendFrom(view, client, channelKey, formPart, form);
  });

  const apply = (event: CommentStreamEvent) => applyChannelEvent(view, event);
  membershipSession.onAuthChange(view.reload);
  view.reload();
  const close = openChannelStream(client.eventsUrl(channelKey), {
    onEvent(event) {
      // The builder's script took the section off the page: its stream goes with it.
      if (container.isConnected) apply(event);
      else close();
    },
    onReopened: view.reload,
  });
  return { apply };
}
