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
// The supply-chain overview per channel (`total` is every channel together): two warehouses, so a
// channel change shows other figures. The element's own fixture is richer; this is what fetching sees.
const supplyInventory = [
  {
    sku: 'SKU-A',
    product_name: 'Pallet Wrap 18 in',
    warehouse: 'Newark Distribution Center',
    channel: 'east',
    on_hand: 500,
    reserved: 20,
    available: 480,
    reorder_point: 100,
  },
  {
    sku: 'SKU-B',
    product_name: 'Label Printer LP-4',
    warehouse: 'Newark Distribution Center',
    channel: 'east',
    on_hand: 12,
    reserved: 2,
    available: 10,
    reorder_point: 40,
  },
  {
    sku: 'SKU-A',
    product_name: 'Pallet Wrap 18 in',
    warehouse: 'Reno Fulfillment Center',
    channel: 'west',
    on_hand: 1300,
    reserved: 100,
    available: 1200,
    reorder_point: 150,
  },
  {
    sku: 'SKU-C',
    product_name: 'Cold Chain Sensor',
    warehouse: 'Reno Fulfillment Center',
    channel: 'amzn',
    on_hand: 70,
    reserved: 0,
    available: 70,
    reorder_point: 60,
  },
];
const supplyInTransit = [
  {
    po_id: 'PO-1',
    sku: 'SKU-B',
    product_name: 'Label Printer LP-4',
    warehouse: 'Newark Distribution Center',
    channel: 'east',
    quantity: 200,
    carrier: 'Maersk',
    ordered_on: '2026-03-01',
    expected_landing: '2026-03-13',
  },
  {
    po_id: 'PO-2',
    sku: 'SKU-A',
    product_name: 'Pallet Wrap 18 in',
    warehouse: 'Reno Fulfillment Center',
    channel: 'west',
    quantity: 1000,
    carrier: 'UPS Freight',
    ordered_on: '2026-03-02',
    expected_landing: '2026-03-20',
  },
];
const supplyCosts = ['2026-03', '2026-02'].flatMap((month, age) =>
  ['Newark Distribution Center', 'Reno Fulfillment Center'].map((warehouse, index) => {
    const storage = 1000 + 500 * index - 100 * age;
    return { warehouse, month, storage, labor: 2000, shipping: 500.5, total: storage + 2500.5 };
  }),
);
function supplyChainOverview(channel) {
  const mine = (row) => channel === 'total' || row.channel === channel;
  const inventory = supplyInventory.filter(mine);
  return {
    channel,
    as_of: '2026-03-10',
    inventory,
    stockout_risks: inventory.filter((row) => row.available < row.reorder_point),
    in_transit: supplyInTransit.filter(mine),
    warehouse_costs: channel === 'amzn' ? [] : supplyCosts,
  };
}

// Single sign-on's answer, whatever session asks: the real exchange is tested end to end.
const sso = { data: { token: 'cf_at_fake_sso' } };
const agentStats = {
  total_chat_sessions: 10537,
  monthly_chat_sessions: 899,
  total_voice_sessions: 3415,
  monthly_voice_sessions: 306,
  monthly_chat_tokens: 1200000,
  monthly_voice_tokens: 34567,
  total_purchased_tokens: 9000000,
};
const insights = { insights: 'Chat sessions are up this month.\n<b>Not bold</b>' };
const usage = {
  month: '2026-11',
  days_in_month: 30,
  day_of_month: 3,
  days: [
    { date: '2026-11-01', chat_tokens: 1000, voice_tokens: 500 },
    { date: '2026-11-02', chat_tokens: 2000, voice_tokens: 0 },
    { date: '2026-11-03', chat_tokens: 0, voice_tokens: 2500 },
  ],
  tokens_used: 6000,
  projected_monthly_tokens: 60000,
  total_purchased_tokens: 100000,
  remaining_tokens: 10000,
  current_balance: 42.5,
};
const bodies = {
  'stats/usage': usage,
  transactions,
  'incoming-orders': orders,
  'account-balance': balance,
  'memberstack/sso': sso,
  'stats/agents': agentStats,
  'stats/insights': insights,
};

