import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { formatDay } from '../../core/calendar-format';
import type { ConsoleMemberMode } from '../../../contract/console-answers';
import type { AdminMember } from '../../../contract/membership-answers';
import { consoleClient, memberExportUrl, type MemberListQuery } from '../../core/console-client';
import { formatCount } from '../../core/format';
import { ActionLink } from '../../kit/console/console-controls';
import { CursorPager } from '../../kit/console/cursor-pager';
import type { KitProps } from '../../kit/define-element';
import { emit } from '../../kit/events';
import { DataTable, NO_ROWS, type Column } from '../../kit/ui/data-table/data-table';
import { StatusBadge } from '../../kit/ui/status-badge';
import { useRemoteData } from '../../kit/use-remote-data';
import { DEFAULT_MEMBER_HREF, DEFAULT_PAGE_SIZE } from './console-members.meta';
import type { ConsoleMembersProps } from './console-members.props';
import { Actions, MemberLink, Mono, Summary } from './console-members.styles';
import { filtersNarrow, MemberFilters, type FilterValues } from './member-filters';
import { filtersOfView, memberListQuery, memberListViewOf } from './member-list-url';

export const MEMBERS_LOAD_ERROR = 'Unable to load members.';

/** Waits this long after the last key before searching, so typing an address asks once. */
const SEARCH_PAUSE_MS = 300;

