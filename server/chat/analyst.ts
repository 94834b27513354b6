import type { InTransitOrder } from '../../elements/core/contract/product-answers.ts';
import { listSkuCodes } from '../db/queries/chat/tool-reads.ts';
import { channelName, count, markdownText, money, plural, relativeDays, signedPercent, table } from './format.ts';
import {
  agentUsage,
  balanceAndSpend,
  type ChatContext,
  incomingOrders,
  landingDates,
  stockoutRisks,
  warehouseCosts,
  type CostComponent,
  type Landing,
  type WarehouseCostsResult,
} from './tools.ts';

/**
 * The built-in analyst: answers a question from the account's own data, offline and the same way
 * every time. It finds what the question is about (intents, by weighted keyword patterns, robust
 * to phrasing), reads the data through the chat's tools, and writes markdown with the real
 * figures. What it does not know it says, listing what it can help with; it never makes data up.
 */

export type Intent = 'stockout' | 'landing' | 'costs' | 'orders' | 'balance' | 'usage';
const SUPPLY_CHAIN_INTENTS: readonly Intent[] = ['stockout', 'landing', 'costs'];

type Pattern = [RegExp, number];

const PATTERNS: Record<Intent, Pattern[]> = {
  stockout: [
    [/\bstock[\s-]?outs?\b/, 3],
    [/\bout of stock\b/, 3],
    [/\brun(?:ning|s)?\s+(?:out|low|short)\b/, 3],
    [/\blow (?:on )?(?:stock|inventory)\b|\bstock (?:is |running )?low\b/, 3],
    [/\bbelow (?:the |their |its |my )?re-?order\b/, 3],
    [/\bre-?order(?:ing)?(?: points?)?\b/, 2],
    [/\bshortages?\b|\bshort on\b|\bshortfalls?\b/, 2],
    [/\bre-?stock|\breplenish/, 2],
    [/\binventory\b|\bstock levels?\b|\bin stock\b|\bon hand\b/, 2],
    [/\bstock\b/, 1],
    [/\brisks?\b|\bat risk\b/, 1],
  ],
  landing: [
    [/\bland(?:s|ed|ing)?\b/, 3],
    [/\barriv(?:e|es|ed|al|als|ing)\b/, 3],
    [/\bin[\s-]?transit\b/, 3],
    [/\betas?\b/, 3],
    [/\bpo-[a-z0-9]+-\d+\b/, 4],
    [/\binbound\b|\bon (?:the|its|their) way\b/, 2],
    [/\bpurchase orders?\b|\bpos\b|\bpo\b/, 2],
    [/\bshipments?\b|\bdeliver(?:y|ies|ed)?\b|\bcome in\b|\bcoming in\b/, 2],
    [/\bwhen (?:will|should|does|do|is|are|can)\b/, 1],
    [/\bexpected\b|\bcarriers?\b/, 1],
  ],
  costs: [
    [/\bwarehous(?:e|es|ing)\b/, 2],
    [/\bcosts?\b|\bexpens(?:e|es|ive)\b|\boverheads?\b|\bcostliest\b/, 2],
    [/\bstorage\b|\blabou?r\b|\bshipping\b|\bfulfil?ment\b/, 2],
    [/\breduc(?:e|ing)\b|\bcut\b|\blower\b|\bsav(?:e|ing|ings)\b|\bcheaper\b|\boptimi[sz]e\b/, 1],
    [/\bslow[\s-]?mov(?:ing|ers?)\b|\boverstock(?:ed)?\b|\bexcess\b|\bdead stock\b/, 3],
  ],
  orders: [
    [/\bincoming orders?\b/, 4],
    [/\bcustomer orders?\b|\bsales orders?\b|\border book\b/, 3],
    [/\bord-\d+\b/, 4],
    [/\borders?\b/, 2],
    [/\bsales\b|\bsold\b|\bbest[\s-]?sell|\btop (?:skus?|products?|sellers?)\b|\bdemand\b/, 2],
  ],
  balance: [
    [/\bbalance\b/, 3],
    [/\bspen[dt]\b|\bspending\b/, 3],
    [/\bfunds?\b|\bmoney\b|\bbudget\b|\bcash\b|\bwallet\b/, 2],
    [/\btransactions?\b|\binvoices?\b|\bbill(?:s|ing|ed)?\b|\bcharges?\b|\bcredits?\b|\bpayments?\b|\bpaid\b/, 2],
    [/\byear[\s-]to[\s-]date\b|\bytd\b|\blast month\b/, 1],
  ],
  usage: [
    [/\btokens?\b/, 3],
    [/\busage\b|\bused\b/, 2],
    [/\bsessions?\b|\bconversations?\b/, 2],
    [/\bprojected\b|\bprojection\b|\bforecast\b|\bpace\b/, 1],
    [/\bagents?\b|\bvoice\b|\bchat ?bots?\b/, 1],
  ],
};

