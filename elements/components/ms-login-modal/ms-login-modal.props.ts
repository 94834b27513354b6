import type { MessageOverrides } from '../../core/membership/site-messages';
import type { LoginDisplay, LoginModalParams } from '../../core/membership/login-modal-params';

export interface MsLoginModalProps {
  display?: LoginDisplay;
  open?: boolean;
  /** In the page's flow instead of over it: a sign-in page's form. */
  inline?: boolean;
  hideCloseButton?: boolean;
  allowSignup?: boolean;
  params?: LoginModalParams;
  messages?: MessageOverrides;
}
