import type { MessageKey } from './messages';

export type MessageOverrides = Partial<Record<MessageKey, string>>;

/**
 * The site's own wording (a translation, say), set with `chainforge.setMessages` for every modal
 * and for the no-code runtime alike. It lives in the CDN entry, without the catalogue, so that the
 * call takes effect at once: a form the runtime words a moment later already speaks the site's way.
 */
let overrides: MessageOverrides = {};
const listeners = new Set<() => void>();

export function setSiteMessages(next: MessageOverrides): void {
  overrides = { ...next };
  for (const listener of listeners) listener();
}

export const siteMessageOverrides = (): MessageOverrides => overrides;

/** Calls `listener` whenever the site's wording changes; returns the unsubscribe function. */
export function onSiteMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
