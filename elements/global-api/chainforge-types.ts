import type { Member } from '../core/membership/types';
import type { ModalResult } from '../kit/membership/modal-result';
import type { MessageOverrides } from '../core/membership/messages';
import type { LoginModalParams } from '../core/membership/login-modal-params';
import type { ScanResult } from '../xray/scan/scan-types';
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
  /** The site's wording for every membership modal, by message key (see docs/membership.md). */
  setMessages(overrides: MessageOverrides): void;
  /** The X-ray inspector's scan (see ChainforgeInspector). */
  inspector: ChainforgeInspector;
}

/**
 * What chainforge-api.ts builds on first use: everything but the inspector, which loads apart, and
 * the site's wording, which takes effect at once.
 */
export type ChainforgeWorkingApi = Omit<ChainforgeApi, 'inspector' | 'setMessages'>;

/** `window.chainforge.inspector`. */
export interface ChainforgeInspector {
  /**
   * Scans `root` (default `document`) now and answers `{ errors, warnings, found }`: errors and
   * warnings `{ id, message, element }` (ids as in the X-ray catalogue), found items
   * `{ attribute, value, element }`. The plan and price ids are checked against the app's settings
   * once they have loaded (see `ready`). Throws while the inspector's code is still loading: on a
   * test-mode page that is only the first moments; with a live key, until `ready` is awaited.
   */
  scan(root?: ParentNode): ScanResult;
  /**
   * Resolves once `scan` works and the app's settings it checks ids against have loaded (or
   * failed to). Loads the inspector's code on first use.
   */
  readonly ready: Promise<void>;
}

declare global {
  interface Window {
    chainforge: ChainforgeApi;
  }
}
