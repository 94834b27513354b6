import { useEffect, useMemo, useRef, useState } from 'react';
import type { ConsoleAuditEvent } from '../../../contract/console-audit-answers';
import { consoleClient } from '../../core/console-client';
import { formatDateTime } from '../../core/format';
import { Mono, Section, SectionLead } from '../../kit/console/console-controls';
import { CursorPager } from '../../kit/console/cursor-pager';
import type { KitProps } from '../../kit/define-element';
import { emit } from '../../kit/events';
import { type Column, DataTable } from '../../kit/ui/data-table/data-table';
import { useRemoteData } from '../../kit/use-remote-data';
import { AuditFilters } from './audit-filters';
import {
  type AuditFilterValues,
  actorText,
  auditFiltersOf,
  auditFiltersQuery,
  auditQueryOf,
  NO_AUDIT_FILTERS,
  targetText,
} from './audit-text';
import type { ConsoleAuditProps } from './console-audit.props';
import { Refused } from './console-audit.styles';

export const AUDIT_LOAD_ERROR = 'Unable to load the audit log.';
const DEFAULT_PAGE_SIZE = 50;

const columns: readonly Column<ConsoleAuditEvent>[] = [
  { header: 'Time', text: (event) => formatDateTime(event.createdAt), sortValue: (event) => event.createdAt },
  { header: 'Who', text: actorText },
  { header: 'Action', text: (event) => event.action, cell: (_event, text) => <Mono>{text}</Mono> },
  { header: 'Target', text: targetText, cell: (_event, text) => <Mono>{text}</Mono> },
  {
    header: 'Result',
    text: (event) => String(event.status),
    cell: (event, text) => (event.status >= 400 ? <Refused>{text} refused</Refused> : text),
    numeric: true,
  },
  { header: 'Mode', text: (event) => event.mode ?? '' },
  { header: 'From', text: (event) => event.clientIp },
];

/**
 * The audit log, newest first: the server filters and pages it (a cursor per page), so it stays
 * quick however long the log grows. Previous goes back through the cursors of pages already seen.
 */
export function ConsoleAudit({ filters: pageFilters, pageSize, host }: ConsoleAuditProps & KitProps) {
  const pageQuery = auditFiltersQuery(auditFiltersOf(pageFilters));
  const [values, setValues] = useState(() => auditFiltersOf(pageFilters));
  const [applied, setApplied] = useState(values);
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  // The filters the page's URL holds: a change the page makes (back, forward) is shown; the echo
  // of one this log reported is not.
  const keptQuery = useRef(pageQuery);
  useEffect(() => {
    if (pageQuery === keptQuery.current) return;
    keptQuery.current = pageQuery;
    const next = auditFiltersOf(pageQuery);
    setValues(next);
    setApplied(next);
    setCursors([undefined]);
  }, [pageQuery]);
  // Each Apply asks again, the same filters too: the log grows while the page is open.
  const [applyCount, setApplyCount] = useState(0);
  const first = Math.min(200, Math.max(1, Math.round(pageSize ?? DEFAULT_PAGE_SIZE)));
  const query = useMemo(() => auditQueryOf(applied), [applied]);
  const after = cursors.at(-1);
  const page = useRemoteData({
    load: (signal) => consoleClient.auditPage({ ...query, first, after }, signal),
    key: JSON.stringify([query, first, after, applyCount]),
    perAccount: false,
    failure: { message: AUDIT_LOAD_ERROR, element: { host, event: 'console-audit-error' } },
  });
  const apply = (next: AuditFilterValues) => {
    setApplied(next);
    setCursors([undefined]);
    setApplyCount((count) => count + 1);
    const query = auditFiltersQuery(next);
    if (query === keptQuery.current) return;
    keptQuery.current = query;
    emit(host, 'console-audit-filters', { query });
  };
  const events = page.data?.events ?? [];
  const nextCursor = page.data?.nextCursor ?? null;

  return (
    <Section aria-label="Audit log">
      <SectionLead>
        Every change an owner made here and every call a secret key made, refused ones too: who, what, when and from
        which address.
      </SectionLead>
      <AuditFilters
        values={values}
        applied={applied}
        onChange={setValues}
        onApply={() => apply(values)}
        onClear={() => apply(NO_AUDIT_FILTERS)}
      />
      <DataTable
        label="Audit events"
        columns={columns}
        rows={events}
        rowKey={(event) => event.id}
        remote={page}
        emptyText="No events match these filters."
        noun={['event', 'events']}
      />
      <CursorPager
        label="Pages of the audit log"
        pageNumber={cursors.length}
        hasNextPage={nextCursor !== null}
        busy={page.status === 'loading'}
        onPrevious={() => setCursors(cursors.slice(0, -1))}
        onNext={() => nextCursor && setCursors([...cursors, nextCursor])}
      />
    </Section>
  );
}
