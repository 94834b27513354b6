import type { ConsoleMemberMode } from '../../core/contract/console-answers';

export interface ConsoleMembersProps {
  /** Whose members: live ones or test-mode ones. */
  mode?: ConsoleMemberMode;
  /** Each member's link; `{id}` stands for the member id. */
  memberHref?: string;
  /** Members a page, 1 to 100. */
  pageSize?: number;
}
