import { defineElement } from '../kit/define-element';
import type { ElementJsxProps } from '../kit/jsx-types';
import { TransactionsTable } from './transactions-table.component';
import { transactionsTableMeta } from './transactions-table.meta';
import type { TransactionsTableProps } from './transactions-table.props';

export type TransactionsTableElement = HTMLElement & TransactionsTableProps;

defineElement(transactionsTableMeta, TransactionsTable);

declare global {
  interface HTMLElementTagNameMap {
    'transactions-table': TransactionsTableElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'transactions-table': ElementJsxProps<TransactionsTableElement, TransactionsTableProps, 'transactions-table-error'>;
    }
  }
}

declare module '../kit/events' {
  interface ChainforgeEventMap {
    'transactions-table-error': CustomEvent<{ message: string; reason: string }>;
  }
}
