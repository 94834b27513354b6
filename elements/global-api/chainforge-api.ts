import type { Member } from '../core/membership/types';
import { membershipClient, membershipSession } from '../kit/membership/membership-runtime';
import type { ChainforgeWorkingApi } from './chainforge-types';
import { createModalController, type LoadElement } from './modal-controller';
import { startSingleSignOn } from './single-sign-on';
import { log } from '../core/log';

/**
 * `window.chainforge`'s working part, imported the first time a page calls it. The inspector has
 * a stub and an engine of its own (inspector-stub.ts), so that opening a modal on a live page
 * loads none of it.
 */
export function createChainforgeApi(loadElement: LoadElement): ChainforgeWorkingApi {
  startSingleSignOn();
  const modals = createModalController(loadElement);

  return {
    openModal: modals.openModal,
    hideModal: modals.hideModal,
    async getCurrentMember(): Promise<Member | null> {
      try {
        return await membershipClient.getCurrentMember();
      } catch {
        // Offline or the service failing: the member this page last knew (none once a token is refused).
        return membershipSession.member();
      }
    },
    onAuthChange(listener) {
      if (typeof listener !== 'function') throw new TypeError('chainforge.onAuthChange takes a function.');
      return membershipSession.onAuthChange(listener);
    },
    async logout() {
      try {
        await membershipClient.logout();
      } catch (error) {
        // Signed out here all the same (the client clears the session whatever the service says).
        log.error('Chain Forge could not tell the membership service about the sign-out.', error);
      }
    },
  };
}
