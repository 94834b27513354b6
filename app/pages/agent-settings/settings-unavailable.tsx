import { ErrorNotice } from '../../../elements/kit/ui/error-notice';
import { LoadingBar } from '../../../elements/kit/ui/loading-bar';
import { Muted, Panel } from '../../layout/page-parts';
import { Notice } from './agent-settings.styles';
import type { SettingsLoad } from './use-settings-load';

/** What the page shows until the settings are loaded, or instead of them. */
export function SettingsUnavailable({
  load,
  onRetry,
}: {
  load: Exclude<SettingsLoad, { status: 'loaded' }>;
  onRetry: () => void;
}) {
  return (
    <>
      {load.status === 'loading' && <LoadingBar label="Loading the chat settings" />}
      {load.status === 'forbidden' && (
        <Notice role="status">
          <h2>Not part of your plan</h2>
          <Muted>
            The chat agent is not part of your account's plan, so there are no chat settings to change. A chat agent
            (ctfd) plan includes the assistant and its settings.
          </Muted>
        </Notice>
      )}
      {load.status === 'error' && (
        <Panel>
          <ErrorNotice message={`Unable to load the chat settings. ${load.message}`} onRetry={onRetry} />
        </Panel>
      )}
    </>
  );
}
