import type { ConsoleAppSettings } from '../../../contract/console-app-settings';

export interface ConsoleAppSettingsProps {
  /** The settings as GET /membership/console/app-settings answers them: when set, nothing is fetched. */
  settings?: ConsoleAppSettings;
}
