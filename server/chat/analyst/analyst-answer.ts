import type { ChatContext } from '../tools/chat-context.ts';
import { balanceAnswer } from './balance-answer.ts';
import { capabilities, greeting, notInPlan, unknownQuestion } from './capabilities.ts';
import { costsAnswer } from './costs-answer.ts';
import { detectIntents, type Intent, normalise, SUPPLY_CHAIN_INTENTS } from './intents.ts';
import { landingAnswer } from './landing-answer.ts';
import { findMentions, type Mentions } from './mentions.ts';
import { ordersAnswer } from './orders-answer.ts';
import { stockoutAnswer } from './stockout-answer.ts';
import { usageAnswer } from './usage-answer.ts';

/**
 * The built-in analyst: answers a question from the account's own data, offline and the same way
 * every time. It finds what the question is about (intents, by weighted keyword patterns, robust
 * to phrasing), reads the data through the chat's tools, and writes markdown with the real
 * figures. What it does not know it says, listing what it can help with; it never makes data up.
 */

// What is said besides a question about the data: asked for help, greeted, thanked, or asked
// about someone else's account (which the analyst cannot see, and says so).
const HELP = /\bwhat (?:can|do) you\b|\bhelp\b|\bcapabilit|\bhow do you work\b|\bwho are you\b|\bwhat are you\b/;
const GREETING = /^(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening))\b/;
const THANKS = /^(?:thanks|thank you|thx|cheers|great,? thanks)\b/;
const OTHER_ACCOUNT =
  /[\w.+-]+@[\w-]+\.[\w.-]+|\b(?:another|other|someone else'?s?|somebody else'?s?|different) (?:account|customer|member|user|company|tenant)s?\b/;

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

const INTENT_ANSWERS: Record<Intent, (context: ChatContext, mentions: Mentions) => Promise<string>> = {
  stockout: stockoutAnswer,
  landing: landingAnswer,
  costs: costsAnswer,
  orders: ordersAnswer,
  balance: balanceAnswer,
  usage: usageAnswer,
};

/** The analyst's token count for usage: about four characters a token. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);
