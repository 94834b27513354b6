import { elementMeta } from '../../kit/element-meta';
import type { ConsoleAccountProps } from './console-account.props';

export const consoleAccountMeta = elementMeta<ConsoleAccountProps>()({
  tag: 'console-account',
  summary:
    "The console's 'Your account' page for the signed-in owner: their passkeys listed (name, added, last used), added on this device (where the browser can use passkeys: not on an IP-address page), renamed and removed after a confirmation; a new password (the current one, then one that meets setup's rules); and the authenticator app moved to a new phone or app (proven with the password or a current code, the new QR code and key, then its first code; the old one stops working). A new password or authenticator signs out the owner's other sessions. Needs an owner's console session.",
  attributes: {},
  properties: {
    passkeys: {
      type: 'ConsolePasskeyList',
      description: 'Preloaded passkeys (GET /membership/console/passkeys); when set, they are not fetched.',
    },
  },
  events: {
    'console-account-error': {
      detail: { message: 'string', reason: 'string' },
      description: 'Loading the passkeys failed; the page says so and offers a retry.',
    },
  },
  parts: {
    'add-passkey': 'The form that adds a passkey on this device',
    'rename-button': "A passkey's Rename button",
    'remove-button': "A passkey's Remove button",
    'confirm-action': 'The confirming button of the remove dialog',
    table: 'The passkeys table',
    field: 'A field (label, input and its message)',
    'field-input': 'A text input',
    submit: "A form's main button",
    'qr-code': "The new authenticator app's QR code",
    code: 'The six code boxes',
    'form-error': 'What went wrong',
    'form-success': 'What was done',
  },
  example: '<console-account></console-account>',
});