export function memberHref(template: string | undefined, memberId: string): string {
  return (template || DEFAULT_MEMBER_HREF).replaceAll('{id}', encodeURIComponent(memberId));
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const plansText = (member: AdminMember) =>
  member.planConnections.map((connection) => connection.planName).join(', ') || 'No plan';

/** The list's query from the filters as typed: empty ones left out. */
function queryOf(
  mode: ConsoleMemberMode,
  filters: FilterValues,
  search: string,
): Omit<MemberListQuery, 'first' | 'after'> {
  return {
    mode,
    search: search.trim() || undefined,
    planId: filters.planId || undefined,
    verified: filters.verified === '' ? undefined : filters.verified === 'true',
    createdFrom: filters.createdFrom || undefined,
    createdTo: filters.createdTo || undefined,
    order: filters.order,
  };
}

/**
 * The members list: the server pages, searches and filters (it stays fast at 100,000 members);
 * Previous goes back through the cursors of the pages already seen.
 */
export function ConsoleMembers({
  mode = 'live',
  filters: pageFilters,
  memberHref: hrefTemplate,
  pageSize,
  host,
}: ConsoleMembersProps & KitProps) {
  const pageView = useMemo(() => ({ ...memberListViewOf(pageFilters), mode }), [pageFilters, mode]);
  const pageQuery = memberListQuery(pageView);
  const [shownMode, setShownMode] = useState<ConsoleMemberMode>(pageView.mode);
  const [filters, setFilters] = useState(() => filtersOfView(pageView));
  const [typed, setTyped] = useState(pageView.search);
  const [search, setSearch] = useState(pageView.search);
  const summaryId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  // The view the page's URL holds: a change the page makes (back, forward) is shown; the echo of
  // one this list reported is not, so a search typed meanwhile is kept.
  const keptQuery = useRef(pageQuery);
  useEffect(() => {
    if (pageQuery === keptQuery.current) return;
    keptQuery.current = pageQuery;
    setShownMode(pageView.mode);
    setFilters(filtersOfView(pageView));
    setTyped(pageView.search);
    setSearch(pageView.search);
  }, [pageQuery, pageView]);
  const shownQuery = memberListQuery({ ...filters, mode: shownMode, search });
  // Once a member is opened the list is being left: a search that was still waiting for the pause
  // must not report its filters then, or the page would put the list's URL back over the member's
  // (it does while the member's page is still loading). Nor is the view the page just left
  // reported: a render can bring the page's next view while still showing the one before (the state
  // a view sets batched with the next change, back twice in quick succession), and reporting it
  // would push the old view over the history being walked.
  const memberOpened = useRef(false);
  const lastPageQuery = useRef(pageQuery);
  useEffect(() => {
    const leftView = pageQuery !== lastPageQuery.current ? lastPageQuery.current : undefined;
    lastPageQuery.current = pageQuery;
    if (memberOpened.current || shownQuery === keptQuery.current || shownQuery === leftView) return;
    keptQuery.current = shownQuery;
    emit(host, 'console-members-filters', { query: shownQuery });
  }, [host, shownQuery, pageQuery]);

  const query = useMemo(() => queryOf(shownMode, filters, search), [shownMode, filters, search]);
  // The cursor each page seen starts after (the first page: none), for this query only: a new
  // search or filter starts again at its first page.
  const queryKey = JSON.stringify(query);
  const [paging, setPaging] = useState<{ queryKey: string; cursors: (number | undefined)[] }>({
    queryKey,
    cursors: [undefined],
  });
  const cursors = paging.queryKey === queryKey ? paging.cursors : [undefined];
  const turnPage = (next: (number | undefined)[]) => setPaging({ queryKey, cursors: next });

  const first = Math.min(100, Math.max(1, Math.round(pageSize ?? DEFAULT_PAGE_SIZE)));
  const after = cursors.at(-1);
  const page = useRemoteData({
    load: (signal) => consoleClient.members({ ...query, first, after }, signal),
    key: JSON.stringify([query, first, after]),
    perAccount: false,
    failure: { message: MEMBERS_LOAD_ERROR, element: { host, event: 'console-members-error' } },
  });
  const plans = useRemoteData({ load: (signal) => consoleClient.plans(signal), perAccount: false });

  const columns = useMemo((): readonly Column<AdminMember>[] => {
    const open = (event: MouseEvent<HTMLAnchorElement>, memberId: string) => {
      if (!isPlainClick(event)) return;
      memberOpened.current = true;
      const href = event.currentTarget.getAttribute('href') ?? '';
      if (!emit(host, 'console-members-open', { memberId, href })) event.preventDefault();
    };
    return [
      {
        header: 'Email',
        text: (member) => member.auth.email,
        cell: (member, text) => (
          <MemberLink
            part="member-link"
            href={memberHref(hrefTemplate, member.id)}
            onClick={(event) => open(event, member.id)}
          >
            {text}
          </MemberLink>
        ),
      },
      { header: 'Plans', text: plansText },
      {
        header: 'Email verified',
        text: (member) => (member.verified ? 'Verified' : 'Not verified'),
        cell: (member, text) => <StatusBadge $tone={member.verified ? 'success' : 'attention'}>{text}</StatusBadge>,
      },
      { header: 'Created', text: (member) => formatDay(member.createdAt.slice(0, 10)) },
      { header: 'Member ID', text: (member) => member.id, cell: (_member, text) => <Mono>{text}</Mono> },
    ];
  }, [host, hrefTemplate]);

  const data = page.data;
  const total = data?.totalCount;
  const pageNumber = cursors.length;
  const filtered = query.search !== undefined || filtersNarrow(filters);
  // A list that failed to load says so in the table; the count then says nothing rather than 'Loading'.
  const countText =
    total !== undefined
      ? `${formatCount(total)} ${total === 1 ? 'member' : 'members'}`
      : page.status === 'error'
        ? ''
        : 'Loading members…';

  return (
    <section aria-label="Members">
      <MemberFilters
        mode={shownMode}
        onMode={setShownMode}
        search={typed}
        onSearch={setTyped}
        values={filters}
        onChange={setFilters}
        plans={plans.data ?? []}
      />
      <Summary>
        <span id={summaryId} part="count" aria-live="polite">
          {countText && `${countText}${shownMode === 'test' ? ' in test mode' : ''}`}
        </span>
        <Actions>
          <ActionLink part="export" href={memberExportUrl(query)} download aria-describedby={summaryId}>
            Export CSV
          </ActionLink>
        </Actions>
      </Summary>
      <DataTable
        label="Members"
        columns={columns}
        rows={data?.members ?? NO_ROWS}
        rowKey={(member) => member.id}
        remote={page}
        emptyText={filtered ? 'No members match these filters.' : 'No members yet.'}
        noun={['member', 'members']}
      />
      {(pageNumber > 1 || data?.hasNextPage) && (
        <CursorPager
          label="Pages"
          pageNumber={pageNumber}
          hasNextPage={Boolean(data?.hasNextPage)}
          busy={page.status === 'loading'}
          onPrevious={() => turnPage(cursors.slice(0, -1))}
          onNext={() => data?.endCursor != null && turnPage([...cursors, data.endCursor])}
        />
      )}
    </section>
  );
}
