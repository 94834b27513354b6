import { elementMeta } from '../../kit/element-meta';
import type { ConsoleKeysProps } from './console-keys.props';

export const consoleKeysMeta = elementMeta<ConsoleKeysProps>()({
  tag: 'console-keys',
  summary:
    "The console's secret keys page for an app's owners: the keys of the admin API listed by their last four, mode, when made and last used, and whether revoked; a new key made with a name and mode is shown once with a copy button; a key is revoked after a confirmation. Needs an owner's console session.",
  attributes: {},
  properties: {
    keys: {
      type: 'ConsoleSecretKeyList',
      description: 'Preloaded keys (GET /membership/console/keys); when set, nothing is fetched.',
    },
  },
  events: {
    'console-keys-error': {
      detail: { message: 'string', reason: 'string' },
      description: 'Loading failed; the page says so and offers a retry.',
    },
  },
  parts: {
    'new-key': 'The panel showing a new key once, with its copy button',
    'new-key-value': 'The new key itself',
    copy: 'The copy button of the new key',
    'revoke-button': "A key's Revoke button",
    'confirm-action': 'The confirming button of the revoke dialog',
    dialog: 'The confirmation dialog',
    table: 'The keys table',
    error: 'The failure message with its retry button',
  },
  example: '<console-keys></console-keys>',
});
