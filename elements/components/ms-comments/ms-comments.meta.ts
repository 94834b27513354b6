import { elementMeta } from '../../kit/element-meta';
import { messagesProperty } from '../../kit/membership/modal-meta';
import type { MsCommentsProps } from './ms-comments.props';

export const msCommentsMeta = elementMeta<MsCommentsProps>()({
  tag: 'ms-comments',
  summary:
    "A channel's comments: posts newest first with their authors, replies, votes, 'Load more', and for signed-in members a composer, edit and delete of their own, 'Report' of other people's and 'Email me replies' ('Log in to comment' for visitors).",
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
    typing: "'Ada is typing…' beside the heading while other people write (empty otherwise)",
    'new-comments':
      "The 'N new comments' button showing other people's new posts, held so the text being read does not move",
    composer: 'A form that writes a comment, a reply or an edit',
    'composer-input': "A composer's text box",
    submit: "A composer's send button",
    'log-in': "The 'Log in to comment' button shown to visitors",
    posts: 'The list of posts',
    post: 'One post',
    reply: 'One reply',
    replies: "A post's list of replies",
    'replies-toggle': "The 'N replies' button that shows or hides them",
    'more-replies': "The 'Show more replies' button under a post's first hundred replies",
    'reply-button': "A post's 'Reply' button",
    avatar: "The author's image, or their initials",
    author: "The author's name",
    time: 'When it was written (the exact time as its title)',
    content: "The comment's text",
    placeholder: "'This comment was deleted.' in place of a deleted comment",
    actions: "A comment's votes, Reply, Edit, Delete and Report",
    'vote-up': 'The upvote button with its count (pressed when it is the reader’s vote)',
    'vote-down': 'The downvote button with its count',
    delete: "The Delete button, 'Are you sure?' until confirmed",
    report: "The Report button on other people's comments, 'Report to the moderators?' until confirmed",
    reported: "'Reported' in place of Report once the reader has reported a comment",
    'email-replies': "The 'Email me replies' setting with the sentence saying what it does",
    'email-replies-switch': "The 'Email me replies' switch (`aria-checked` when on)",
    'load-more': "The 'Load more' button",
    loading: 'The loading state',
    empty: "'No comments yet. Be the first.'",
    error: 'A failure, in place, with its retry where there is one',
  },
  example: `
    <ms-comments channel="launch-notes" author-field="first-name"></ms-comments>
  `,
});
