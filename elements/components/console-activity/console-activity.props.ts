import type { ConsoleActivity } from '../../../contract/console-activity-answers';
import type { ConsoleMemberMode } from '../../../contract/console-answers';

export interface ConsoleActivityProps {
  /** Which members are shown first: live (the default) or test mode's. */
  mode?: ConsoleMemberMode;
  /** Preloaded figures (GET /membership/console/activity); when set, nothing is fetched. */
  activity?: ConsoleActivity;
}
