import type { ConsoleMemberMode } from '../../../contract/console-answers';
import { filtersFromQuery, filtersQuery, oneOf } from '../../kit/console/url-filters';

/** Which items the page shows: a mode, and one of its channels ('' for all of them). */
export interface CommentListView extends Record<string, string> {
  mode: ConsoleMemberMode;
  channel: string;
}

const EVERY_LIVE_COMMENT: CommentListView = { mode: 'live', channel: '' };
const ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The view a URL query holds (`?mode=test&channel=cch_...`); anything else reads as unset. */
export const commentListViewOf = (query: string | undefined): CommentListView =>
  filtersFromQuery(query, EVERY_LIVE_COMMENT, { mode: oneOf('live', 'test'), channel: (value) => ID.test(value) });

/** The view as a URL query, without `?`: empty for every live channel. */
export const commentListQuery = (view: CommentListView): string => filtersQuery(view, EVERY_LIVE_COMMENT);
