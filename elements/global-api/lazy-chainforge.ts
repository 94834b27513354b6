import { TOKEN_KEY } from '../core/membership/session-keys';
import type { PageState } from '../core/page-state';
import { setSiteMessages } from '../core/script-page-state';
import { reportLoadFailure } from '../kit/report-load-failure';
import type { ChainforgeApi, ChainforgeWorkingApi } from './chainforge-types';
import type { LoadElement } from './modal-controller';

/** The members that do all their work in the API's code, so wait for it. */
type DeferredMember = 'openModal' | 'getCurrentMember' | 'logout';

/** The membership half of `window.chainforge`: everything but the inspector. */
export type LazyChainforge = Omit<ChainforgeApi, 'inspector'>;

const logFailure = reportLoadFailure('its API');

/**
 * The membership API at no cost up front: each member imports the working part (membership
 * client, modals) the first time it is called. The CDN script puts it on `window.chainforge`; the
 * npm package's `membership` entry exports its members.
 */
export function createLazyChainforge(loadElement: LoadElement, pageState: PageState): LazyChainforge {
  let api: Promise<ChainforgeWorkingApi> | null = null;
  const loadApi = () => {
    api ??= import('./chainforge-api').then(({ createChainforgeApi }) => createChainforgeApi(loadElement));
    api.catch(() => {
      api = null; // a failed download is tried again on the next call
    });
    return api;
  };
  const deferred = <Name extends DeferredMember>(name: Name) =>
    ((...args: unknown[]) =>
      loadApi().then((chainforge) =>
        (chainforge[name] as (...args: unknown[]) => unknown)(...args),
      )) as ChainforgeApi[Name];

  return {
    openModal: deferred('openModal'),
    // Before the first openModal there is no modal of ours to hide.
    hideModal: () => void api?.then((chainforge) => chainforge.hideModal(), logFailure),
    getCurrentMember: deferred('getCurrentMember'),
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
    logout: deferred('logout'),
    setMessages: (overrides) => setSiteMessages(pageState, overrides && typeof overrides === 'object' ? overrides : {}),
  };
}

let signingOn = false;

/**
 * Single sign-on starts on its own where there is a member to sign on: a session stored by an
 * earlier page, or a modal that just signed someone in. Its code loads only then. Once per page.
 */
export function signOnWhenMembersSignIn(): void {
  if (signingOn) return;
  signingOn = true;
  const signOnNow = () =>
    import('./single-sign-on').then(({ signOnNow }) => signOnNow()).catch(reportLoadFailure('its single sign-on'));
  addEventListener('ms-modal-result', (event) => {
    const type = event.detail?.type;
    if (type === 'LOGIN' || type === 'SIGNUP') void signOnNow();
  });
  if (hasStoredSession()) void signOnNow();
}

function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(TOKEN_KEY) !== null;
  } catch {
    return false; // storage refused: no session survived from an earlier page
  }
}
