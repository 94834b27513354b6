import { elementMeta } from '../kit/element-meta';
import { modalResultDetail } from '../kit/membership/modal-result';
import type { MsLoginModalProps } from './ms-login-modal.props';

export const msLoginModalMeta = elementMeta<MsLoginModalProps>()({
  tag: 'ms-login-modal',
  summary:
    'The membership modal for visitors: log in, sign up, passwordless codes, password reset and (test mode) test cards.',
  attributes: {
    display: {
      type: 'string',
      default: 'login',
      description:
        'The screen: login, signup, forgot_password, reset_password, reset_password_success, passwordless_token or test_card.',
    },
    open: {
      type: 'boolean',
      default: true,
      description: 'Shown as a modal while set; the modal clears it when it closes.',
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
        "Memberstack's modal parameters: `signup.plans` (plan ids), `login.allowSignup`, `hideCloseButton`; also `priceId` (test cards), `inviteToken`, `messages`.",
    },
    messages: {
      type: 'Partial<Record<MessageKey, string>>',
      description: 'Wording by message key, laid over the English texts (a translation, say).',
    },
  },
  events: {
    'ms-modal-result': {
      detail: modalResultDetail,
      description: 'The modal finished: `LOGIN` or `SIGNUP` with the member and tokens, or `CLOSED`.',
    },
  },
  parts: {
    dialog: 'The modal panel',
    'dialog-heading': 'The screen heading',
    'dialog-close': 'The close button',
    field: 'A field (label, input, error)',
    'field-input': 'A text input',
    'field-error': "A field's error message",
    code: 'The six code boxes',
    'code-digit': 'One code box',
    submit: "The screen's primary button (the app's branding colour)",
    'provider-button': "A 'Continue with {provider}' button",
    link: 'A text link between screens',
    toast: 'A message at the top of the screen',
    'test-card': 'One test card row',
  },
});