// Monthly statements: GET /invoices newest first, GET /invoices/<id> with its lines oldest first.
const invoices = [
  {
    invoice_id: 'INV-2026-03',
    month: '2026-03',
    period_start: '2026-03-01',
    period_end: '2026-03-31',
    status: 'open',
    opening_balance: 1040.25,
    credits: 290.1,
    usage: 22.5,
    closing_balance: 1307.85,
    transaction_count: 5,
  },
  {
    invoice_id: 'INV-2026-02',
    month: '2026-02',
    period_start: '2026-02-01',
    period_end: '2026-02-28',
    status: 'closed',
    opening_balance: 1200,
    credits: 0,
    usage: 159.75,
    closing_balance: 1040.25,
    transaction_count: 3,
  },
  {
    invoice_id: 'INV-2026-01',
    month: '2026-01',
    period_start: '2026-01-01',
    period_end: '2026-01-31',
    status: 'closed',
    opening_balance: 0,
    credits: 1250,
    usage: 50,
    closing_balance: 1200,
    transaction_count: 2,
  },
];
const februaryLines = [
  { transaction_id: 'txn_0201', created_at: '2026-02-02T10:00:00Z', transaction_type: 'usage', amount: 100 },
  { transaction_id: 'txn_0202', created_at: '2026-02-14T12:30:00Z', transaction_type: 'usage', amount: 49.75 },
  { transaction_id: 'txn_0203', created_at: '2026-02-27T18:45:00Z', transaction_type: 'usage', amount: 10 },
];
Object.assign(bodies, { invoices, 'invoices/INV-2026-02': { ...invoices[1], lines: februaryLines } });

/** @type {import('@web/dev-server-core').Middleware} */
export async function fakeApi(context, next) {
  if (context.path.startsWith('/fake-chat/')) return fakeChat(context);
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
  if (scenario === 'forbidden') {
    context.status = 403;
    context.body = JSON.stringify({ error: { code: 'forbidden', message: 'A supply-chain permission is needed.' } });
    return;
  }
  if (path === 'supply-chain/overview') {
    const channel = context.query.channel ?? 'total';
    if (!['total', 'east', 'west', 'amzn'].includes(channel)) {
      context.status = 400;
      context.body = JSON.stringify({ error: { code: 'bad-request', message: `Unknown channel ${channel}` } });
      return;
    }
    const overview = supplyChainOverview(channel);
    context.body = JSON.stringify(
      scenario === 'empty'
        ? { ...overview, inventory: [], stockout_risks: [], in_transit: [], warehouse_costs: [] }
        : overview,
    );
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

// ---------------------------------------------------------------------------------------------
// The chat's stand-in: `/fake-chat/<scenario>/<path>` for chainforge-chat's states (a streamed
// answer, a slow one to stop, refusals, a dropped connection, markdown to sanitise). The real
// server's protocol is tested against the `ai` package itself; these answer the same way:
// `data: {json}` chunks, then `data: [DONE]`. What each conversation's requests were (their
// bodies, whether the client went away) is kept, for tests to read at /fake-chat/log/<id>
// (/fake-chat/log/last names the last conversation asked about).

const chatSettings = {
  title: 'Acme Assistant',
  greeting: 'Hello from the account settings.',
  disclaimer: 'Settings disclaimer.',
  prompts: ['What lands this week?', 'Which SKUs are short?'],
  colors: {},
};

const chatLog = new Map();
let lastChatId = '';
const logOf = (id) => {
  if (!chatLog.has(id)) chatLog.set(id, { bodies: [], aborted: 0, completed: 0 });
  return chatLog.get(id);
};

const storedConversation = {
  id: 'conv_stored',
  title: 'Where is PO-7?',
  messages: [
    { id: 'u_stored', role: 'user', parts: [{ type: 'text', text: 'Where is PO-7?' }] },
    {
      id: 'a_stored',
      role: 'assistant',
      parts: [{ type: 'text', text: 'PO-7 lands on **2026-03-20**.' }],
      metadata: { conversation_id: 'conv_stored' },
    },
  ],
};

const MARKDOWN_ANSWER = [
  'Here is <script>window.hacked = true</script> and <img src=x onerror="window.hacked = true">. ',
  'A [bad link](javascript:window.hacked=true) and a [good link](https://example.com/docs). ',
  '\n\n| SKU | Short by |\n| --- | ---: |\n| ACM-1 | 41 |\n',
];

function answerFor(question) {
  return [
    'You asked: ',
    `${question}. `,
    'The first sentence ',
    'is here. ',
    'The **second** ',
    'one follows. ',
    '\n\n| SKU | Available |\n',
    '| --- | ---: |\n',
    '| ACM-STW-101 | 28 |\n',
    '\nThat is all.',
  ];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function json(context, status, body, headers = {}) {
  context.status = status;
  for (const [name, value] of Object.entries(headers)) context.set(name, value);
  context.set('Content-Type', 'application/json');
  context.body = JSON.stringify(body);
}

async function readJson(context) {
  const chunks = [];
  for await (const chunk of context.req) chunks.push(chunk);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return {};
  }
}

/** Writes the answer's chunks one by one, `paceMs` apart; `cut` drops the connection after that many deltas. */
async function stream(context, log, deltas, { paceMs = 25, cut, errorText } = {}) {
  context.respond = false;
  const { res } = context;
  let gone = false;
  res.on('close', () => {
    if (!res.writableFinished) {
      gone = true;
      log.aborted++;
    }
  });
  res.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache, no-transform',
    'x-vercel-ai-ui-message-stream': 'v1',
  });
  const write = (chunk) => res.write(`data: ${typeof chunk === 'string' ? chunk : JSON.stringify(chunk)}\n\n`);
  write({ type: 'start', messageId: `msg_fake_${log.bodies.length}` });
  write({ type: 'text-start', id: 't1' });
  for (const [index, delta] of deltas.entries()) {
    if (gone) return;
    if (cut !== undefined && index === cut) {
      res.socket?.destroy();
      return;
    }
    await sleep(paceMs);
    if (gone) return;
    write({ type: 'text-delta', id: 't1', delta });
  }
  write({ type: 'text-end', id: 't1' });
  if (errorText) write({ type: 'error', errorText });
  write({ type: 'finish', finishReason: errorText ? 'error' : 'stop' });
  write('[DONE]');
  log.completed++;
  res.end();
}

