import { elementMeta } from '../../kit/element-meta';
import type { ConsoleCommentsProps } from './console-comments.props';

export const DEFAULT_MEMBER_HREF = '/console/members/{id}';
export const DEFAULT_PAGE_SIZE = 25;

export const consoleCommentsMeta = elementMeta<ConsoleCommentsProps>()({
  tag: 'console-comments',
  summary:
    "The console's comment moderation: one mode's channels with their counts and each channel's settings (who may post, owners' replies marked), and the newest posts and replies, the reported ones first, with their authors; an owner hides and restores an item, deletes it, and bans or unbans its author from commenting, each said in place; and the app's blocked words. Needs an owner's console session.",
  attributes: {
    filters: {
      type: 'string',
      description:
        'The view to show, as a URL query: `mode` (`live` or `test`) and `channel` (a channel id); what else it holds, or a value neither takes, is ignored. The query `console-comments-filters` gives fits here as it is.',
      default: '',
    },
    memberHref: {
      type: 'string',
      description: "The link of each author's email; `{id}` stands for the member id.",
      default: DEFAULT_MEMBER_HREF,
    },
    pageSize: {
      type: 'number',
      description: "Posts and replies a page ('Load more' brings the next), 1 to 100.",
      default: DEFAULT_PAGE_SIZE,
    },
  },
  properties: {},
  events: {
    'console-comments-filters': {
      detail: { query: 'string' },
      description:
        'The owner picked another mode or channel; `query` is the view as a URL query without `?` (empty for every live channel), for the page to keep in its URL and give back as `filters`.',
    },
    'console-comments-error': {
      detail: { message: 'string', reason: 'string' },
      description: 'Loading the channels or the posts failed; the element says so and offers a retry.',
    },
  },
  parts: {
    channels: 'The list of channels with their counts',
    channel: 'One channel in that list (and All channels)',
    settings: "The chosen channel's settings",
    comments: 'The list of posts and replies',
    comment: 'One post or reply',
    content: "An item's content",
    'author-link': "An author's email, a link to their member page",
    action: "An item's act (Hide, Restore, Ban author, Unban author)",
    'danger-action': "An item's Delete",
    outcome: 'What an act on an item did, or why it failed',
    'load-more': 'The button that brings the next page',
    'blocked-words': "The app's blocked words, one a line, with their Save",
    error: 'A failure message with its retry button',
  },
  example: '<console-comments filters="mode=test"></console-comments>',
});