const HELP = /\bwhat (?:can|do) you\b|\bhelp\b|\bcapabilit|\bhow do you work\b|\bwho are you\b|\bwhat are you\b/;
const GREETING = /^(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening))\b/;
const THANKS = /^(?:thanks|thank you|thx|cheers|great,? thanks)\b/;
const OTHER_ACCOUNT =
  /[\w.+-]+@[\w-]+\.[\w.-]+|\b(?:another|other|someone else'?s?|somebody else'?s?|different) (?:account|customer|member|user|company|tenant)s?\b/;
const PO_ID = /\bPO-[A-Z0-9]+-\d+\b/i;
const ORDER_ID = /\bORD-\d+\b/i;
const SKU_LIKE = /\b[A-Z]{2,5}-[A-Z]{2,5}-\d{2,4}\b/i;

/** The question in a comparable form: lower case, one kind of apostrophe and dash, single spaces. */
const normalise = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();

/** The intents a question is about, strongest first (at most three); empty when none is clear. */
export function detectIntents(question: string): Intent[] {
  const text = normalise(question);
  const scores = (Object.keys(PATTERNS) as Intent[])
    .map((intent) => ({
      intent,
      score: PATTERNS[intent].reduce((sum, [pattern, weight]) => sum + (pattern.test(text) ? weight : 0), 0),
    }))
    .filter((entry) => entry.score >= 2)
    .sort((a, b) => b.score - a.score);
  const best = scores[0];
  if (!best) return [];
  // Others only when they are asked for in their own right, not picked up from a shared word;
  // answered in the order the question asks them.
  const firstMention = (intent: Intent) =>
    Math.min(
      ...PATTERNS[intent].map(([pattern, weight]) => {
        const at = weight >= 2 ? text.search(pattern) : -1;
        return at < 0 ? Number.POSITIVE_INFINITY : at;
      }),
    );
  return scores
    .filter((entry, index) => index === 0 || entry.score >= 3)
    .slice(0, 3)
    .map((entry) => entry.intent)
    .sort((a, b) => firstMention(a) - firstMention(b));
}

export interface AnalystAnswer {
  text: string;
  intents: Intent[];
}

/** Answers the question from the account's data. */
export async function analystAnswer(context: ChatContext, question: string): Promise<AnalystAnswer> {
  const text = normalise(question);
  const intents = detectIntents(question);
  const notes: string[] = [];
  if (OTHER_ACCOUNT.test(text)) {
    notes.push(
      "_I can only see your own account's data, so everything below is yours; I cannot look into other accounts._",
    );
  }
  if (intents.length === 0) {
    const short = text.split(' ').length <= 6;
    if (THANKS.test(text) && short) {
      return { text: "You're welcome! Ask me anything else about your account's data whenever you need.", intents };
    }
    if (GREETING.test(text) && short) return { text: [greeting(context), ...notes].join('\n\n'), intents };
    if (HELP.test(text))
      return { text: [...notes, capabilities(context, 'Here is what I can help with:')].join('\n\n'), intents };
    return { text: [...notes, unknownQuestion(context)].join('\n\n'), intents };
  }

  const mentions = await findMentions(context, question);
  const sections: string[] = [];
  let refusedSupplyChain = false;
  for (const intent of intents) {
    if (SUPPLY_CHAIN_INTENTS.includes(intent) && !context.supplyChain) {
      if (!refusedSupplyChain) sections.push(notInPlan());
      refusedSupplyChain = true;
      continue;
    }
    sections.push(await INTENT_ANSWERS[intent](context, mentions));
  }
  return { text: [...notes, ...sections].join('\n\n'), intents };
}

