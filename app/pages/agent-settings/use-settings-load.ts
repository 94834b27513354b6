import { useEffect, useState } from 'react';
import { fetchAgentSettings } from '../../../elements/core/chat-api';
import { toClientError } from '../../../elements/core/client-error';
import type { AgentSettings } from '../../../elements/core/contract/chat';

export type SettingsLoad =
  | { status: 'loading' }
  | { status: 'loaded'; settings: AgentSettings }
  | { status: 'forbidden' | 'error'; message: string };

/** The account's saved settings, loaded again on each retry. */
export function useSettingsLoad() {
  const [load, setLoad] = useState<SettingsLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) loads again.
  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    fetchAgentSettings().then(
      (settings) => {
        if (current) setLoad({ status: 'loaded', settings });
      },
      (error: unknown) => {
        if (!current) return;
        const failure = toClientError(error);
        setLoad({ status: failure.kind === 'forbidden' ? 'forbidden' : 'error', message: failure.message });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  return { load, retry: () => setAttempt((count) => count + 1) };
}
