import * as v from 'valibot';
import { boundedText } from '../../http/fields.ts';
import { listQuery } from '../admin/member-bodies.ts';

const mode = v.optional(v.picklist(['test', 'live'], 'must be test or live'), 'live');

/**
 * GET /members: the admin API's list query (page size, cursor, order, search, plan, verified,
 * created days) and the mode whose members are listed (live unless asked).
 */
export const consoleListQuery = v.object({ ...listQuery.entries, mode });

/** GET /members/export.csv: the list's filters and order, without the page. */
export const consoleExportQuery = v.object({
  mode,
  order: listQuery.entries.order,
  search: listQuery.entries.search,
  planId: listQuery.entries.planId,
  verified: listQuery.entries.verified,
  createdFrom: listQuery.entries.createdFrom,
  createdTo: listQuery.entries.createdTo,
});

/** DELETE /members/:id: the member's email typed again, so a slip of the mouse deletes nobody. */
export const deleteConfirmation = v.object({ confirmEmail: boundedText(254) });
