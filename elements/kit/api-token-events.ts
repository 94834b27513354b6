/**
 * The page's API token changed (single sign-on stored one, or a sign-out removed it): elements that
 * fetch from the product API load again with it. A window event, so that every copy of the bundle
 * on the page hears it.
 */
export const API_TOKEN_EVENT = 'chainforge:api-token';

declare global {
  interface WindowEventMap {
    [API_TOKEN_EVENT]: Event;
  }
}

export function announceApiTokenChange(): void {
  dispatchEvent(new Event(API_TOKEN_EVENT));
}

export function onApiTokenChange(listener: () => void): () => void {
  addEventListener(API_TOKEN_EVENT, listener);
  return () => removeEventListener(API_TOKEN_EVENT, listener);
}
