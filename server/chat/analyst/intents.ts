/**
 * What a question is about: weighted keyword patterns per intent, robust to phrasing. A question
 * is about an intent when its patterns weigh 2 or more together.
 */

export type Intent = 'stockout' | 'landing' | 'costs' | 'orders' | 'balance' | 'usage';
/** Answered only for accounts with a supply-chain (cnfg) permission. */
export const SUPPLY_CHAIN_INTENTS: readonly Intent[] = ['stockout', 'landing', 'costs'];

/** A pattern and its weight: 3 says the intent on its own, 1 only adds to others. */
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

/** The question in a comparable form: lower case, one kind of apostrophe and dash, single spaces. */
export const normalise = (text: string) =>
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
