import { elementMeta } from '../../kit/element-meta';
import type { ConsoleOwnersProps } from './console-owners.props';

export const consoleOwnersMeta = elementMeta<ConsoleOwnersProps>()({
  tag: 'console-owners',
  summary:
    "The console's owners page: the app's owners (whether each has two-step sign-in, who invited them), removing one after a confirmation (never the last), inviting an owner by email (a single-use link mailed, valid 7 days) and the open invitations with a revoke button. Needs an owner's console session.",
  attributes: {},
  properties: {},
  events: {
    'console-owners-error': {
      detail: { message: 'string', reason: 'string' },
      description: 'Loading failed; the page says so and offers a retry.',
    },
  },
  parts: {
    'invite-form': 'The invitation form',
    'remove-button': "An owner's Remove button",
    'revoke-button': "An invitation's Revoke button",
    'confirm-action': 'The confirming button of a dialog',
    dialog: 'The confirmation dialog',
    table: 'A table',
    error: 'A failure message with its retry button',
  },
  example: '<console-owners></console-owners>',
});
