import type { RuntimeConfig } from './runtime-config';
import type { MessageOverrides } from './membership/messages';
import { PAGE_STATE_NAME, type PageState, type WithPageState } from './page-state';

/*
 * The CDN script's side of the page state (see page-state.ts): the script writes what element code
 * reads, and imports nothing that element code imports (the name is a constant the bundler writes
 * in place).
 */

/**
 * Puts the script tag's settings where element code reads them, and answers the page's state. A
 * second copy of the script on the page writes into the state the first one made, which the
 * elements already hold.
 */
export function shareScriptSettings(config: RuntimeConfig): PageState {
  const global = globalThis as WithPageState;
  const key = Symbol.for(PAGE_STATE_NAME);
  const state = global[key] ?? { config, siteMessages: {}, siteMessageListeners: new Set() };
  global[key] = state;
  Object.assign(state.config, config);
  return state;
}

/**
 * `chainforge.setMessages`: the site's wording for every modal and the no-code runtime, taking
 * effect at once for what is on the page and for what loads later.
 */
export function setSiteMessages(state: PageState, overrides: MessageOverrides): void {
  state.siteMessages = { ...overrides };
  for (const listener of state.siteMessageListeners) listener();
}