async function fakeChat(context) {
  const match = /^\/fake-chat\/([a-z-]+)\/(.+)$/.exec(context.path);
  if (!match) return json(context, 404, { error: { code: 'not-found', message: 'No such path' } });
  const [, scenario, path] = match;
  if (scenario === 'log') return json(context, 200, path === 'last' ? { id: lastChatId } : logOf(path));
  if (scenario === 'forbidden') {
    return json(context, 403, {
      error: { code: 'forbidden', message: "The chat agent is not part of your account's plan." },
    });
  }
  if (path === 'agent/settings') return json(context, 200, scenario === 'defaults' ? {} : chatSettings);
  if (path === 'chat/conversations') return json(context, 200, scenario === 'history' ? [storedConversation] : []);
  if (path.startsWith('chat/conversations/')) return json(context, 200, storedConversation);
  if (path !== 'chat' || context.method !== 'POST') {
    return json(context, 404, { error: { code: 'not-found', message: 'No such path' } });
  }

  const body = await readJson(context);
  const log = logOf(body.id);
  lastChatId = body.id;
  log.bodies.push(body);
  const attempt = log.bodies.length;
  const question = body.messages?.at(-1)?.parts?.find((part) => part.type === 'text')?.text ?? '';

  if (scenario === 'forbidden-chat') {
    return json(context, 403, {
      error: { code: 'forbidden', message: "The chat agent is not part of your account's plan." },
    });
  }
  if (scenario === 'limited' && attempt === 1) {
    return json(
      context,
      429,
      {
        error: {
          code: 'too-many-requests',
          message:
            'You have sent 20 messages in the last minute, the most the chat takes. Please wait 2 seconds and try again.',
        },
      },
      { 'Retry-After': '2' },
    );
  }
  if (scenario === 'fail' && attempt === 1) {
    return json(context, 500, { error: { code: 'internal', message: 'The chat failed on our side.' } });
  }
  if (scenario === 'too-long') {
    return json(context, 413, {
      error: { code: 'payload-too-large', message: 'Your message is too long; the chat takes at most 4,000.' },
    });
  }
  // Every time: a browser sends a request again by itself when a reused connection closes without an answer.
  if (scenario === 'offline') {
    context.status = 200;
    context.respond = false;
    context.req.socket.destroy();
    return;
  }
  if (scenario === 'drop' && attempt === 1) return stream(context, log, answerFor(question), { cut: 4 });
  if (scenario === 'error-chunk') {
    return stream(context, log, ['Half an ', 'answer'], { errorText: 'The model took too long to answer.' });
  }
  if (scenario === 'markdown') return stream(context, log, MARKDOWN_ANSWER);
  if (scenario === 'slow') return stream(context, log, answerFor(question), { paceMs: 250 });
  return stream(context, log, answerFor(question));
}