interface Mentions {
  /** A SKU of the account's that the question names. */
  sku?: string;
  /** Something shaped like a SKU that is not one of the account's. */
  unknownSku?: string;
  poId?: string;
  orderId?: string;
}

async function findMentions(context: ChatContext, question: string): Promise<Mentions> {
  const upper = question.toUpperCase();
  const skus = await listSkuCodes(context.db, context.memberId);
  const sku = skus
    .filter((code) => new RegExp(`(?:^|[^A-Z0-9-])${code.replace(/[-]/g, '\\-')}(?![A-Z0-9-])`).test(upper))
    .sort((a, b) => b.length - a.length)[0];
  const skuLike = SKU_LIKE.exec(question)?.[0]?.toUpperCase();
  return {
    ...(sku ? { sku } : skuLike && !PO_ID.test(skuLike) ? { unknownSku: skuLike } : {}),
    ...(PO_ID.test(question) ? { poId: PO_ID.exec(question)?.[0]?.toUpperCase() } : {}),
    ...(ORDER_ID.test(question) ? { orderId: ORDER_ID.exec(question)?.[0]?.toUpperCase() } : {}),
  };
}

const INTENT_ANSWERS: Record<Intent, (context: ChatContext, mentions: Mentions) => Promise<string>> = {
  stockout: stockoutAnswer,
  landing: landingAnswer,
  costs: costsAnswer,
  orders: ordersAnswer,
  balance: balanceAnswer,
  usage: usageAnswer,
};

function notInPlan(): string {
  return [
    '**Supply-chain insights are not part of your plan.** Stockout risks, purchase-order landing dates and warehouse costs need a supply-chain (cnfg) permission, which your account does not have.',
    'I can still help with:',
    '- your **balance and spend** (this month, last month, year to date)',
    '- your **incoming orders**',
    "- your **agents' usage**: sessions, tokens and the projected tokens for this month",
  ].join('\n');
}

function capabilityList(context: ChatContext): string[] {
  const supply = context.supplyChain
    ? [
        '- **Stockout risks**: which SKUs are below their reorder point, where, by how much, and what is already in transit for them',
        '- **Landing dates**: when your purchase orders should land (all of them, one PO such as `PO-…`, or one SKU)',
        '- **Warehouse costs**: your costliest warehouse and its biggest cost, the 12-month trend, and levers to lower them',
      ]
    : [];
  return [
    ...supply,
    '- **Incoming orders**: how many, their value, the latest ones and your most ordered SKUs',
    '- **Balance and spend**: your balance, this month, last month and year to date, the latest transactions',
    "- **Agent usage**: chat and voice sessions, tokens used and the month's projected tokens",
  ];
}

function capabilities(context: ChatContext, lead: string): string {
  const lines = [lead, '', ...capabilityList(context)];
  if (context.supplyChain)
    lines.push('', `Supply-chain answers are for **${channelName(context.channel)}**, the channel this page shows.`);
  else lines.push('', 'Supply-chain insights (stock, purchase orders, warehouse costs) are not part of your plan.');
  return lines.join('\n');
}

function greeting(context: ChatContext): string {
  return capabilities(
    context,
    "Hello! I'm the Chain Forge assistant. I answer from your account's own data. I can tell you about:",
  );
}

