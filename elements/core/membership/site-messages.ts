import { pageState } from '../page-state';
import type { MessageOverrides } from './messages';

/*
 * The site's own wording (a translation, say), set with `chainforge.setMessages` for every modal
 * and for the no-code runtime alike. The CDN script keeps it in the page state
 * (script-page-state.ts), so that the call takes effect at once, before any modal's code has
 * loaded: a form the runtime words a moment later already speaks the site's way.
 */

export const siteMessageOverrides = (): MessageOverrides => pageState().siteMessages;

/** Calls `listener` whenever the site's wording changes; returns the unsubscribe function. */
export function onSiteMessages(listener: () => void): () => void {
  const { siteMessageListeners } = pageState();
  siteMessageListeners.add(listener);
  return () => siteMessageListeners.delete(listener);
}
