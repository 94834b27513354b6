import { elementMeta } from '../../kit/element-meta';
import { messagesProperty } from '../../kit/membership/modal-meta';
import type { MsCommentsProps } from './ms-comments.props';

export const msCommentsMeta = elementMeta<MsCommentsProps>()({
  tag: 'ms-comments',
  summary:
    "A channel's comments: posts newest first with their authors, replies, votes, 'Load more', and for signed-in members a composer and edit and delete of their own ('Log in to comment' for visitors).",
  attributes: {
    channel: {
      type: 'string',
      default: '',
      description: "The channel's key (up to 200 characters); empty, the page's path (`location.pathname`).",
    },
    authorField: {
      type: 'string',
      default: '',
      description:
        "The PUBLIC custom field shown as an author's name (`first-name`, say); empty, the app's first public field.",
    },
  },
  properties: {
    messages: messagesProperty,
  },
  events: {
    'ms-comments-error': {
      detail: { message: 'string', reason: 'string' },
      description: "The channel's comments could not be loaded; the element offers a retry.",
    },
  },
  parts: {
    section: 'The whole comment section',
    heading: "The 'Comments' heading",
    composer: 'A form that writes a comment, a reply or an edit',
    'composer-input': "A composer's text box",
    submit: "A composer's send button",
    'log-in': "The 'Log in to comment' button shown to visitors",
    posts: 'The list of posts',
    post: 'One post',
    reply: 'One reply',
    replies: "A post's list of replies",
    'replies-toggle': "The 'N replies' button that shows or hides them",
    'reply-button': "A post's 'Reply' button",
    avatar: "The author's image, or their initials",
    author: "The author's name",
    time: 'When it was written (the exact time as its title)',
    content: "The comment's text",
    placeholder: "'This comment was deleted.' in place of a deleted comment",
    actions: "A comment's votes, Reply, Edit and Delete",
    'vote-up': 'The upvote button with its count (pressed when it is the reader’s vote)',
    'vote-down': 'The downvote button with its count',
    delete: "The Delete button, 'Are you sure?' until confirmed",
    'load-more': "The 'Load more' button",
    loading: 'The loading state',
    empty: "'No comments yet. Be the first.'",
    error: 'A failure, in place, with its retry where there is one',
  },
  example: `
    <ms-comments channel="launch-notes" author-field="first-name"></ms-comments>
  `,
});
