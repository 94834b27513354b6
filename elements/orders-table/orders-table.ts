import { defineElement } from '../kit/define-element';
import type { ElementJsxProps } from '../kit/jsx-types';
import { OrdersTable } from './orders-table.component';
import { ordersTableMeta } from './orders-table.meta';
import type { OrdersTableProps } from './orders-table.props';

export type OrdersTableElement = HTMLElement & OrdersTableProps;

defineElement(ordersTableMeta, OrdersTable);

declare global {
  interface HTMLElementTagNameMap {
    'orders-table': OrdersTableElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'orders-table': ElementJsxProps<OrdersTableElement, OrdersTableProps, 'orders-table-error'>;
    }
  }
}

declare module '../kit/events' {
  interface ChainforgeEventMap {
    'orders-table-error': CustomEvent<{ message: string; reason: string }>;
  }
}
