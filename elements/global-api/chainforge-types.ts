import type { Member } from '../core/membership/types';
import type { ModalResult } from '../kit/membership/modal-result';
import type { MessageOverrides } from '../kit/membership/use-messages';
import type { LoginModalParams } from '../ms-login-modal/ms-login-modal.props';
import type { MemberstackModalName, ModalDisplay } from './modal-displays';

/** `window.chainforge`: what a builder's own script can do with the membership widget. */
export interface ChainforgeApi {
  /**
   * Opens the membership modal on a screen (ours, or Memberstack's `LOGIN`, `SIGNUP`,
   * `FORGOT_PASSWORD`, `RESET_PASSWORD`, `PROFILE`); resolves with how it ended. Another modal
   * opened meanwhile ends this one as `CLOSED`.
   */
  openModal(display: ModalDisplay | MemberstackModalName, params?: LoginModalParams): Promise<ModalResult>;
  /** Closes the open modal; its `openModal` resolves `CLOSED`. */
  hideModal(): void;
  /** The signed-in member, fresh from the service, or null. */
  getCurrentMember(): Promise<Member | null>;
  /** Hears every sign-in and sign-out, in this tab or another; answers how to stop listening. */
  onAuthChange(listener: (member: Member | null) => void): () => void;
  /** Signs the member out (here and, through the shared storage, in every tab). */
  logout(): Promise<void>;
  /** The site's wording for every membership modal, by message key (see README). */
  setMessages(overrides: MessageOverrides): void;
}

declare global {
  interface Window {
    chainforge: ChainforgeApi;
  }
}
