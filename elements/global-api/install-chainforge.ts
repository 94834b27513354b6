import { TOKEN_KEY } from '../core/membership/session-keys';
import { setSiteMessages } from '../core/membership/site-messages';
import type { ChainforgeWorkingApi } from './chainforge-types';
import { createInspectorStub } from './inspector-stub';
import type { LoadElement } from './modal-controller';
import { log } from '../core/log';

/**
 * Puts `window.chainforge` on the page at no cost up front: each member imports the working part
 * (membership client, modals) the first time it is called. Single sign-on starts on its own where
 * there is a member to sign on: a session stored by an earlier page, or a modal that just signed
 * someone in. A second copy of the bundle leaves the first one's API in place.
 */
export function installChainforge(loadElement: LoadElement): void {
  if (window.chainforge) return;

  let api: Promise<ChainforgeWorkingApi> | null = null;
  const loadApi = () => {
    api ??= import('./chainforge-api').then(({ createChainforgeApi }) => createChainforgeApi(loadElement));
    api.catch(() => {
      api = null; // a failed download is tried again on the next call
    });
    return api;
  };
  const signOnNow = () =>
    import('./single-sign-on').then(({ signOn, startSingleSignOn }) => {
      startSingleSignOn();
      return signOn();
    });
  const logFailure = (error: unknown) => log.error('Chain Forge Elements could not load its API.', error);

  window.chainforge = {
    openModal: (display, params) => loadApi().then((chainforge) => chainforge.openModal(display, params)),
    // Before the first openModal there is no modal of ours to hide.
    hideModal: () => void api?.then((chainforge) => chainforge.hideModal(), logFailure),
    getCurrentMember: () => loadApi().then((chainforge) => chainforge.getCurrentMember()),
    onAuthChange(listener) {
      if (typeof listener !== 'function') throw new TypeError('chainforge.onAuthChange takes a function.');
      let unsubscribe: (() => void) | null = null;
      let stopped = false;
      loadApi().then((chainforge) => {
        if (!stopped) unsubscribe = chainforge.onAuthChange(listener);
      }, logFailure);
      return () => {
        stopped = true;
        unsubscribe?.();
      };
    },
    logout: () => loadApi().then((chainforge) => chainforge.logout()),
    setMessages: (overrides) => setSiteMessages(overrides && typeof overrides === 'object' ? overrides : {}),
    inspector: createInspectorStub(),
  };

  addEventListener('ms-modal-result', (event) => {
    const type = event.detail?.type;
    if (type === 'LOGIN' || type === 'SIGNUP') signOnNow().catch(logFailure);
  });
  if (hasStoredSession()) signOnNow().catch(logFailure);
}

function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(TOKEN_KEY) !== null;
  } catch {
    return false; // storage refused: no session survived from an earlier page
  }
}
