import type { ConsoleSecretKeyList } from '../../../contract/console-audit-answers';

export interface ConsoleKeysProps {
  /** Preloaded keys (GET /membership/console/keys); when set, nothing is fetched. */
  keys?: ConsoleSecretKeyList;
}
