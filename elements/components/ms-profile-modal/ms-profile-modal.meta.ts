import { elementMeta } from '../../kit/element-meta';
import { messagesProperty, modalFormParts } from '../../kit/membership/modal-meta';
import { modalResultDetail } from '../../kit/membership/modal-result';
import type { MsProfileModalProps } from './ms-profile-modal.props';

export const msProfileModalMeta = elementMeta<MsProfileModalProps>()({
  tag: 'ms-profile-modal',
  summary:
    "The signed-in member's profile modal: profile fields and image, email, password, connected accounts, passkeys and two-step sign-in, plans, team, logout.",
  attributes: {
    open: {
      type: 'boolean',
      default: true,
      description: 'Shown as a modal while set; the modal clears it when it closes.',
    },
    section: {
      type: 'string',
      default: 'profile',
      description:
        'The section it opens on: profile, security, changePassword, plans or team. On a phone the default opens the list of sections.',
    },
    hideCloseButton: { type: 'boolean', default: false, description: 'Hides the close button (Escape still closes).' },
  },
  properties: {
    params: {
      type: 'ProfileModalParams',
      description: "Memberstack's modal parameters: `hideCloseButton`, `messages`.",
    },
    messages: messagesProperty,
  },
  events: {
    'ms-modal-result': {
      detail: modalResultDetail,
      description: '`CLOSED` when the member closed the modal or logged out, or when nobody was signed in.',
    },
  },
  parts: {
    ...modalFormParts,
    'dialog-heading': 'The section heading',
    menu: 'The list of sections (beside the section, or on a phone instead of it)',
    'menu-item': 'One entry of the list of sections',
    back: 'The back arrow',
    submit: "A section's primary button (the app's branding colour)",
    'profile-image': "The member's profile image",
    'team-member': 'One member of the team',
    passkeys: "Security's Passkeys part",
    passkey: 'One passkey: its name and details, Rename and Delete',
    'two-step': "Security's Two-step sign-in part",
    'two-step-qr': 'The QR code an authenticator app scans while two-step is turned on',
    'two-step-secret': 'The setup key (base32) the QR code holds, as text',
    'backup-codes': 'The new backup codes, one a line, shown once',
  },
  example: `
    <!-- The profile modal is for a signed-in member: the button signs a visitor in first. -->
    <button type="button">My account</button>
    <ms-profile-modal open="false"></ms-profile-modal>
    <script type="module">
      document.querySelector('button').addEventListener('click', async () => {
        if (!(await window.chainforge.getCurrentMember())) await window.chainforge.openModal('login');
        document.querySelector('ms-profile-modal').open = true;
      });
    </script>
  `,
});
