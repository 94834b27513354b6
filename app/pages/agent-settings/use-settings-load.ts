import { fetchAgentSettings } from '../../../elements/core/chat-api';
import type { AgentSettings } from '../../../contract/chat';
import { useRemoteData } from '../../../elements/kit/use-remote-data';

export type SettingsLoad =
  | { status: 'loading' }
  | { status: 'loaded'; settings: AgentSettings }
  | { status: 'forbidden' | 'error'; message: string };

/** The account's saved settings, loaded again on each retry; a plan without the chat is its own answer. */
export function useSettingsLoad() {
  const remote = useRemoteData({ load: (signal) => fetchAgentSettings({ signal }) });
  const load: SettingsLoad =
    remote.status === 'loaded' && remote.data
      ? { status: 'loaded', settings: remote.data }
      : remote.status === 'error' && remote.error
        ? { status: remote.error.kind === 'forbidden' ? 'forbidden' : 'error', message: remote.error.message }
        : { status: 'loading' };
  return { load, retry: remote.retry };
}
