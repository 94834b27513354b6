/** Every element of the product: importing this module defines them all. */
import './balance-card/balance-card';
import './orders-table/orders-table';
import './transactions-table/transactions-table';

export type { BalanceCardElement } from './balance-card/balance-card';
export type { OrdersTableElement } from './orders-table/orders-table';
export type { TransactionsTableElement } from './transactions-table/transactions-table';
export type { AccountBalance, IncomingOrder, Transaction } from './core/api-types';
