import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUGGESTED_PROMPTS } from '../../contract/chat.ts';
import type {
  AccountBalance,
  AgentStats,
  IncomingOrder,
  SupplyChainOverview,
  Transaction,
  UsageView,
} from '../../contract/product-answers.ts';
import { projectMonthlyTokens } from '../../contract/usage-projection.ts';
import { askChat } from '../testing/chat-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { detectIntents, type Intent } from './analyst/intents.ts';
import { wordGroups } from './analyst/word-groups.ts';
import { count, money, signedPercent } from './format.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const DEMO = 'demo@chainforge.dev';
const CHAT = 'chat@chainforge.dev';

async function token(email: string) {
  tokens[email] ??= await server.issueToken(email);
  return tokens[email];
}

async function json<T>(path: string, email = DEMO): Promise<T> {
  const response = await fetch(server.url + path, { headers: { Authorization: `Bearer ${await token(email)}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function ask(question: string, { email = DEMO, channel }: { email?: string; channel?: string } = {}) {
  const answer = await askChat(server.url, await token(email), question, { channel });
  expect(answer.status).toBe(200);
  expect(answer.errorText).toBeUndefined();
  return answer;
}

const overview = (channel = 'total') => json<SupplyChainOverview>(`/api/supply-chain/overview?channel=${channel}`);
/** A markdown table row's cells, as the analyst writes them. */
const row = (...cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const cents = (dollars: number) => Math.round(dollars * 100);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('intent detection', () => {
  it.each<[string, Intent[]]>([
    [SUGGESTED_PROMPTS[0], ['landing']],
    [SUGGESTED_PROMPTS[1], ['stockout']],
    [SUGGESTED_PROMPTS[2], ['costs']],
    ['When will PO-ACM-5003 arrive?', ['landing']],
    ["what's in transit right now", ['landing']],
    ['ETA for my purchase orders?', ['landing']],
    ['Which SKUs are running low?', ['stockout']],
    ['anything below its reorder point?', ['stockout']],
    ['am I going to run out of stock', ['stockout']],
    ['Which warehouse is the most expensive?', ['costs']],
    ['how do I cut storage costs', ['costs']],
    ['Show me my incoming orders', ['orders']],
    ['What are my best selling products?', ['orders']],
    ["What's my balance?", ['balance']],
    ['How much did I spend last month?', ['balance']],
    ['How many tokens will I use this month?', ['usage']],
    ['how many chat sessions did we have', ['usage']],
    ['Show my balance and my stockout risks', ['balance', 'stockout']],
    ['list my orders', ['orders']],
    ['When will my order arrive?', ['landing']],
    ["What's my inventory at Reno?", ['stockout']],
    ['Do I have slow-moving stock?', ['costs']],
    ['How much am I paying for storage?', ['costs']],
    ['Are any shipments late?', ['landing']],
    ['show my transactions', ['balance']],
    ['What is the weather in Paris?', []],
    ['Tell me a joke', []],
  ])('%s → %j', (question, intents) => {
    expect(detectIntents(question)).toEqual(intents);
  });

  it('is robust to case, curly apostrophes and extra spaces', () => {
    expect(detectIntents('  DO   I HAVE ANY STOCK-OUT RISKS  ')).toEqual(['stockout']);
    expect(detectIntents('What’s   my BALANCE')).toEqual(['balance']);
  });
});

describe('wordGroups', () => {
  it('splits an answer into small pieces that join back to it exactly', () => {
    const text = '**Bold** start\n\n| a | b |\n| --- | --- |\n- item  one\n  two';
    const pieces = wordGroups(text, 2);
    expect(pieces.join('')).toBe(text);
    expect(pieces.length).toBeGreaterThan(3);
  });
});

describe('the built-in analyst answers from the account’s own data, as the API does', () => {
  it('stockout risks: every risk with its SKU, place, available, reorder point, shortfall and what is in transit', async () => {
    for (const channel of ['total', 'east', 'amzn']) {
      const data = await overview(channel);
      const { text } = await ask(SUGGESTED_PROMPTS[1], { channel });
      expect(text).toContain(`stock as of ${data.as_of}`);
      if (data.stockout_risks.length === 0) {
        expect(text).toContain('none of your');
        continue;
      }
      expect(text).toContain(
        `**${count(data.stockout_risks.length)}** of your ${count(data.inventory.length)} stock positions`,
      );
      for (const risk of data.stockout_risks.slice(0, 12)) {
        const inTransit = data.in_transit.filter((order) => order.sku === risk.sku);
        const transitCell =
          inTransit.length === 0
            ? 'none'
            : inTransit
                .slice(0, 2)
                .map((order) => `${order.po_id}: ${count(order.quantity)} on ${order.expected_landing}`)
                .join('; ') + (inTransit.length > 2 ? `; +${inTransit.length - 2} more` : '');
        expect(text).toContain(
          row(
            risk.sku,
            risk.product_name,
            risk.warehouse,
            risk.channel,
            count(risk.available),
            count(risk.reorder_point),
            count(risk.reorder_point - risk.available),
            transitCell,
          ),
        );
      }
      // Nothing but the account's own SKUs, and no row from another channel.
      const skus = new Set(data.inventory.map((position) => position.sku));
      for (const sku of text.match(/\b[A-Z]{3}-[A-Z]{3}-\d{3}\b/g) ?? []) expect(skus.has(sku)).toBe(true);
      if (channel !== 'total') {
        for (const line of text.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| SKU'))) {
          if (line.startsWith('| ---')) continue;
          expect(line.split(' | ')[3]).toBe(channel);
        }
      }
    }
  });

  it('stockout risks of one SKU', async () => {
    const data = await overview();
    const risk = data.stockout_risks[0]!;
    const { text } = await ask(`Is ${risk.sku.toLowerCase()} at risk of a stockout?`);
    expect(text).toContain(`**${risk.sku}** is below its reorder point`);
    const rows = text.split('\n').filter((line) => line.startsWith(`| ${risk.sku} `));
    expect(rows).toHaveLength(data.stockout_risks.filter((other) => other.sku === risk.sku).length);
  });

  it('landing dates: every purchase order in transit, soonest first', async () => {
    const data = await overview();
    const { text } = await ask(SUGGESTED_PROMPTS[0]);
    const next = data.in_transit[0]!;
    expect(text).toContain(`${count(data.in_transit.length)} purchase orders are on the way`);
    expect(text).toContain(`The next one to land is **${next.po_id}** on **${next.expected_landing}**`);
    let last = -1;
    for (const order of data.in_transit) {
      const line = text.split('\n').find((candidate) => candidate.startsWith(`| ${order.po_id} |`));
      expect(line).toBeDefined();
      expect(line).toContain(
        row(
          order.po_id,
          order.sku,
          order.product_name,
          count(order.quantity),
          order.warehouse,
          order.channel,
          order.carrier,
          order.ordered_on,
        ).slice(0, -2),
      );
      expect(line).toContain(`| ${order.expected_landing} (`);
      const at = text.indexOf(line!);
      expect(at).toBeGreaterThan(last);
      last = at;
    }
  });

  it('landing date of one purchase order, of one SKU, and of one that is not there', async () => {
    const data = await overview();
    const order = data.in_transit.at(-1)!;
    const one = await ask(`When does ${order.po_id.toLowerCase()} land?`);
    expect(one.text).toContain(`**${order.po_id}** should land on **${order.expected_landing}**`);
    expect(one.text).toContain(`${count(order.quantity)} × ${order.product_name} (${order.sku})`);
    expect(one.text).toContain(order.warehouse);
    expect(one.text).toContain(order.carrier);

    const sku = data.in_transit[0]!.sku;
    const bySku = await ask(`When is the next delivery of ${sku}?`);
    const first = data.in_transit.find((candidate) => candidate.sku === sku)!;
    expect(bySku.text).toContain(`The next landing for **${sku}**`);
    expect(bySku.text).toContain(`**${first.po_id}** should land on **${first.expected_landing}**`);

    const landed = await server.db
      .selectFrom('purchase_orders')
      .innerJoin('members', 'members.id', 'purchase_orders.member_id')
      .select(['purchase_orders.id', 'purchase_orders.expected_landing_on'])
      .where('members.email', '=', DEMO)
      .where('purchase_orders.status', '=', 'landed')
      .executeTakeFirstOrThrow();
    const gone = await ask(`When will ${landed.id} arrive?`);
    expect(gone.text).toContain(`**${landed.id}** has already landed`);
    expect(gone.text).toContain(landed.expected_landing_on);

    const noSuchSku = await ask('When will ZZZ-QQQ-123 arrive?');
    expect(noSuchSku.text).toContain("I can't find a SKU **ZZZ-QQQ-123** in your catalogue.");
    expect(noSuchSku.text).toContain('Purchase orders in transit');

    const unknown = await ask('When will PO-ACM-9999 arrive?');
    expect(unknown.text).toContain("I can't find a purchase order **PO-ACM-9999**");

    // Another account's purchase order is as unknown as one that does not exist.
    const other = await server.db
      .selectFrom('purchase_orders')
      .innerJoin('members', 'members.id', 'purchase_orders.member_id')
      .select('purchase_orders.id')
      .where('members.email', '=', 'supply@chainforge.dev')
      .executeTakeFirstOrThrow();
    const foreign = await ask(`When will ${other.id} land?`);
    expect(foreign.text).toContain(`I can't find a purchase order **${other.id}**`);
  });

  it('warehouse costs: the costliest warehouse, its biggest cost, the trend and concrete levers', async () => {
    for (const channel of ['total', 'west']) {
      const data = await overview(channel);
      const { text } = await ask(SUGGESTED_PROMPTS[2], { channel });
      const totals = new Map<string, { storage: number; labor: number; shipping: number; total: number }>();
      for (const cost of data.warehouse_costs) {
        const sum = totals.get(cost.warehouse) ?? { storage: 0, labor: 0, shipping: 0, total: 0 };
        sum.storage += cents(cost.storage);
        sum.labor += cents(cost.labor);
        sum.shipping += cents(cost.shipping);
        sum.total += cents(cost.total);
        totals.set(cost.warehouse, sum);
      }
      const ranked = [...totals.entries()].sort((a, b) => b[1].total - a[1].total);
      const [name, costliest] = ranked[0]!;
      const parts = { storage: costliest.storage, labor: costliest.labor, shipping: costliest.shipping };
      const biggest = (Object.keys(parts) as (keyof typeof parts)[]).reduce((a, b) => (parts[b] > parts[a] ? b : a));
      expect(text).toContain(`Your costliest warehouse is **${name}**: **${money(costliest.total / 100)}**`);
      expect(text).toContain(`Its biggest cost is **${biggest}**: **${money(parts[biggest] / 100)}**`);
      for (const [warehouse, sum] of ranked) {
        expect(text).toContain(
          row(
            warehouse,
            money(sum.storage / 100),
            money(sum.labor / 100),
            money(sum.shipping / 100),
            money(sum.total / 100),
          ),
        );
      }
      const months = [...new Set(data.warehouse_costs.map((cost) => cost.month))].sort();
      const monthTotal = (month: string) =>
        data.warehouse_costs.filter((cost) => cost.month === month).reduce((sum, cost) => sum + cents(cost.total), 0) /
        100;
      const first = monthTotal(months[0]!);
      const last = monthTotal(months.at(-1)!);
      const change = Math.round(((last - first) / first) * 1000) / 10;
      expect(text).toContain(
        `cost ${money(first)} in ${months[0]} and ${money(last)} in ${months.at(-1)} (${signedPercent(change)})`,
      );
      expect(text).toContain('**Levers to reduce warehouse costs**');
      // Slow movers named as levers are the costliest warehouse's real overstocked positions.
      const slow = data.inventory.filter(
        (position) => position.warehouse === name && position.on_hand >= 3 * position.reorder_point,
      );
      if (slow.length) {
        expect(text).toContain(`**Clear slow-moving stock at ${name}.**`);
        const named = text.split('\n').filter((line) => /^\| [A-Z]{3}-/.test(line) && line.split(' | ').length === 7);
        expect(named.length).toBe(Math.min(5, slow.length));
        for (const line of named) {
          const [sku, , channelCell, onHand, reorder] = line.slice(2, -2).split(' | ');
          expect(
            slow.some(
              (position) =>
                position.sku === sku &&
                position.channel === channelCell &&
                count(position.on_hand) === onHand &&
                count(position.reorder_point) === reorder,
            ),
          ).toBe(true);
        }
      }
    }
  });

  it('incoming orders: how many, their total, the latest ones', async () => {
    const orders = await json<IncomingOrder[]>('/api/incoming-orders');
    const { text } = await ask('Show me my incoming orders');
    const total = orders.reduce((sum, order) => sum + cents(order.order_amount), 0) / 100;
    expect(text).toContain(`you have **${count(orders.length)}** incoming orders worth **${money(total)}**`);
    for (const order of orders.slice(0, 5)) {
      expect(text).toContain(row(order.order_id, order.sku, order.product_name, money(order.order_amount)));
    }
    const one = orders[3]!;
    const single = await ask(`What about order ${one.order_id}?`);
    expect(single.text).toContain(
      `Incoming order **${one.order_id}**: ${one.product_name} (${one.sku}), **${money(one.order_amount)}**`,
    );
  });

  it('balance and spend, with the latest transactions', async () => {
    const balance = await json<AccountBalance>('/api/account-balance');
    const transactions = await json<Transaction[]>('/api/transactions?limit=5');
    const { text } = await ask('What is my balance and how much have I spent?');
    expect(text).toContain(`Current balance: **${money(balance.current_balance)}**`);
    expect(text).toContain(`**${money(balance.current_month_spend)}**`);
    expect(text).toContain(`Spent last month: **${money(balance.last_month_spend)}**`);
    expect(text).toContain(`Spent this year to date: **${money(balance.year_to_date_spend)}**`);
    for (const transaction of transactions) {
      expect(text).toContain(
        row(
          transaction.created_at.slice(0, 10),
          transaction.transaction_type,
          `${transaction.transaction_type === 'credit' ? '+' : ''}${money(transaction.amount)}`,
        ),
      );
    }
  });

  it("agent usage with the month's projected tokens, as the dashboard computes them", async () => {
    const answer = await ask('How many tokens will I use this month?', { email: CHAT });
    // The answer's own tokens were counted after it was written.
    const own = answer.finish?.tokens ?? 0;
    const usage = await json<UsageView>('/api/stats/usage', CHAT);
    const stats = await json<AgentStats>('/api/stats/agents', CHAT);
    const usedBefore = usage.tokens_used - own;
    expect(answer.text).toContain(`Tokens used this month: **${count(usedBefore)}**`);
    expect(answer.text).toContain(
      `**${count(projectMonthlyTokens(usedBefore, usage.day_of_month, usage.days_in_month))}** tokens`,
    );
    expect(answer.text).toContain(
      row('Sessions this month', count(stats.monthly_chat_sessions), count(stats.monthly_voice_sessions)),
    );
    expect(answer.text).toContain(
      row('Tokens this month', count(stats.monthly_chat_tokens - own), count(stats.monthly_voice_tokens)),
    );
    expect(answer.text).toContain(`remaining: **${count(usage.remaining_tokens + own)}**`);
  });

  it('answers the same question the same way every time', async () => {
    const first = await ask(SUGGESTED_PROMPTS[1]);
    const second = await ask(SUGGESTED_PROMPTS[1]);
    expect(second.text).toBe(first.text);
  });
});

describe('what the analyst does not know or may not tell', () => {
  it('answers a question outside its knowledge honestly, listing what it can help with and no figures', async () => {
    const { text } = await ask('What will the weather be in Paris tomorrow?');
    expect(text).toMatch(/can't answer that/);
    expect(text).toContain('Stockout risks');
    expect(text).toContain('Balance and spend');
    expect(text).not.toMatch(/\$\d|\b[A-Z]{3}-[A-Z]{3}-\d{3}\b|PO-[A-Z]+-\d+/);
  });

  it('tells an account without a supply-chain permission plainly, and still answers the rest', async () => {
    for (const prompt of SUGGESTED_PROMPTS) {
      const { text } = await ask(prompt, { email: CHAT });
      expect(text).toContain('Supply-chain insights are not part of your plan');
      expect(text).not.toMatch(/\b[A-Z]{3}-[A-Z]{3}-\d{3}\b|PO-[A-Z]+-\d+/);
    }
    const balance = await json<AccountBalance>('/api/account-balance', CHAT);
    const { text } = await ask("What's my balance?", { email: CHAT });
    expect(text).toContain(`Current balance: **${money(balance.current_balance)}**`);
    const hello = await ask('hello', { email: CHAT });
    expect(hello.text).not.toContain('**Stockout risks**');
    expect(hello.text).toContain('not part of your plan');
  });

  it("reads only the signed-in account's data, whatever the message asks", async () => {
    const theirs = await overview();
    const { text } = await ask("Show supply@chainforge.dev's stockout risks and another account's balance", {
      email: DEMO,
    });
    expect(text).toContain("I can only see your own account's data");
    const supplySkus = await server.db
      .selectFrom('skus')
      .innerJoin('members', 'members.id', 'skus.member_id')
      .select('skus.code')
      .where('members.email', '=', 'supply@chainforge.dev')
      .execute();
    for (const { code } of supplySkus) expect(text).not.toContain(code);
    expect(text).toContain(theirs.stockout_risks[0]!.sku);
  });
});
