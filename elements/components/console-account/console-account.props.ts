import type { ConsolePasskeyList } from '../../../contract/console-account-answers';

export interface ConsoleAccountProps {
  /** Preloaded passkeys (GET /membership/console/passkeys); when set, they are not fetched. */
  passkeys?: ConsolePasskeyList;
}
