import type { MessageOverrides } from '../../core/membership/messages';
import type { App } from '../../core/membership/types';
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
  /** Settings shown instead of the app's own: a preview of unsaved ones. */
  previewApp?: App;
}
