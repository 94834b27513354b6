import type { ImportPreview, ImportReport, ImportRowKind } from '../../../contract/console-import-answers';

/** Where the import stands: each step's view shows its part of it. */
export type ImportStage =
  | { name: 'choose' }
  | { name: 'previewing'; file: File }
  | { name: 'preview'; file: File; preview: ImportPreview }
  | { name: 'importing'; file: File; preview: ImportPreview }
  | { name: 'report'; file: File; report: ImportReport };

export const KIND_LABELS: Record<ImportRowKind, string> = {
  invalid: 'Invalid',
  new: 'New',
  changed: 'Changed',
  unchanged: 'Unchanged',
};
export const KINDS: readonly ImportRowKind[] = ['invalid', 'new', 'changed', 'unchanged'];

export const count = (value: number) => value.toLocaleString('en');

/** The rows an import writes: the new and the changed. */
export const writableRows = (preview: ImportPreview) => preview.counts.new + preview.counts.changed;
