import { elementMeta } from '../../kit/element-meta';
import { dataTableParts } from '../../kit/ui/data-table/data-table-parts';
import type { ConsoleMembersProps } from './console-members.props';

export const DEFAULT_MEMBER_HREF = '/console/members/{id}';
export const DEFAULT_PAGE_SIZE = 25;

export const consoleMembersMeta = elementMeta<ConsoleMembersProps>()({
  tag: 'console-members',
  summary:
    "The app's members for a signed-in owner, paged on the server: search by email or member id, filter by plan, verified email and the days created, newest or oldest first, Previous and Next pages, and the filtered list exported as CSV. Each email links to the member's page.",
  attributes: {
    mode: {
      type: 'string',
      description: 'Which members: `live`, or `test` (those signed up through a test-mode public key).',
      default: 'live',
    },
    filters: {
      type: 'string',
      description:
        'The search and filters to show, as a URL query: `search`, `planId`, `verified` (`true` or `false`), `createdFrom` and `createdTo` (`YYYY-MM-DD`), `order` (`ASC` for oldest first); what else it holds, or a value none of these takes, is ignored. The query `console-members-filters` gives fits here as it is.',
      default: '',
    },
    memberHref: {
      type: 'string',
      description:
        'The link of each member; `{id}` stands for the member id. A single-page app can instead handle `console-members-open` and call `preventDefault()`.',
      default: DEFAULT_MEMBER_HREF,
    },
    pageSize: { type: 'number', description: 'Members a page (1 to 100).', default: DEFAULT_PAGE_SIZE },
  },
  properties: {},
  events: {
    'console-members-open': {
      detail: { memberId: 'string', href: 'string' },
      description: "A plain click on a member's email, before the browser follows it; cancelable.",
    },
    'console-members-filters': {
      detail: { query: 'string' },
      description:
        'The owner changed the mode, the search (once typing pauses) or a filter; `query` is the whole view as a URL query without `?` (`mode=test&verified=false`; empty for every live member, newest first), for the page to keep in its URL and give back as `filters` and `mode`.',
    },
    'console-members-error': {
      detail: { message: 'string', reason: 'string' },
      description: "Loading failed; `message` is the text shown ('Unable to load members.'), `reason` the cause.",
    },
  },
  parts: {
    ...dataTableParts,
    filters: 'The row of search and filters above the list',
    search: 'The search box',
    'member-link': "A member's email, a link to their page",
    pager: 'The Previous and Next buttons with the page number',
  },
  example: '<console-members mode="test"></console-members>',
});
