import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError } from '../core/client-error';
import { onApiTokenChange } from './api-token-events';
import { afterPageScripts } from './document-ready';

export type RemoteStatus = 'loading' | 'loaded' | 'error';

export interface RemoteData<T> {
  status: RemoteStatus;
  data: T | undefined;
  /** The reason of the last failure, readable by a person. */
  error: string | null;
  retry: () => void;
}

/**
 * Data an element either receives (preloaded: nothing is fetched) or fetches itself, with a retry
 * after a failure. The fetch waits for the page's own scripts, which may still preload the data;
 * a late answer for an unmounted element or an older attempt is dropped. A new API token (single
 * sign-on, sign-out) loads the data again, as the account it shows has changed.
 */
export interface RemoteDataOptions<T> {
  load: () => Promise<T>;
  /** The data the page gave the element, as rendered. */
  preloaded: T | undefined;
  /** The data the page gave the element, read live: it may arrive before React re-renders. */
  currentPreloaded: () => T | undefined;
  onError: (reason: string) => void;
}

export function useRemoteData<T>({ load, preloaded, currentPreloaded, onError }: RemoteDataOptions<T>): RemoteData<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<RemoteData<T>, 'retry'>>({ status: 'loading', data: undefined, error: null });
  const isPreloaded = preloaded !== undefined;
  // The callbacks are new at every render but read the element live: the effect uses the latest
  // ones, and a new attempt is started only by mount, retry, or the page dropping its preloaded data.
  const callbacks = useRef({ load, currentPreloaded, onError });
  callbacks.current = { load, currentPreloaded, onError };

  // biome-ignore lint/correctness/useExhaustiveDependencies: each retry (attempt) starts the load again.
  useEffect(() => {
    if (isPreloaded) return;
    const { load, currentPreloaded, onError } = callbacks.current;
    let current = true;
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    const start = async () => {
      await afterPageScripts();
      if (!current || currentPreloaded() !== undefined) return;
      try {
        const data = await load();
        if (current) setState({ status: 'loaded', data, error: null });
      } catch (error) {
        if (!current) return;
        const reason = describeError(error);
        setState((previous) => ({ ...previous, status: 'error', error: reason }));
        onError(reason);
      }
    };
    void start();
    return () => {
      current = false;
    };
  }, [attempt, isPreloaded]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // Another account's data (or a signed-out visitor's) must not keep showing the previous one's.
  useEffect(() => {
    if (isPreloaded) return;
    return onApiTokenChange(() => {
      setState({ status: 'loading', data: undefined, error: null });
      retry();
    });
  }, [isPreloaded, retry]);
  if (isPreloaded) return { status: 'loaded', data: preloaded, error: null, retry };
  return { ...state, retry };
}
