import type { ConsoleMemberMode } from '../../../contract/console-answers';
import { filtersFromQuery, filtersQuery, isDay, oneOf } from '../../kit/console/url-filters';
import { type FilterValues, NO_FILTERS } from './member-filters';

/** Everything that decides which members the list shows: what its page keeps in the URL. */
export type MemberListView = FilterValues & { mode: ConsoleMemberMode; search: string };

const ALL_MEMBERS: MemberListView = { mode: 'live', search: '', ...NO_FILTERS };

/** The view a URL query holds (`?mode=test&verified=false&order=ASC`); anything else reads as unset. */
export const memberListViewOf = (query: string | undefined): MemberListView =>
  filtersFromQuery(query, ALL_MEMBERS, {
    mode: oneOf('live', 'test'),
    verified: oneOf('true', 'false'),
    order: oneOf('DESC', 'ASC'),
    createdFrom: isDay,
    createdTo: isDay,
  });

/** The view as a URL query, without `?`: empty for every live member, newest first. */
export const memberListQuery = (view: MemberListView): string => filtersQuery(view, ALL_MEMBERS);

/** The view's filters alone, as the filter controls hold them. */
export function filtersOfView({ mode: _mode, search: _search, ...filters }: MemberListView): FilterValues {
  return filters;
}
