import { useCallback, useEffect, useRef, useState } from 'react';
import { type ClientError, toClientError } from '../core/client-error';
import { log } from '../core/log';
import { onApiTokenChange } from './api-token-events';
import { afterPageScripts } from './document-ready';
import { type ChainforgeEventMap, type EventDetail, emit } from './events';

/** `signed-out`: nobody is signed in to load for; a state to show, not a failure. */
export type RemoteStatus = 'loading' | 'loaded' | 'error' | 'signed-out';

export interface RemoteData<T> {
  status: RemoteStatus;
  data: T | undefined;
  /** The last failure, read once; its message is for a person. */
  error: ClientError | null;
  /** What a failure of this load says to a person: the caller's `failure.message`, else the error's own. */
  failureMessage: string;
  retry: () => void;
  /** The data as changed here (a deleted item), without loading it again; a load on its way is dropped. */
  replace: (data: T) => void;
}

/** The events an element tells a failed load with: `<tag>-error`, `{ message, reason }`. */
export type LoadFailureEvent = {
  [Name in keyof ChainforgeEventMap]: EventDetail<Name> extends { message: string; reason: string } ? Name : never;
}[keyof ChainforgeEventMap];

export interface RemoteDataOptions<T> {
  /** Loads the data; the signal aborts when the caller unmounts or a newer attempt starts. */
  load: (signal: AbortSignal) => Promise<T>;
  /** What the data is of (an id): another key loads again. */
  key?: string;
  /** The data the page gave the element, as rendered: when set, nothing is fetched. */
  preloaded?: T | undefined;
  /**
   * The data the page gave the element, read live: it may arrive before React re-renders. An
   * element gives it, and its fetch then waits for the page's own scripts, which may preload.
   */
  currentPreloaded?: () => T | undefined;
  /**
   * How a failure is told: logged as the message and its reason, and, for an element, the
   * `<tag>-error` event on its host with `{ message, reason }`.
   */
  failure?: { message: string; element?: { host: HTMLElement; event: LoadFailureEvent } };
  /**
   * A new API token (single sign-on, sign-out) loads the data again, as the account it shows has
   * changed; code that is no account's data (an element's module) says false.
   */
  perAccount?: boolean;
  /**
   * Whether someone is signed in to load for, read before each load: when it says no, nothing is
   * fetched and the status is `signed-out` (a new API token asks again).
   */
  signedIn?: () => boolean;
}

type LoadState<T> = Omit<RemoteData<T>, 'retry' | 'replace' | 'failureMessage'>;

/**
 * The one way elements and pages load remote data: a retry after a failure, the request aborted
 * when the caller unmounts or starts anew (a late answer is dropped), every failure read through
 * toClientError, logged and, for an element, told as its `<tag>-error` event. Requests of the
 * product API are shared in flight (core/shared-request.ts).
 */
export function useRemoteData<T>({
  load,
  key,
  preloaded,
  currentPreloaded,
  failure,
  perAccount = true,
  signedIn,
}: RemoteDataOptions<T>): RemoteData<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', data: undefined, error: null });
  const isPreloaded = preloaded !== undefined;
  // The callbacks are new at every render but read the caller live: the effect uses the latest
  // ones, and a new attempt is started only by mount, retry, a new key, or the page dropping its
  // preloaded data.
  const callbacks = useRef({ load, currentPreloaded, failure, signedIn });
  callbacks.current = { load, currentPreloaded, failure, signedIn };
  const inFlight = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each retry (attempt) starts the load again.
  useEffect(() => {
    if (isPreloaded) return;
    const { load, currentPreloaded, failure, signedIn } = callbacks.current;
    const aborter = new AbortController();
    inFlight.current = aborter;
    const { signal } = aborter;
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    const start = async () => {
      if (currentPreloaded) {
        await afterPageScripts();
        if (signal.aborted || currentPreloaded() !== undefined) return;
      }
      if (signedIn?.() === false) {
        setState({ status: 'signed-out', data: undefined, error: null });
        return;
      }
      try {
        const data = await load(signal);
        if (!signal.aborted) setState({ status: 'loaded', data, error: null });
      } catch (thrown) {
        if (signal.aborted) return;
        const error = toClientError(thrown);
        setState((previous) => ({ ...previous, status: 'error', error }));
        if (!failure) return;
        log.error(`${failure.message} ${error.message}`);
        if (failure.element) {
          emit(failure.element.host, failure.element.event, { message: failure.message, reason: error.message });
        }
      }
    };
    void start();
    return () => aborter.abort();
  }, [attempt, isPreloaded, key]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // A change made here is newer than any answer still on its way, which must not undo it.
  const replace = useCallback((data: T) => {
    inFlight.current?.abort();
    setState({ status: 'loaded', data, error: null });
  }, []);
  // Another account's data (or a signed-out visitor's) must not keep showing the previous one's.
  useEffect(() => {
    if (isPreloaded || !perAccount) return;
    return onApiTokenChange(() => {
      setState({ status: 'loading', data: undefined, error: null });
      retry();
    });
  }, [isPreloaded, perAccount, retry]);
  if (isPreloaded) return { status: 'loaded', data: preloaded, error: null, failureMessage: '', retry, replace };
  const failureMessage = state.error ? (failure?.message ?? state.error.message) : '';
  return { ...state, failureMessage, retry, replace };
}
