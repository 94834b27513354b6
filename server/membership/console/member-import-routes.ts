import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { ImportPreview, ImportRowKind } from '../../../contract/console-import-answers.ts';
import { listCustomFields } from '../../db/queries/membership/apps.ts';
import type { MemberMode } from '../../db/schema-membership.ts';
import { apiError } from '../../http/errors.ts';
import { boundedText } from '../../http/fields.ts';
import { queryParams } from '../../http/validate.ts';
import type { MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import type { ConsoleEnv } from './console-context.ts';
import { commitImport } from './member-import-commit.ts';
import { readImportFile, type ImportFile } from './member-import-file.ts';
import { planImport, previewRow, type PlannedRow } from './member-import-plan.ts';
import { keepImportReport, memberImportReportRoutes } from './member-import-reports.ts';
import { fileDigest, PREVIEW_LIFETIME_MS, previewIdMatches, previewIdOf } from './member-import-token.ts';
import { noteOwnerAudit, ownerAction } from './owner-audit.ts';
import { requireOwner } from './require-owner.ts';

/** Rows of each kind the preview shows: enough to see what is wrong; the report lists every row. */
const SAMPLE_SIZE = 50;

const CSV_TYPE = /^text\/csv\s*(?:;|$)/i;

const mode = v.optional(v.picklist(['test', 'live'], 'must be test or live'), 'live');
const previewQuery = v.object({ mode });
/** The file's name, shown with its report among the recent imports (the body is the file's bytes alone). */
const commitQuery = v.object({ mode, previewId: boundedText(2000), fileName: v.optional(boundedText(255), '') });

const zeroKinds = (): Record<ImportRowKind, number> => ({ new: 0, changed: 0, unchanged: 0, invalid: 0 });

/** The body as the bytes sent, refused unless it is CSV text in UTF-8. */
async function csvBody(c: Context): Promise<{ bytes: Uint8Array; text: string }> {
  if (!CSV_TYPE.test(c.req.header('content-type') ?? '')) {
    throw apiError('unsupported-media-type', { message: 'Send the file as CSV with Content-Type: text/csv.' });
  }
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw apiError('invalid-import-file', { message: 'The file is not text in UTF-8: save it as CSV (UTF-8).' });
  }
  if (text.includes('\u0000'))
    throw apiError('invalid-import-file', { message: 'The file is not text: it holds NUL bytes.' });
  return { bytes, text };
}

/**
 * The console's member import: POST /members/import/preview reads a CSV in Memberstack's import
 * columns (our export's), checks every row against the app and says what committing it would do,
 * writing nothing; POST /members/import/commit takes the same file with the preview's id, plans it
 * again against the members as they are then, writes it and answers the report of every row, which
 * is kept (member-import-reports.ts). Both are owner acts: limited, and recorded in the audit with their counts.
 */
export function memberImportRoutes(services: MembershipServices) {
  const { db, limiter, secret } = services;
  const signedIn = requireOwner(services);

  async function plan(
    appId: string,
    text: string,
    mode: MemberMode,
  ): Promise<{ file: ImportFile; rows: PlannedRow[] }> {
    const fieldKeys = new Set((await listCustomFields(db, appId)).map((field) => field.key));
    const file = readImportFile(text, fieldKeys);
    return { file, rows: await planImport(db, { appId, mode, file }) };
  }

  return new Hono<ConsoleEnv>()
    .post(
      '/members/import/preview',
      signedIn,
      ownerAction(db, limiter, 'members.import-preview'),
      queryParams(previewQuery),
      async (c) => {
        const { mode } = c.get('query');
        const { bytes, text } = await csvBody(c);
        const { file, rows } = await plan(c.var.owner.app_id, text, mode);
        const counts = zeroKinds();
        const samples: ImportPreview['samples'] = { new: [], changed: [], unchanged: [], invalid: [] };
        for (const planned of rows) {
          counts[planned.kind]++;
          if (samples[planned.kind].length < SAMPLE_SIZE) samples[planned.kind].push(previewRow(planned));
        }
        const expiresAt = Date.now() + PREVIEW_LIFETIME_MS;
        const previewId = previewIdOf(secret, {
          ownerId: c.var.owner.id,
          appId: c.var.owner.app_id,
          mode,
          digest: fileDigest(bytes),
          expiresAt,
        });
        noteOwnerAudit(c, { detail: { mode, rows: rows.length, counts } });
        const data: ImportPreview = {
          previewId,
          expiresAt: new Date(expiresAt).toISOString(),
          mode,
          rows: rows.length,
          counts,
          columns: { read: file.columns.read, ignored: file.columns.ignored },
          samples,
          sampleSize: SAMPLE_SIZE,
        };
        return answer(c, data);
      },
    )
    .post(
      '/members/import/commit',
      signedIn,
      ownerAction(db, limiter, 'members.import'),
      queryParams(commitQuery),
      async (c) => {
        const { mode, previewId, fileName } = c.get('query');
        const { bytes, text } = await csvBody(c);
        const previewed = previewIdMatches(secret, previewId, {
          ownerId: c.var.owner.id,
          appId: c.var.owner.app_id,
          mode,
          digest: fileDigest(bytes),
        });
        if (!previewed) throw apiError('member-import-preview-mismatch');
        const startedAt = new Date().toISOString();
        const { rows } = await plan(c.var.owner.app_id, text, mode);
        const results = await commitImport(services, { appId: c.var.owner.app_id, mode }, rows);
        const report = await keepImportReport(services, c.var.owner, { mode, fileName, results, startedAt });
        noteOwnerAudit(c, {
          targetType: 'member-import',
          targetId: report.id,
          detail: { mode, rows: report.rows, counts: report.counts },
        });
        return answer(c, report);
      },
    )
    .route('/', memberImportReportRoutes(services));
}
