// The bare hono route of serve-bare.ts behind the product's request context: its id, its JSON log
// line (to stdout, as in production) and its metrics. Compared with serve-bare.ts, the cost of
// being operable. With the argument `empty`, behind a middleware that does nothing instead: what
// any middleware at all costs that route.
import './production-logging';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { requestContext } from '../../../server/http/request-context';
import { requestClientReader } from '../../../server/http/trusted-proxy';

const empty = process.argv[2] === 'empty';
const app = new Hono()
  .use(
    '*',
    empty
      ? async (_context, next) => {
          await next();
        }
      : requestContext({ readClient: requestClientReader({ hops: 0 }), metrics: true }),
  )
  .get('/', (context) =>
    context.json({ current_balance: 1234.5, current_month_spend: 10, last_month_spend: 20, year_to_date_spend: 30 }),
  );
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${info.port}/`, token: '' })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
