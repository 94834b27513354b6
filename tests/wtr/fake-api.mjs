// A stand-in product API for element tests: `/fake-api/<scenario>/<path>`. End-to-end tests use
// the real server; here each element's states (loaded, empty, failing, expired) are reached on
// demand. Answers carry the product API's field names.
const transactions = [
  { transaction_id: 'txn_1001', created_at: '2026-03-05T09:04:07Z', transaction_type: 'credit', amount: 250 },
  { transaction_id: 'txn_1002', created_at: '2026-03-06T14:30:00Z', transaction_type: 'usage', amount: 12.5 },
  { transaction_id: 'txn_1003', created_at: '2026-03-07T23:59:59Z', transaction_type: 'refund', amount: 3 },
  { transaction_id: 'txn_1004', created_at: '2026-03-08T00:00:01Z', transaction_type: 'Credit', amount: 40.1 },
  { transaction_id: 'txn_1005', created_at: '2026-03-09T08:00:00Z', transaction_type: 'usage', amount: 7 },
];
const orders = [
  { order_id: 'ORD-1', sku: 'SKU-A', product_name: 'Pallet Wrap', order_amount: 120 },
  { order_id: 'ORD-2', sku: 'SKU-B', product_name: 'Label Printer', order_amount: 349.99 },
  { order_id: 'ORD-3', sku: 'SKU-C', product_name: 'Cold Chain Sensor', order_amount: 2150 },
];
const balance = {
  current_balance: 1234.5,
  current_month_spend: 100,
  last_month_spend: 200.25,
  year_to_date_spend: 3000,
};
// Single sign-on's answer, whatever session asks: the real exchange is tested end to end.
const sso = { data: { token: 'cf_at_fake_sso' } };
const bodies = { transactions, 'incoming-orders': orders, 'account-balance': balance, 'memberstack/sso': sso };

/** @type {import('@web/dev-server-core').Middleware} */
export async function fakeApi(context, next) {
  const match = /^\/fake-api\/([a-z-]+)\/(.+)$/.exec(context.path);
  if (!match) return next();
  const [, scenario, path] = match;
  context.set('Content-Type', 'application/json');
  context.set('X-Seen-Authorization', context.get('Authorization') || 'none');
  if (scenario === 'slow') await new Promise((resolve) => setTimeout(resolve, 800));
  if (scenario === 'fail') {
    context.status = 500;
    context.body = JSON.stringify({ error: { code: 'internal', message: 'Something broke' } });
    return;
  }
  if (scenario === 'expired') {
    context.status = 401;
    context.body = JSON.stringify({ error: { code: 'invalid-token', message: 'Token expired' } });
    return;
  }
  if (scenario === 'not-array') {
    context.body = JSON.stringify({ unexpected: true });
    return;
  }
  const body = bodies[path];
  context.status = body ? 200 : 404;
  context.body = JSON.stringify(
    scenario === 'empty' && Array.isArray(body)
      ? []
      : (body ?? { error: { code: 'not-found', message: 'No such path' } }),
  );
}
