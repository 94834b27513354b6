import { defineElement } from '../../kit/define-element';
import { InvoiceView } from './invoice-view.component';
import { invoiceViewMeta } from './invoice-view.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = invoiceViewMeta;

defineElement(invoiceViewMeta, InvoiceView);
