import { channelName } from '../format.ts';
import type { ChatContext } from '../tools/chat-context.ts';

// What the analyst says it can do, and what it says when the plan or the question stops it.

export function notInPlan(): string {
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

export function capabilities(context: ChatContext, lead: string): string {
  const lines = [lead, '', ...capabilityList(context)];
  if (context.supplyChain)
    lines.push('', `Supply-chain answers are for **${channelName(context.channel)}**, the channel this page shows.`);
  else lines.push('', 'Supply-chain insights (stock, purchase orders, warehouse costs) are not part of your plan.');
  return lines.join('\n');
}

export function greeting(context: ChatContext): string {
  return capabilities(
    context,
    "Hello! I'm the Chain Forge assistant. I answer from your account's own data. I can tell you about:",
  );
}

export function unknownQuestion(context: ChatContext): string {
  return capabilities(
    context,
    "I'm sorry, I can't answer that: I only know your account's own data, and nothing in it answers this question. I won't guess. Here is what I can help with:",
  );
}
