import { count, markdownText, table } from '../format.ts';
import { agentUsage } from '../tools/agent-usage.ts';
import type { ChatContext } from '../tools/chat-context.ts';

/** This month's sessions and tokens, the month's projection, and a warning when the tokens left will not last. */
export async function usageAnswer(context: ChatContext): Promise<string> {
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
