import { agentUsageTool } from './agent-usage.ts';
import { balanceAndSpendTool } from './balance-and-spend.ts';
import type { ChatTool } from './chat-tool.ts';
import { incomingOrdersTool } from './incoming-orders.ts';
import { landingDatesTool } from './landing-dates.ts';
import { stockoutRisksTool } from './stockout-risks.ts';
import { warehouseCostsTool } from './warehouse-costs.ts';

/**
 * The tools a language model is given, in the order it is offered them. The built-in analyst
 * calls the same tools' functions directly (stockoutRisks, landingDates, ...).
 */
export const TOOL_DEFINITIONS: readonly ChatTool[] = [
  stockoutRisksTool,
  landingDatesTool,
  warehouseCostsTool,
  incomingOrdersTool,
  balanceAndSpendTool,
  agentUsageTool,
];
