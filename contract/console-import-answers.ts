/**
 * What the console's member import answers inside `{ data }`: POST /members/import/preview reads a
 * CSV and says what committing it would do; POST /members/import/commit does it and reports, and
 * the report is kept (GET /member-imports).
 * Row numbers are the file's records as a spreadsheet numbers them: the header is row 1.
 */

/** What a row of the file is to the app's members. */
export type ImportRowKind = 'new' | 'changed' | 'unchanged' | 'invalid';

/** One row as the preview shows it. */
export interface ImportPreviewRow {
  row: number;
  /** The row's email as written (trimmed); empty when the cell is. */
  email: string;
  /** The member it matched (by Member ID, else by email); null for a new one or an invalid row. */
  memberId: string | null;
  /** What would change of a matched member: email, verified, customFields.<key>, plans, metaData, json, loginRedirect, stripeCustomerId. */
  changes: string[];
  /** Why the row cannot be imported; empty unless the row is invalid. */
  errors: string[];
  /** What is imported differently than the file says (a password hash not kept, a Stripe customer not replaced). */
  warnings: string[];
}

/** POST /members/import/preview. Nothing is written. */
export interface ImportPreview {
  /** Names this file, this mode and this owner for the commit; it expires (expiresAt). */
  previewId: string;
  expiresAt: string;
  mode: 'test' | 'live';
  rows: number;
  counts: Record<ImportRowKind, number>;
  /** The file's columns read, and those known but never imported (Plans, Stripe Subscription ID). */
  columns: { read: string[]; ignored: string[] };
  /** The first rows of each kind (at most `sampleSize` of each), in file order. */
  samples: Record<ImportRowKind, ImportPreviewRow[]>;
  sampleSize: number;
}

/** What happened to one row when committed. */
export type ImportOutcome = 'created' | 'updated' | 'unchanged' | 'failed';

export interface ImportReportRow {
  row: number;
  email: string;
  /** The member created or updated; null when the row failed before there was one. */
  memberId: string | null;
  outcome: ImportOutcome;
  /** Why it failed; what changed for an update; empty otherwise. */
  detail: string;
}

/** An import as the recent imports list it: what was imported, when, by whom, with what outcome. */
export interface ImportSummary {
  /** The report's id (`imp_...`): GET /member-imports/<id> and its CSV at /member-imports/<id>/report.csv. */
  id: string;
  mode: 'test' | 'live';
  /** The file's name as the browser gave it; empty when the import was sent without one. */
  fileName: string;
  rows: number;
  counts: Record<ImportOutcome, number>;
  /** The owner who ran it; null once that owner is removed. */
  ownerEmail: string | null;
  startedAt: string;
  finishedAt: string;
}

/** POST /members/import/commit, and GET /member-imports/<id> later: the report is kept. */
export interface ImportReport extends ImportSummary {
  /** Every row in file order: the report its CSV holds. */
  results: ImportReportRow[];
}

/** GET /member-imports: the app's recent imports, newest first. */
export interface RecentImports {
  imports: ImportSummary[];
}
