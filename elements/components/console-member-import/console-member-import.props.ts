import type { ConsoleMemberMode } from '../../../contract/console-answers';

export interface ConsoleMemberImportProps {
  /** The mode whose members the file is imported into when the page opens: live unless set. */
  mode?: ConsoleMemberMode;
}
