/**
 * `window.chainforge`'s membership API as module exports, for an app that imports rather than
 * reaches for a global: the same code (global-api/lazy-chainforge.ts), loaded on the first call.
 * Importing this module touches no DOM; the calls need a browser.
 */
import type { Member } from '../../contract/membership-answers';
import type { LoginModalParams } from '../core/membership/login-modal-params';
import type { MessageOverrides } from '../core/membership/messages';
import { pageState } from '../core/page-state';
import { createLazyChainforge, type LazyChainforge } from '../global-api/lazy-chainforge';
import type { MemberstackModalName, ModalDisplay } from '../global-api/modal-displays';
import { createElementRegistry } from '../kit/element-registry';
import type { ModalResult } from '../kit/membership/modal-result';

export type { MemberstackModalName, ModalDisplay };

// Only the two modals: an app using the membership API alone carries no other element's code.
const modalLoaders = {
  'ms-login-modal': () => import('../components/ms-login-modal/ms-login-modal'),
  'ms-profile-modal': () => import('../components/ms-profile-modal/ms-profile-modal'),
};

let api: LazyChainforge | null = null;
const chainforge = () => {
  api ??= createLazyChainforge(createElementRegistry(modalLoaders).loadElement, pageState());
  return api;
};

/**
 * Opens the membership modal on a screen (ours, or Memberstack's `LOGIN`, `SIGNUP`,
 * `FORGOT_PASSWORD`, `RESET_PASSWORD`, `PROFILE`); resolves with how it ended. Another modal
 * opened meanwhile ends this one as `CLOSED`.
 */
export function openModal(
  display: ModalDisplay | MemberstackModalName,
  params?: LoginModalParams,
): Promise<ModalResult> {
  return chainforge().openModal(display, params);
}

/** Closes the open modal; its `openModal` resolves `CLOSED`. */
export function hideModal(): void {
  chainforge().hideModal();
}

/** The signed-in member, fresh from the service, or null. */
export function getCurrentMember(): Promise<Member | null> {
  return chainforge().getCurrentMember();
}

/** Hears every sign-in and sign-out, in this tab or another; answers how to stop listening. */
export function onAuthChange(listener: (member: Member | null) => void): () => void {
  return chainforge().onAuthChange(listener);
}

/** Signs the member out (here and, through the shared storage, in every tab). */
export function logout(): Promise<void> {
  return chainforge().logout();
}

/** The site's wording for every membership modal, by message key (see docs/membership.md). */
export function setMessages(overrides: MessageOverrides): void {
  chainforge().setMessages(overrides);
}
