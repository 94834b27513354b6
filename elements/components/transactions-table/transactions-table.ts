import { defineElement } from '../../kit/define-element';
import { TransactionsTable } from './transactions-table.component';
import { transactionsTableMeta } from './transactions-table.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = transactionsTableMeta;

defineElement(transactionsTableMeta, TransactionsTable);
