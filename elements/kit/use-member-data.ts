import { hasApiToken } from '../core/token-storage';
import { type LoadFailureEvent, type RemoteData, useRemoteData } from './use-remote-data';

interface MemberDataOptions<T> {
  /** Loads the data with the stored API token; the signal aborts an attempt no longer wanted. */
  load: (signal: AbortSignal) => Promise<T>;
  /** The element's property in which a page may give the data itself; then nothing is fetched. */
  preloaded: string;
  /** What a failure says to a person, beside its Try again and in the element's error event. */
  failure: string;
}

/**
 * The load of every element of a member's own data (the dashboard's cards and tables, an invoice),
 * so that each behaves alike by construction: data the page preloads in the element's property is
 * shown as given; with no stored API token nobody is signed in, so nothing is asked and the status
 * is `signed-out` until a token arrives; a failure is logged and told as the element's own
 * `<tag>-error` event, `{ message, reason }`.
 */
export function useMemberData<T>(host: HTMLElement, { load, preloaded, failure }: MemberDataOptions<T>): RemoteData<T> {
  // The property as the element holds it now: it may be set before React renders again.
  const given = () => (host as unknown as Record<string, T | undefined>)[preloaded];
  return useRemoteData({
    load,
    preloaded: given(),
    currentPreloaded: given,
    failure: { message: failure, element: { host, event: `${host.localName}-error` as LoadFailureEvent } },
    signedIn: hasApiToken,
  });
}
