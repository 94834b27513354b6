import { PageTitle } from '../../layout/page-parts';
import { SettingsEditor } from './settings-editor';
import { SettingsUnavailable } from './settings-unavailable';
import { useSettingsLoad } from './use-settings-load';

export function AgentSettingsPage() {
  const { load, retry } = useSettingsLoad();
  return (
    <>
      <PageTitle>Chat Agent Settings</PageTitle>
      {load.status === 'loaded' ? (
        <SettingsEditor loaded={load.settings} />
      ) : (
        <SettingsUnavailable load={load} onRetry={retry} />
      )}
    </>
  );
}
