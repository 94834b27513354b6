import { elementMeta } from '../../kit/element-meta';
import { messagesProperty, modalFormParts } from '../../kit/membership/modal-meta';
import { modalResultDetail } from '../../kit/membership/modal-result';
import type { MsLoginModalProps } from './ms-login-modal.props';

export const msLoginModalMeta = elementMeta<MsLoginModalProps>()({
  tag: 'ms-login-modal',
  summary:
    'The membership modal for visitors: log in (password, emailed code or passkey, and the second step of two-step sign-in), sign up, password reset and (test mode) test cards.',
  attributes: {
    display: {
      type: 'string',
      default: 'login',
      description:
        'The screen: login, signup, forgot_password, reset_password, reset_password_success, passwordless_token, test_card or second_step (with `params.secondStep`, the challenge a sign-in answered).',
    },
    open: {
      type: 'boolean',
      default: true,
      description: 'Shown as a modal while set; the modal clears it when it closes.',
    },
    inline: {
      type: 'boolean',
      default: false,
      description:
        "Shown in the page's flow instead of as a modal (a sign-in page): no close button, and it stays shown after it finishes.",
    },
    hideCloseButton: { type: 'boolean', default: false, description: 'Hides the close button (Escape still closes).' },
    allowSignup: {
      type: 'boolean',
      default: true,
      description: "Whether login offers 'Sign up' and lets a provider sign a new visitor up.",
    },
  },
  properties: {
    params: {
      type: 'LoginModalParams',
      description:
        "Memberstack's modal parameters: `signup.plans` (plan ids), `login.allowSignup`, `hideCloseButton`; also `priceId` (test cards), `inviteToken`, `secondStep` (second_step's challenge), `messages`.",
    },
    messages: messagesProperty,
    previewApp: {
      type: 'App',
      description:
        "App settings to show instead of the app's own, for a preview of a change before it is saved (the console's App settings page): its colour, fields, providers and plans. Forms still go to the service.",
    },
  },
  events: {
    'ms-modal-result': {
      detail: modalResultDetail,
      description: 'The modal finished: `LOGIN` or `SIGNUP` with the member and tokens, or `CLOSED`.',
    },
  },
  parts: {
    ...modalFormParts,
    'dialog-heading': 'The screen heading',
    code: 'The six code boxes',
    'code-digit': 'One code box',
    submit: "The screen's primary button (the app's branding colour)",
    'provider-button': "A 'Continue with {provider}' button, and 'Sign in with a passkey'",
    'passkey-button': "'Sign in with a passkey' (also a provider-button)",
    link: 'A text link between screens',
    'test-card': 'One test card row',
  },
  example: `
    <ms-login-modal display="signup"></ms-login-modal>
    <script type="module">
      document.querySelector('ms-login-modal').addEventListener('ms-modal-result', (event) => {
        console.log(event.detail.type, event.detail.data);
      });
    </script>
  `,
});
