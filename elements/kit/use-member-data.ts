import { hasApiToken } from '../core/token-storage';
import type { KitProps } from './define-element';
import { type LoadFailureEvent, type RemoteData, useRemoteData } from './use-remote-data';

interface MemberDataOptions<T> {
  /** Loads the data with the stored API token; the signal aborts an attempt no longer wanted. */
  load: (signal: AbortSignal) => Promise<T>;
  /** What a failure says to a person, beside its Try again and in the element's error event. */
  failure: string;
}

/**
 * The load of the elements of a member's own data (the dashboard's cards and tables, an invoice),
 * so that each behaves alike by construction (supply-chain-overview, whose property holds another
 * shape than its answer, calls useRemoteData with the same options itself): data the page gives in the element's `property` is
 * shown as given and nothing is fetched; with no stored API token nobody is signed in, so nothing
 * is asked and the status is `signed-out` until a token arrives; a failure is logged and told as
 * the element's own `<tag>-error` event, `{ message, reason }`.
 */
export function useMemberData<Props extends KitProps, Property extends keyof Props>(
  props: Props,
  property: Property,
  { load, failure }: MemberDataOptions<NonNullable<Props[Property]>>,
): RemoteData<NonNullable<Props[Property]>> {
  const { host } = props;
  type Data = NonNullable<Props[Property]>;
  return useRemoteData<Data>({
    load,
    preloaded: (props[property] ?? undefined) as Data | undefined,
    // The page may set the property before React renders it: the load reads the element's own.
    currentPreloaded: () => ((host as unknown as Props)[property] ?? undefined) as Data | undefined,
    failure: { message: failure, element: { host, event: `${host.localName}-error` as LoadFailureEvent } },
    signedIn: hasApiToken,
  });
}
