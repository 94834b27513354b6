import { elementMeta } from '../../kit/element-meta';
import type { ConsoleSignInProps } from './console-sign-in.props';

export const consoleSignInMeta = elementMeta<ConsoleSignInProps>()({
  tag: 'console-sign-in',
  summary:
    "The console's sign-in for an app's owners: email and password, then the authenticator app's code ('Two-step sign-in', six boxes); or a passkey ('Sign in with a passkey', and among the email field's suggestions), which needs no second step and is offered only where the browser can use passkeys (not on an IP-address page). An owner not yet set up signs in with a code mailed to them, then sets a password and enrols an authenticator app from its QR code; an invited owner accepts the invitation with a password, then does the same. Members of the app cannot sign in here.",
  attributes: {
    heading: { type: 'string', description: 'The title over the form.', default: 'Sign in to the console' },
  },
  properties: {
    invitationToken: {
      type: 'string',
      description:
        "The token of an owner's invitation link (after its `#`): the element shows who it invites to which app and accepts it with a new password, then sets up the authenticator app. A property, so the token never sits in the page's markup.",
    },
  },
  events: {
    'console-sign-in-done': {
      detail: { email: 'string', appName: 'string' },
      description: 'The owner is signed in (both steps, or setup finished); the session cookie is set.',
    },
  },
  parts: {
    panel: 'The sign-in card',
    heading: 'Its title',
    field: 'A field (label, input and its message)',
    'field-input': 'A text input',
    code: 'The six code boxes',
    'code-digit': 'One code box',
    submit: "A step's main button",
    'link-button': 'A secondary action (use an emailed code, back)',
    'passkey-button': "The 'Sign in with a passkey' button",
    'qr-code': "The authenticator app's QR code while enrolling",
    'form-error': 'What went wrong',
  },
  example: '<console-sign-in></console-sign-in>',
});
