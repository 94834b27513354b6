import type { KitProps } from '../../kit/define-element';
import { ChooseStep } from './choose-step';
import type { ConsoleMemberImportProps } from './console-member-import.props';
import { Page } from './console-member-import.styles';
import { PreviewStep } from './preview-step';
import { RecentImports } from './recent-imports';
import { ReportStep } from './report-step';
import { useImportStages } from './use-import-stages';

/**
 * The member import: a CSV chosen or dropped is previewed by the server (nothing written), its
 * counts and rows shown with their reasons; Import sends the same file with the preview's id, and
 * the report of every row, kept by the server, downloads as CSV, then and among the recent imports.
 */
export function ConsoleMemberImport({ mode: initialMode, host }: ConsoleMemberImportProps & KitProps) {
  const steps = useImportStages(host, initialMode === 'test' ? 'test' : 'live');
  const { stage } = steps;
  return (
    <Page>
      <ChooseStep
        mode={steps.mode}
        stage={stage}
        busy={steps.busy}
        error={steps.error}
        onMode={steps.chooseMode}
        onFile={(file) => void steps.preview(file)}
      />
      {(stage.name === 'preview' || stage.name === 'importing') && (
        <PreviewStep
          key={stage.preview.previewId}
          file={stage.file}
          preview={stage.preview}
          importing={stage.name === 'importing'}
          onImport={() => void steps.runImport()}
          onStartOver={steps.startOver}
        />
      )}
      {stage.name === 'report' && <ReportStep file={stage.file} report={stage.report} onStartOver={steps.startOver} />}
      <RecentImports version={steps.importsDone} />
    </Page>
  );
}
