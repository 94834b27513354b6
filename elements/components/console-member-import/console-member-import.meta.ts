import { elementMeta } from '../../kit/element-meta';
import type { ConsoleMemberImportProps } from './console-member-import.props';

export const consoleMemberImportMeta = elementMeta<ConsoleMemberImportProps>()({
  tag: 'console-member-import',
  summary:
    "The console's member import for an app's owners: a CSV in Memberstack's import columns (the console's export) chosen or dropped, previewed with counts of new, changed, unchanged and invalid rows and each row's reasons, then imported into live or test mode, with a report of every row to download as CSV; the server keeps each report, and the app's recent imports are listed with theirs. Needs an owner's console session.",
  attributes: {
    mode: { type: 'string', description: 'The mode imported into when the page opens: live or test.', default: 'live' },
  },
  properties: {},
  events: {
    'console-member-import-done': {
      detail: { created: 'number', updated: 'number', unchanged: 'number', failed: 'number' },
      description: 'An import finished; the detail counts its rows by outcome.',
    },
  },
  parts: {
    'drop-zone': 'Where a file is dropped or chosen',
    counts: "The preview's or report's counts",
    'import-button': 'The button that imports the previewed file',
    'download-report': "The link that downloads the finished import's report as CSV",
    'recent-imports': 'The recent imports: when, the file, the mode, the counts, who ran it',
    'recent-report': "A recent import's link to its report as CSV",
    table: 'The rows table',
    error: 'The message of a refused file or a failed import',
  },
  example: '<console-member-import mode="test"></console-member-import>',
});
