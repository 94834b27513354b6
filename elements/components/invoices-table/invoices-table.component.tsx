import { useMemo, type MouseEvent } from 'react';
import type { Invoice } from '../../core/api-types';
import { formatMoney } from '../../core/format';
import { fetchInvoices } from '../../core/product-api';
import { formatMonth } from '../../core/calendar-format';
import { formatCredits } from '../../core/format';
import type { KitProps } from '../../kit/define-element';
import { emit } from '../../kit/events';
import { DataTable, NO_ROWS, type Column } from '../../kit/ui/data-table/data-table';
import { StatusBadge } from '../../kit/ui/status-badge';
import { useMemberData } from '../../kit/use-member-data';
import { DEFAULT_INVOICE_HREF } from './invoices-table.meta';
import type { InvoicesTableProps } from './invoices-table.props';
import { Closing, Credits, MonthLink, PeriodNote } from './invoices-table.styles';

export const INVOICES_LOAD_ERROR = 'Unable to load invoices.';

/** The open statement is the month still running; its text says so, in the table and the CSV alike. */
export const statusText = (invoice: Invoice) => (invoice.status === 'open' ? 'Open (current period)' : 'Closed');

export function invoiceHref(template: string | undefined, invoiceId: string): string {
  return (template || DEFAULT_INVOICE_HREF).replaceAll('{id}', encodeURIComponent(invoiceId));
}

/** A click the browser would follow in this tab: not a middle click, nor one asking for a new tab or window. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const moneyColumn = (header: string, amount: (row: Invoice) => number): Column<Invoice> => ({
  header,
  numeric: true,
  text: (row) => formatMoney(amount(row)),
  sortValue: amount,
});

export function InvoicesTable(props: InvoicesTableProps & KitProps) {
  const { limit, controls, invoiceHref: hrefTemplate, host } = props;
  const remote = useMemberData(props, 'invoices', { load: fetchInvoices, failure: INVOICES_LOAD_ERROR });

  const columns = useMemo((): readonly Column<Invoice>[] => {
    const open = (event: MouseEvent<HTMLAnchorElement>, invoiceId: string) => {
      if (!isPlainClick(event)) return;
      const href = event.currentTarget.getAttribute('href') ?? '';
      if (!emit(host, 'invoices-table-open', { invoiceId, href })) event.preventDefault();
    };
    return [
      {
        header: 'Month',
        text: (row) => formatMonth(row.month, 'long'),
        sortValue: (row) => row.month,
        cell: (row, text) => (
          <MonthLink
            part="invoice-link"
            href={invoiceHref(hrefTemplate, row.invoice_id)}
            onClick={(event) => open(event, row.invoice_id)}
          >
            {text}
          </MonthLink>
        ),
      },
      {
        header: 'Status',
        text: statusText,
        sortValue: (row) => row.status,
        cell: (row) =>
          row.status === 'open' ? (
            <>
              <StatusBadge part="status" $tone="attention">
                Open
              </StatusBadge>{' '}
              <PeriodNote>(current period)</PeriodNote>
            </>
          ) : (
            <StatusBadge part="status" $tone="neutral">
              Closed
            </StatusBadge>
          ),
      },
      moneyColumn('Opening', (row) => row.opening_balance),
      {
        header: 'Credits',
        numeric: true,
        text: (row) => formatCredits(row.credits),
        sortValue: (row) => row.credits,
        cell: (row, text) => <Credits $positive={row.credits > 0}>{text}</Credits>,
      },
      moneyColumn('Usage', (row) => row.usage),
      {
        ...moneyColumn('Closing', (row) => row.closing_balance),
        prominent: true,
        cell: (_row, text) => <Closing>{text}</Closing>,
      },
    ];
  }, [host, hrefTemplate]);

  return (
    <DataTable
      label="Invoices"
      columns={columns}
      rows={remote.data ?? NO_ROWS}
      rowKey={(row) => row.invoice_id}
      remote={remote}
      emptyText="No Invoices"
      signedOutText="signedOut.invoices"
      limit={limit}
      controls={controls}
      noun={['invoice', 'invoices']}
      exportName="invoices"
    />
  );
}
