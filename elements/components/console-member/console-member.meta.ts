import { elementMeta } from '../../kit/element-meta';
import type { ConsoleMemberProps } from './console-member.props';

export const DEFAULT_LIST_HREF = '/console/members';

export const consoleMemberMeta = elementMeta<ConsoleMemberProps>()({
  tag: 'console-member',
  summary:
    "One member of the app for a signed-in owner: email, id, created, verified, custom fields, plans with their state (status, cancel date), teams, sign-in providers and live sessions; 'Verify email', 'Send a reset code', 'Sign out everywhere' (ends every session and API token), add or remove a free plan, and 'Delete member' confirmed by typing the email.",
  attributes: {
    memberId: { type: 'string', description: 'The member shown (`mem_...`).' },
    listHref: { type: 'string', description: "Where the 'Members' link goes back to.", default: DEFAULT_LIST_HREF },
  },
  properties: {},
  events: {
    'console-member-deleted': {
      detail: { memberId: 'string' },
      description: 'The member was deleted; the page should go back to the list.',
    },
    'console-member-error': {
      detail: { message: 'string', reason: 'string' },
      description: "Loading failed; `message` is the text shown ('Unable to load this member.'), `reason` the cause.",
    },
  },
  parts: {
    header: "The member's email, badges and actions",
    'back-link': 'The link back to the members list',
    section: 'One card (details, custom fields, plans, teams, providers, sessions)',
    action: 'An action button',
    'danger-action': "'Delete member'",
    'confirm-action': "The dialog's button that signs out everywhere or deletes, once confirmed",
    status: 'What the last action did, or why it failed',
    loading: 'The loading bar',
    error: 'The failure message with its retry button',
    dialog: 'A confirmation dialog',
  },
  example: '<console-member member-id="mem_..."></console-member>',
});
