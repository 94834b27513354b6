// The bare hono route of serve-bare.ts behind the product's request context: its id, its JSON log
// line (to stdout, as in production) and its metrics. Compared with serve-bare.ts, the cost of
// being operable. With the argument `empty`, behind a middleware that does nothing instead: what
// any middleware at all costs that route. With `batches-only`, its log lines are written as
// production wrote them before a batch was flushed every half second: only when 4 kB fill.
import './production-logging';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { pino } from 'pino';
import { requestContext } from '../../../server/http/request-context';
import { requestClientReader } from '../../../server/http/trusted-proxy';
import { logger } from '../../../server/observability/logger';

const empty = process.argv[2] === 'empty';
if (process.argv[2] === 'batches-only')
  (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = pino.destination({
    dest: 1,
    minLength: 4096,
    sync: false,
  });
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
