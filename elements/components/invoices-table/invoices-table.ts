import { defineElement } from '../../kit/define-element';
import { InvoicesTable } from './invoices-table.component';
import { invoicesTableMeta } from './invoices-table.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = invoicesTableMeta;

defineElement(invoicesTableMeta, InvoicesTable);
