import type { AgentStats } from '../../../contract/product-answers.ts';
import { agentStats } from '../../db/queries/agents.ts';
import { usageView } from '../../db/queries/usage.ts';
import type { ChatContext } from './chat-context.ts';
import { chatTool } from './chat-tool.ts';
import { toolInput } from './tool-input.ts';

export interface AgentUsageResult extends AgentStats {
  /** `YYYY-MM`. */
  month: string;
  day_of_month: number;
  days_in_month: number;
  /** Chat and voice tokens of this month. */
  tokens_used: number;
  /** The spec's projection: round(tokens used / day of month * days in month). */
  projected_monthly_tokens: number;
  remaining_tokens: number;
}

/** Not part of the supply-chain permission: every account sees its agents' usage. */
export async function agentUsage(context: ChatContext): Promise<AgentUsageResult> {
  const [stats, usage] = await Promise.all([
    agentStats(context.db, context.memberId, context.now),
    usageView(context.db, context.memberId, context.now),
  ]);
  return {
    ...stats,
    month: usage.month,
    day_of_month: usage.day_of_month,
    days_in_month: usage.days_in_month,
    tokens_used: usage.tokens_used,
    projected_monthly_tokens: usage.projected_monthly_tokens,
    remaining_tokens: usage.remaining_tokens,
  };
}

export const agentUsageTool = chatTool({
  name: 'agent_usage',
  description:
    "The account's chat and voice agent usage: sessions this month and in total, tokens used this month, the projected tokens for the whole month, purchased and remaining tokens.",
  input: toolInput({}),
  supplyChain: false,
  run: (context) => agentUsage(context),
});
