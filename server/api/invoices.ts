import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { findInvoice, listInvoices } from '../db/queries/invoices.ts';
import type { Database } from '../db/schema.ts';
import type { AppEnv } from '../http/app-context.ts';
import { apiError } from '../http/errors.ts';

// One message for a malformed id, a month outside the account's statements and another account's
// invoice alike: an invoice id says nothing about whether anyone else has one.
const NO_SUCH_INVOICE = 'There is no invoice with this id: ids are INV-YYYY-MM, one per month of your statements.';

export function invoiceRoutes(db: Kysely<Database>, auth: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .get('/invoices', auth, async (c) => c.json(await listInvoices(db, c.get('memberId'), new Date())))
    .get('/invoices/:invoiceId', auth, async (c) => {
      const invoice = await findInvoice(db, c.get('memberId'), c.req.param('invoiceId'), new Date());
      if (!invoice) throw apiError('not-found', { message: NO_SUCH_INVOICE });
      return c.json(invoice);
    });
}
