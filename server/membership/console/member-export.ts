import type { Kysely } from 'kysely';
import type { AdminMember } from '../../../contract/membership-answers.ts';
import { csvHeader, csvRecord, type CsvColumn } from '../../../contract/csv.ts';
import type { CustomFieldRow } from '../../db/queries/membership/apps.ts';
import { listMemberPage, type MemberFilter } from '../../db/queries/membership/member-list.ts';
import type { Database } from '../../db/schema.ts';
import { adminMemberViews } from '../views/admin-member-view.ts';

/** Members read per query while the file is written: a page's details cost four queries. */
const BATCH = 500;

/**
 * The columns of Memberstack's member import (and of the export it makes for one), so that the
 * file goes back in unchanged: who the member is, when they joined and last signed in, their free
 * plans (comma-separated ids, as the import takes them), every plan with its state, their Stripe
 * customer, login redirect, JSON and metadata; then one column per custom field, headed by its key.
 */
const FIXED_COLUMNS: readonly { header: string; value: (member: AdminMember) => string }[] = [
  { header: 'Member ID', value: (member) => member.id },
  { header: 'Email', value: (member) => member.auth.email },
  { header: 'Verified', value: (member) => String(member.verified) },
  { header: 'Created At', value: (member) => member.createdAt },
  { header: 'Last Login', value: (member) => member.lastLogin ?? '' },
  {
    header: 'Free Plans',
    value: (member) =>
      member.planConnections
        .filter((connection) => connection.type === 'FREE' && connection.active)
        .map((connection) => connection.planId)
        .join(','),
  },
  {
    header: 'Plans',
    value: (member) =>
      member.planConnections.map((connection) => `${connection.planName} (${connection.status})`).join('; '),
  },
  { header: 'Stripe Customer ID', value: (member) => member.stripeCustomerId ?? '' },
  { header: 'Login Redirect', value: (member) => member.loginRedirect },
  { header: 'JSON', value: (member) => jsonText(member.json) },
  { header: 'Metadata', value: (member) => jsonText(member.metaData) },
];

const jsonText = (value: Record<string, unknown>) => (Object.keys(value).length === 0 ? '' : JSON.stringify(value));

const fieldText = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The filtered list as CSV, written while it is read: a batch of members at a time through the
 * list's keyset cursor, so a file of 100,000 members never sits in memory whole and its first
 * bytes leave at once. Every cell is spreadsheet-safe (a custom field is whatever a member typed).
 */
export function memberCsvStream(
  db: Kysely<Database>,
  { filter, order, fields }: { filter: MemberFilter; order: 'ASC' | 'DESC'; fields: readonly CustomFieldRow[] },
): ReadableStream<Uint8Array> {
  const columns: CsvColumn[] = [...FIXED_COLUMNS, ...fields.map((field) => ({ header: field.key }))];
  const encoder = new TextEncoder();
  let after: number | undefined;
  let count: number | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // A byte order mark first, so that Excel reads the file as UTF-8 (as the tables' own exports do).
        controller.enqueue(encoder.encode(`\uFEFF${csvHeader(columns)}`));
        return;
      }
      // Counted once: the count picks how a plan's holders are read, and it does not change per batch.
      const page = await listMemberPage(db, { filter, after, order, limit: BATCH }, { knownCount: count });
      count = page.totalCount;
      const members = await adminMemberViews(db, page.rows);
      const text = members
        .map((member) =>
          csvRecord(columns, [
            ...FIXED_COLUMNS.map((column) => column.value(member)),
            ...fields.map((field) => fieldText(member.customFields[field.key])),
          ]),
        )
        .join('');
      if (text) controller.enqueue(encoder.encode(text));
      after = page.rows.at(-1)?.seq ?? undefined;
      if (!page.hasNextPage) controller.close();
    },
  });
}
