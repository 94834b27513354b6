import { useSnapshot } from 'valtio';
import '../../../elements/components/console-activity/console-activity';
import { themeStore } from '../../theme-store';
import { ConsolePageTitle } from '../console-page-title';

/** The app's members over time: sign-ups, active members, plan holders and recurring revenue. */
export function ActivityPage() {
  const { theme } = useSnapshot(themeStore);
  return (
    <>
      <ConsolePageTitle>Activity</ConsolePageTitle>
      <console-activity theme={theme} />
    </>
  );
}