function unknownQuestion(context: ChatContext): string {
  return capabilities(
    context,
    "I'm sorry, I can't answer that: I only know your account's own data, and nothing in it answers this question. I won't guess. Here is what I can help with:",
  );
}

// ---------------------------------------------------------------------------------------------

const inTransitNote = (orders: InTransitOrder[]) =>
  orders.length === 0
    ? 'none'
    : orders
        .slice(0, 2)
        .map((order) => `${order.po_id}: ${count(order.quantity)} on ${order.expected_landing}`)
        .join('; ') + (orders.length > 2 ? `; +${orders.length - 2} more` : '');

const MAX_RISK_ROWS = 12;

async function stockoutAnswer(context: ChatContext, asked: Mentions): Promise<string> {
  const result = markdownText(await stockoutRisks(context, { sku: asked.sku }));
  const mentions = markdownText(asked);
  if (!result.available) return notInPlan();
  const where = channelName(result.channel);
  const heading = `**Stockout risks — ${where}** (stock as of ${result.as_of})`;
  const lines = [heading, ''];
  if (mentions.unknownSku && !mentions.sku) {
    lines.push(`I can't find a SKU **${mentions.unknownSku}** in your catalogue, so here are all your risks.`, '');
  }
  const risks = result.risks;
  if (risks.length === 0) {
    lines.push(
      mentions.sku
        ? `**${mentions.sku}** is not below its reorder point anywhere in ${where}: no stockout risk for it.`
        : `Good news: none of your ${plural(result.positions_checked, 'stock position')} in ${where} is below its reorder point.`,
    );
    return lines.join('\n');
  }
  const skus = new Set(risks.map((risk) => risk.sku));
  lines.push(
    mentions.sku
      ? `**${mentions.sku}** is below its reorder point in ${plural(risks.length, 'position')}:`
      : `**${count(risks.length)}** of your ${plural(result.positions_checked, 'stock position')} are below their reorder point, across ${plural(skus.size, 'SKU')}. Most urgent first:`,
    '',
  );
  lines.push(
    table(
      ['SKU', 'Product', 'Warehouse', 'Channel', 'Available', 'Reorder point', 'Short by', 'In transit'],
      risks
        .slice(0, MAX_RISK_ROWS)
        .map((risk) => [
          risk.sku,
          risk.product_name,
          risk.warehouse,
          risk.channel,
          count(risk.available),
          count(risk.reorder_point),
          count(risk.shortfall),
          inTransitNote(risk.in_transit),
        ]),
      [4, 5, 6],
    ),
  );
  if (risks.length > MAX_RISK_ROWS) {
    lines.push('', `…and ${plural(risks.length - MAX_RISK_ROWS, 'more position')} (ask about one SKU to see it).`);
  }

  lines.push('', '**What to do**');
  const uncovered = risks.filter((risk) => !risk.covered);
  const covered = risks.filter((risk) => risk.covered);
  for (const risk of uncovered.slice(0, 4)) {
    const inbound =
      risk.inbound_to_position > 0
        ? `only ${count(risk.inbound_to_position)} units are on their way to it, not enough for the shortfall of ${count(risk.shortfall)}`
        : risk.in_transit.length > 0
          ? `the ${plural(risk.in_transit.length, 'purchase order')} in transit for this SKU go elsewhere (${risk.in_transit
              .slice(0, 2)
              .map((order) => `${order.po_id} to ${order.warehouse}, ${order.channel}`)
              .join('; ')})`
          : 'nothing is in transit for it';
    const donor = risk.surplus_elsewhere[0];
    const transfer = donor
      ? `, or transfer from ${donor.warehouse} (${donor.channel}), which has ${count(donor.available)} available, ${count(donor.surplus)} above its own reorder point`
      : '';
    lines.push(
      `- **${risk.sku}** at ${risk.warehouse} (${risk.channel}): ${count(risk.available)} available against a reorder point of ${count(risk.reorder_point)} (${risk.cover_percent}%), and ${inbound}. Reorder at least ${count(risk.shortfall)} units now${transfer}.`,
    );
  }
  for (const risk of covered.slice(0, 3)) {
    const next = risk.in_transit.find((order) => order.warehouse === risk.warehouse && order.channel === risk.channel);
    lines.push(
      `- **${risk.sku}** at ${risk.warehouse} (${risk.channel}) is covered: ${next ? `${next.po_id} brings ${count(next.quantity)} units on ${next.expected_landing} (${next.carrier})` : 'inbound stock'}, more than the shortfall of ${count(risk.shortfall)}. Watch that it lands on time.`,
    );
  }
  if (uncovered.length > 4 || covered.length > 3) {
    lines.push(`- ${plural(uncovered.length, 'position')} in all have no inbound stock that covers them.`);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------

const landingLine = (order: Landing) =>
  `**${order.po_id}** should land on **${order.expected_landing}** (${relativeDays(order.days_until)}) at ${order.warehouse} (${order.channel} channel): ${count(order.quantity)} × ${order.product_name} (${order.sku}), carried by ${order.carrier}, ordered on ${order.ordered_on}.`;

async function landingAnswer(context: ChatContext, asked: Mentions): Promise<string> {
  const result = markdownText(
    await landingDates(context, { po_id: asked.poId, sku: asked.poId ? undefined : asked.sku }),
  );
  const mentions = markdownText(asked);
  if (!result.available) return notInPlan();
  const where = channelName(result.channel);
  if (mentions.unknownSku && !mentions.sku && !mentions.poId) {
    return `I can't find a SKU **${mentions.unknownSku}** in your catalogue. ${await landingAnswer(context, {})}`;
  }
  if (result.po_id) {
    const order = result.orders[0];
    if (order) return landingLine(order);
    if (result.po_status === 'landed' && result.po_detail) {
      return `**${result.po_id}** has already landed: it is no longer in transit (it was expected on ${result.po_detail.expected_landing}, ${result.po_detail.channel} channel).`;
    }
    if (result.po_status === 'in-transit-other-channel' && result.po_detail) {
      return `**${result.po_id}** is in transit for the ${channelName(result.po_detail.channel)} channel, not ${where}, which this page shows. It should land on **${result.po_detail.expected_landing}**. Switch the channel to see its details.`;
    }
    const all = markdownText(await landingDates(context));
    const ids = all.available ? all.orders.map((row) => row.po_id) : [];
    return `I can't find a purchase order **${result.po_id}** in your account.${ids.length ? ` Your purchase orders in transit in ${where} are ${ids.join(', ')}.` : ''}`;
  }
  if (result.sku) {
    const next = result.orders[0];
    if (!next) {
      return `Nothing is in transit for **${result.sku}** in ${where}: no purchase order of yours for it is on its way. If it is running low, place one.`;
    }
    const lines = [`The next landing for **${result.sku}** (${next.product_name}) in ${where}:`, '', landingLine(next)];
    if (result.orders.length > 1) {
      lines.push(
        '',
        `Also on the way for it: ${result.orders
          .slice(1)
          .map((order) => `${order.po_id} on ${order.expected_landing}`)
          .join(', ')}.`,
      );
    }
    return lines.join('\n');
  }

  const orders = result.orders;
  if (orders.length === 0)
    return `No purchase orders of yours are in transit in ${where} right now: nothing is due to land.`;
  const [next] = orders as [Landing, ...Landing[]];
  const late = orders.filter((order) => order.days_until < 0);
  const lines = [
    `**Purchase orders in transit — ${where}** (today is ${result.today})`,
    '',
    `${plural(orders.length, 'purchase order')} ${orders.length === 1 ? 'is' : 'are'} on the way. The next one to land is **${next.po_id}** on **${next.expected_landing}** (${relativeDays(next.days_until)}): ${count(next.quantity)} × ${next.product_name} to ${next.warehouse}.`,
    '',
    table(
      ['PO', 'SKU', 'Product', 'Quantity', 'Warehouse', 'Channel', 'Carrier', 'Ordered', 'Expected landing'],
      orders.map((order) => [
        order.po_id,
        order.sku,
        order.product_name,
        count(order.quantity),
        order.warehouse,
        order.channel,
        order.carrier,
        order.ordered_on,
        `${order.expected_landing} (${relativeDays(order.days_until)})`,
      ]),
      [3],
    ),
  ];
  if (late.length)
    lines.push(
      '',
      `⚠️ ${plural(late.length, 'order')} ${late.length === 1 ? 'is' : 'are'} past the expected landing: ${late.map((order) => order.po_id).join(', ')}. Check with the carrier.`,
    );
  lines.push('', `Ask about one purchase order (for example ${next.po_id}) or one SKU for its next landing.`);
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------

const COMPONENT_NAMES: Record<CostComponent, string> = { storage: 'storage', labor: 'labor', shipping: 'shipping' };

/** Slow movers that are short somewhere else: the excess has a place to go. */
function shortElsewhere(result: WarehouseCostsResult): string {
  const needed = result.slow_movers.filter((row) => result.short_elsewhere.some((short) => short.sku === row.sku));
  const first = needed[0];
  if (!first) return '';
  const short = result.short_elsewhere.find((row) => row.sku === first.sku);
  return short
    ? ` (${first.sku} is below its reorder point at ${short.warehouse}, ${short.channel}: send it there first)`
    : '';
}

function costLevers(result: WarehouseCostsResult): string[] {
  const costliest = result.warehouses[0];
  if (!costliest) return [];
  const levers: string[] = [];
  const slow = result.slow_movers;
  const component = costliest.biggest_component;
  const componentTrend = result.costliest_component_trend;
  const firstComponent = componentTrend[0];
  const lastComponent = componentTrend.at(-1);
  const componentChange =
    firstComponent && lastComponent && firstComponent.amount > 0
      ? Math.round(((lastComponent.amount - firstComponent.amount) / firstComponent.amount) * 1000) / 10
      : 0;

  if (slow.length) {
    const excess = slow.reduce((sum, row) => sum + row.excess_units, 0);
    levers.push(
      `**Clear slow-moving stock at ${costliest.warehouse}.** These positions hold three times their reorder point or more, ${count(excess)} units beyond two reorder cycles in all, tying up space you pay storage and handling for:`,
      table(
        ['SKU', 'Product', 'Channel', 'On hand', 'Reorder point', 'Excess units', 'Incoming orders'],
        slow.map((row) => [
          row.sku,
          row.product_name,
          row.channel,
          count(row.on_hand),
          count(row.reorder_point),
          count(row.excess_units),
          count(row.recent_orders),
        ]),
        [3, 4, 5, 6],
      ),
      `Pause purchase orders for them, move the excess to a warehouse with lower costs${shortElsewhere(result)}, or discount it to free the space.`,
    );
  }
  const trendText =
    firstComponent && lastComponent
      ? ` It went from ${money(firstComponent.amount)} in ${firstComponent.month} to ${money(lastComponent.amount)} in ${lastComponent.month} (${signedPercent(componentChange)}).`
      : '';
  const componentAmount = money(costliest[component]);
  if (component === 'labor') {
    levers.push(
      `**Work on labor, its biggest cost** (${componentAmount}, ${costliest.biggest_share_percent}% of ${costliest.warehouse}'s costs).${trendText} Batch picking for your most ordered SKUs and receiving inbound purchase orders together${result.inbound_to_costliest.orders ? ` (${plural(result.inbound_to_costliest.orders, 'order')}, ${count(result.inbound_to_costliest.quantity)} units are on the way there)` : ''} cut handling hours; plan shifts around those landings.`,
    );
  } else if (component === 'storage') {
    levers.push(
      `**Work on storage, its biggest cost** (${componentAmount}, ${costliest.biggest_share_percent}% of ${costliest.warehouse}'s costs).${trendText} Less stock held there means less space paid for: order overstocked SKUs in smaller, more frequent lots and consolidate the rest into fewer locations.`,
    );
  } else {
    levers.push(
      `**Work on shipping, its biggest cost** (${componentAmount}, ${costliest.biggest_share_percent}% of ${costliest.warehouse}'s costs).${trendText} Consolidate shipments into fuller loads, compare carriers on your busiest lanes, and serve orders from the warehouse nearest the customer.`,
    );
  }
  const cheapest = result.warehouses.at(-1);
  if (cheapest && cheapest.warehouse !== costliest.warehouse) {
    levers.push(
      `**Shift volume toward ${cheapest.warehouse}**, your least costly warehouse here (${money(cheapest.total)} over the same months), where its capacity allows.`,
    );
  }
  return levers;
}

async function costsAnswer(context: ChatContext): Promise<string> {
  const result = markdownText(await warehouseCosts(context));
  if (!result.available) return notInPlan();
  const where = channelName(result.channel);
  const costliest = result.warehouses[0];
  if (!costliest) return `I have no warehouse costs of yours for ${where} in the last 12 months.`;
  const months = result.monthly_totals.length;
  const lines = [
    `**Warehouse costs — ${where}, ${result.from_month} to ${result.to_month}**`,
    '',
    `Your costliest warehouse is **${costliest.warehouse}**: **${money(costliest.total)}** over ${plural(months, 'month')}. Its biggest cost is **${COMPONENT_NAMES[costliest.biggest_component]}**: **${money(costliest[costliest.biggest_component])}** (${costliest.biggest_share_percent}%).`,
    '',
    table(
      ['Warehouse', 'Storage', 'Labor', 'Shipping', `Total (${plural(months, 'month')})`],
      result.warehouses.map((row) => [
        row.warehouse,
        money(row.storage),
        money(row.labor),
        money(row.shipping),
        money(row.total),
      ]),
      [1, 2, 3, 4],
    ),
  ];
  const trend = result.trend;
  if (trend) {
    lines.push(
      '',
      `**Trend:** your warehouses together cost ${money(trend.first_total)} in ${trend.first_month} and ${money(trend.last_total)} in ${trend.last_month} (${signedPercent(trend.change_percent)}). The last three months are ${signedPercent(trend.recent_change_percent)} against the three before them; the most expensive month was ${trend.highest_month} (${money(trend.highest_total)}).`,
    );
  }
  const levers = costLevers(result);
  if (levers.length) {
    // Numbered by hand: a table between two items would restart an automatic list.
    lines.push('', '**Levers to reduce warehouse costs**');
    let number = 0;
    for (const block of levers) lines.push('', block.startsWith('**') ? `${++number}. ${block}` : block);
  }
  if (result.channel !== 'total') {
    lines.push(
      '',
      `_A warehouse's costs cannot be split between channels: these are the whole costs of the warehouses that serve ${where}._`,
    );
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------

async function ordersAnswer(context: ChatContext, asked: Mentions): Promise<string> {
  const mentions = markdownText(asked);
  if (asked.orderId) {
    const order = markdownText(await incomingOrders(context, { order_id: asked.orderId })).orders[0];
    if (!order) return `I can't find an incoming order **${mentions.orderId}** in your account.`;
    return `Incoming order **${order.order_id}**: ${order.product_name} (${order.sku}), **${money(order.order_amount)}**.`;
  }
  if (mentions.unknownSku && !mentions.sku) {
    return `I can't find a SKU **${mentions.unknownSku}** in your catalogue. ${await ordersAnswer(context, {})}`;
  }
  const result = markdownText(await incomingOrders(context, { limit: 5, sku: asked.sku }));
  if (result.count === 0) {
    return mentions.sku
      ? `You have no incoming orders for **${mentions.sku}**.`
      : 'You have no incoming orders right now.';
  }
  const lines = [
    mentions.sku
      ? `**Incoming orders for ${mentions.sku}**: ${plural(result.count, 'order')} worth **${money(result.total_amount)}** in total.`
      : `**Incoming orders**: you have **${count(result.count)}** incoming orders worth **${money(result.total_amount)}** in total.`,
    '',
    `The latest ${result.orders.length === 1 ? 'one' : result.orders.length}:`,
    '',
    table(
      ['Order ID', 'SKU', 'Product', 'Amount'],
      result.orders.map((order) => [order.order_id, order.sku, order.product_name, money(order.order_amount)]),
      [3],
    ),
  ];
  if (!mentions.sku && result.top_skus.length) {
    lines.push(
      '',
      `Most ordered: ${result.top_skus.map((top) => `**${top.sku}** (${top.product_name}, ${plural(top.orders, 'order')}, ${money(top.amount)})`).join('; ')}.`,
    );
  }
  return lines.join('\n');
}

async function balanceAnswer(context: ChatContext): Promise<string> {
  const result = markdownText(await balanceAndSpend(context));
  const lines = [
    '**Balance & spend**',
    '',
    `- Current balance: **${money(result.current_balance)}**`,
    `- Spent in ${result.month_name}: **${money(result.current_month_spend)}**`,
    `- Spent last month: **${money(result.last_month_spend)}**`,
    `- Spent this year to date: **${money(result.year_to_date_spend)}**`,
  ];
  if (result.recent_transactions.length) {
    lines.push(
      '',
      'Latest transactions:',
      '',
      table(
        ['Date', 'Type', 'Amount'],
        result.recent_transactions.map((transaction) => [
          transaction.created_at.slice(0, 10),
          transaction.transaction_type,
          `${transaction.transaction_type === 'credit' ? '+' : ''}${money(transaction.amount)}`,
        ]),
        [2],
      ),
    );
  }
  return lines.join('\n');
}

async function usageAnswer(context: ChatContext): Promise<string> {
  const usage = markdownText(await agentUsage(context));
  const monthName = context.now.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const lines = [
    `**Agent usage — ${monthName}** (day ${usage.day_of_month} of ${usage.days_in_month})`,
    '',
    table(
      ['', 'Chat', 'Voice'],
      [
        ['Sessions this month', count(usage.monthly_chat_sessions), count(usage.monthly_voice_sessions)],
        ['Sessions in total', count(usage.total_chat_sessions), count(usage.total_voice_sessions)],
        ['Tokens this month', count(usage.monthly_chat_tokens), count(usage.monthly_voice_tokens)],
      ],
      [1, 2],
    ),
    '',
    `- Tokens used this month: **${count(usage.tokens_used)}** (chat and voice)`,
    `- Projected for the whole month at this pace: **${count(usage.projected_monthly_tokens)}** tokens`,
    `- Tokens purchased: ${count(usage.total_purchased_tokens)}; remaining: **${count(usage.remaining_tokens)}**`,
  ];
  const rest = usage.projected_monthly_tokens - usage.tokens_used;
  if (rest > usage.remaining_tokens) {
    lines.push(
      '',
      `⚠️ At this pace the rest of the month needs about ${count(rest)} more tokens, more than the ${count(usage.remaining_tokens)} you have left: consider buying more.`,
    );
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------

/**
 * The answer in the pieces it is streamed in: a few words at a time, whitespace kept with the word
 * before it, so the pieces joined are the answer exactly.
 */
export function wordGroups(text: string, wordsPerGroup = 4): string[] {
  const tokens = text.match(/\S+\s*|\s+/g) ?? [];
  const groups: string[] = [];
  for (let index = 0; index < tokens.length; index += wordsPerGroup) {
    groups.push(tokens.slice(index, index + wordsPerGroup).join(''));
  }
  return groups;
}

/** The analyst's token count for usage: about four characters a token. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);
