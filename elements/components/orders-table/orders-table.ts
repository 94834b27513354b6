import { defineElement } from '../../kit/define-element';
import { OrdersTable } from './orders-table.component';
import { ordersTableMeta } from './orders-table.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = ordersTableMeta;

defineElement(ordersTableMeta, OrdersTable);
