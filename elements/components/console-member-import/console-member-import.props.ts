import type { ConsoleMemberMode } from '../../core/contract/console-answers';

export interface ConsoleMemberImportProps {
  /** The mode whose members the file is imported into when the page opens: live unless set. */
  mode?: ConsoleMemberMode;
}
