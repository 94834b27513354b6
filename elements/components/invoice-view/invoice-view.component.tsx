import { useId } from 'react';
import type { InvoiceDetail, Transaction } from '../../core/api-types';
import { formatDateTime, formatMoney, formatTransactionAmount, isCredit } from '../../core/format';
import { fetchInvoice } from '../../core/product-api';
import { formatMonth, formatPeriod } from '../../core/calendar-format';
import { formatCredits, formatDeduction } from '../../core/format';
import type { KitProps } from '../../kit/define-element';
import { DataTable, NO_ROWS, type Column } from '../../kit/ui/data-table/data-table';
import { ErrorNotice } from '../../kit/ui/error-notice';
import { LoadingBar } from '../../kit/ui/loading-bar';
import { SignedOutNotice } from '../../kit/ui/signed-out-notice';
import { StatusBadge } from '../../kit/ui/status-badge';
import { useMemberData } from '../../kit/use-member-data';
import type { InvoiceViewProps } from './invoice-view.props';
import {
  Actions,
  Amount,
  Description,
  Eyebrow,
  Header,
  InvoiceNumber,
  Lines,
  LinesHeader,
  Period,
  NoticeRow,
  Placeholder,
  PrintButton,
  Statement,
  Summary,
  Title,
} from './invoice-view.styles';

export const INVOICE_LOAD_ERROR = 'Unable to load this invoice.';
export const NO_INVOICE_ID = 'No invoice-id was given.';

const lineColumns: readonly Column<Transaction>[] = [
  {
    header: 'Date',
    text: (row) => formatDateTime(row.created_at),
    // Date and time apart, so that a phone can put the time under the date.
    cell: (_row, text) => {
      const [day, time] = text.split(' ');
      return time ? (
        <>
          <span>{day}</span> <span data-time>{time}</span>
        </>
      ) : (
        text
      );
    },
  },
  {
    header: 'Description',
    text: (row) => `${row.transaction_type} ${row.transaction_id}`,
    cell: (row) => (
      <Description>
        {row.transaction_type}
        <span>{row.transaction_id}</span>
      </Description>
    ),
  },
  {
    header: 'Amount',
    numeric: true,
    text: (row) => formatTransactionAmount(row.transaction_type, row.amount),
    cell: (row, text) => <Amount $credit={isCredit(row.transaction_type)}>{text}</Amount>,
  },
];

/** A statement fetched by its id: a new id is a new statement, with its own loading and failure. */
export function InvoiceView(props: InvoiceViewProps & KitProps) {
  return <InvoiceStatement key={props.invoiceId ?? ''} {...props} />;
}

function InvoiceStatement(props: InvoiceViewProps & KitProps) {
  const { invoiceId } = props;
  const titleId = useId();
  const remote = useMemberData(props, 'invoice', {
    load: () => (invoiceId ? fetchInvoice(invoiceId) : Promise.reject(new Error(NO_INVOICE_ID))),
    failure: INVOICE_LOAD_ERROR,
  });
  const statement = remote.data;

  return (
    <Statement part="statement" aria-labelledby={titleId} aria-busy={remote.status === 'loading'}>
      {remote.status === 'loading' && <LoadingBar label="Loading invoice" />}
      {statement ? (
        <StatementBody statement={statement} titleId={titleId} />
      ) : (
        <>
          <Header>
            <div>
              <Eyebrow>Statement {invoiceId && <InvoiceNumber>{invoiceId}</InvoiceNumber>}</Eyebrow>
              <Title part="heading" id={titleId}>
                {invoiceId ? `Invoice ${invoiceId}` : 'Invoice'}
              </Title>
            </div>
          </Header>
          {remote.status === 'error' && (
            <NoticeRow>
              <ErrorNotice message={remote.failureMessage} onRetry={remote.retry} />
            </NoticeRow>
          )}
          {remote.status === 'signed-out' && (
            <NoticeRow>
              <SignedOutNotice textKey="signedOut.invoice" />
            </NoticeRow>
          )}
          {remote.status === 'loading' && <Placeholder>Loading the statement…</Placeholder>}
        </>
      )}
      {statement && remote.status === 'error' && (
        <NoticeRow>
          <ErrorNotice message={remote.failureMessage} onRetry={remote.retry} />
        </NoticeRow>
      )}
    </Statement>
  );
}

function StatementBody({ statement, titleId }: { statement: InvoiceDetail; titleId: string }) {
  const open = statement.status === 'open';
  const lines = Array.isArray(statement.lines) ? statement.lines : NO_ROWS;
  const count = lines.length;
  return (
    <>
      <Header>
        <div>
          <Eyebrow>
            Statement <InvoiceNumber>{statement.invoice_id}</InvoiceNumber>
          </Eyebrow>
          <Title part="heading" id={titleId}>
            {formatMonth(statement.month, 'long')}
          </Title>
          <Period part="period">Account period: {formatPeriod(statement.period_start, statement.period_end)}</Period>
        </div>
        <Actions>
          <StatusBadge part="status" $tone={open ? 'attention' : 'neutral'}>
            {open ? 'Open · current period' : 'Closed'}
          </StatusBadge>
          <PrintButton part="print" type="button" onClick={() => window.print()}>
            <svg width="15" height="15" viewBox="0 0 16 16" aria-hidden="true">
              <path
                d="M4.5 6V2.5h7V6M4.5 11.5h-2v-5h11v5h-2M4.5 9.5h7v4h-7z"
                stroke="currentColor"
                strokeWidth="1.4"
                fill="none"
                strokeLinejoin="round"
              />
            </svg>
            Print
          </PrintButton>
        </Actions>
      </Header>
      <Summary part="summary" aria-label="Summary">
        <div>
          <dt>Opening balance</dt>
          <dd>{formatMoney(statement.opening_balance)}</dd>
        </div>
        <div data-credit={statement.credits > 0 || undefined}>
          <dt>Credits</dt>
          <dd>{formatCredits(statement.credits)}</dd>
        </div>
        <div>
          <dt>Usage</dt>
          <dd>{formatDeduction(statement.usage)}</dd>
        </div>
        <div data-total>
          <dt>Closing balance</dt>
          <dd>{formatMoney(statement.closing_balance)}</dd>
        </div>
      </Summary>
      <LinesHeader>
        <h3>Transactions</h3>
        <span>
          {count} {count === 1 ? 'transaction' : 'transactions'}
        </span>
      </LinesHeader>
      <Lines>
        <DataTable
          label="Statement lines"
          columns={lineColumns}
          rows={lines}
          rowKey={(row) => row.transaction_id}
          emptyText="No transactions in this period."
        />
      </Lines>
    </>
  );
}
