// A bare hono route on the same node server: the ceiling the product API is measured against.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (context) =>
  context.json({ current_balance: 1234.5, current_month_spend: 10, last_month_spend: 20, year_to_date_spend: 30 }),
);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${info.port}/`, token: '' })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
