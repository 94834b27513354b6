import { useState } from 'react';
import { describeError } from '../../core/client-error';
import type { ConsoleMemberMode } from '../../../contract/console-answers';
import { consoleClient } from '../../core/console-client';
import { emit } from '../../kit/events';
import type { ImportStage } from './import-stages';

/** The server's limit on a file: 10 MB. Refused here first, so a large file is not sent for nothing. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/**
 * The import's steps: a file is previewed (in the chosen mode, again when the mode changes), the
 * preview imported, and its report shown. A refused step says why and keeps what was shown.
 */
export function useImportStages(host: HTMLElement, initialMode: ConsoleMemberMode) {
  const [mode, setMode] = useState<ConsoleMemberMode>(initialMode);
  const [stage, setStage] = useState<ImportStage>({ name: 'choose' });
  const [error, setError] = useState<string | null>(null);
  // Each import finished here loads the recent imports again.
  const [importsDone, setImportsDone] = useState(0);
  const busy = stage.name === 'previewing' || stage.name === 'importing';

  const preview = async (file: File, into = mode) => {
    setError(null);
    if (!isCsv(file)) {
      setError('Choose a CSV file (.csv): export the list from a spreadsheet as CSV (UTF-8).');
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      setError('The file is larger than 10 MB: split it into parts and import each.');
      return;
    }
    setStage({ name: 'previewing', file });
    try {
      setStage({ name: 'preview', file, preview: await consoleClient.previewImport(file, into) });
    } catch (thrown) {
      setError(describeError(thrown));
      setStage({ name: 'choose' });
    }
  };

  const runImport = async () => {
    if (stage.name !== 'preview') return;
    const { file, preview: previewed } = stage;
    setError(null);
    setStage({ name: 'importing', file, preview: previewed });
    try {
      const report = await consoleClient.commitImport(file, previewed.mode, previewed.previewId);
      setStage({ name: 'report', file, report });
      setImportsDone((done) => done + 1);
      emit(host, 'console-member-import-done', report.counts);
    } catch (thrown) {
      setError(describeError(thrown));
      setStage({ name: 'preview', file, preview: previewed });
    }
  };

  const chooseMode = (next: ConsoleMemberMode) => {
    setMode(next);
    if (stage.name === 'preview') void preview(stage.file, next);
  };

  const startOver = () => {
    setError(null);
    setStage({ name: 'choose' });
  };

  return { mode, stage, error, busy, importsDone, preview, runImport, chooseMode, startOver };
}
