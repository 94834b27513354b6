import type { ConsoleMemberMode } from '../../../contract/console-answers';

export interface ConsoleMembersProps {
  /** Whose members: live ones or test-mode ones. */
  mode?: ConsoleMemberMode;
  /** The search and filters, as the URL query `console-members-filters` gives (its mode is ignored). */
  filters?: string;
  /** Each member's link; `{id}` stands for the member id. */
  memberHref?: string;
  /** Members a page, 1 to 100. */
  pageSize?: number;
}
