import type { RuntimeConfig } from './runtime-config';
import type { MessageOverrides } from './membership/messages';

/**
 * What the CDN script shares with the element code it loads on one page: the runtime settings and
 * the site's own wording with whoever listens for it. It lives on `globalThis` under a registered
 * symbol rather than in a module both import, because a module that the script and element chunks
 * both import becomes one more file every page fetches before the script can run (it cannot ride
 * in the script: a chunk importing the script would run it a second time on a page that loaded it
 * as `chainforge-elements.js?v=...`). Whichever side runs first makes it: the script with its
 * tag's settings (script-page-state.ts), or element code where no script runs (the dashboard,
 * tests) with the defaults.
 */
export interface PageState {
  config: RuntimeConfig;
  siteMessages: MessageOverrides;
  siteMessageListeners: Set<() => void>;
}

/**
 * The symbol's registered name, so that both sides, and a second copy of the script, find one
 * state. A version that changes the state's shape takes a new name.
 */
export const PAGE_STATE_NAME = 'chainforge.page-state';

export type WithPageState = { [name: symbol]: PageState | undefined };

/** The page's state, made with the defaults (the dashboard's own origin) if no script made it. */
export function pageState(): PageState {
  const global = globalThis as WithPageState;
  const key = Symbol.for(PAGE_STATE_NAME);
  const state = global[key] ?? {
    config: { productApiUrl: '/api', membershipApiUrl: '/membership', publicKey: null, inspector: false },
    siteMessages: {},
    siteMessageListeners: new Set(),
  };
  global[key] = state;
  return state;
}
