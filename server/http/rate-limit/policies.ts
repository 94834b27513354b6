/**
 * Every limit of the membership service in one place. How they fit together (sign-in-guard.ts
 * applies them):
 *
 * - Per address: one client cannot try many accounts or mail many addresses.
 * - Per address and account pair: one client cannot hammer one account. Only failures count, and
 *   a success clears them, so a person's own typos cost them little.
 * - Per account, a budget of failures from addresses the account does not recognise (none it has
 *   signed in from in the last 30 days). Past the budget those addresses are slowed to one try per
 *   account in a few minutes, never refused for good; recognised addresses go on unhindered. So a
 *   stranger's failures, from any number of addresses, cannot keep the owner out: from their own
 *   address their right password works at once, and elsewhere within minutes or by emailed code.
 *
 * What it leaves an attacker who never stops, per account and day: 50 + 288 password guesses
 * (the budget, then one per 5 minutes), against passwords of 8+ characters outside the 7,000+
 * commonest; and at most 20 wrong codes plus one per code mailed (past the budget a wrong code
 * kills the code), with at most 10 + 96 codes mailed (every one of them to the owner's mailbox):
 * about 126 tries at a 1-in-a-million code, a 1 in 8,000 chance a day.
 */
export interface RateLimitPolicy {
  /** Part of the store key; unique per policy. */
  name: string;
  limit: number;
  windowMs: number;
  /** What was limited, for the message: "Too many sign-in attempts". */
  what: string;
  /** What the person can do instead of waiting, ending the message: "..., or <otherwise>." */
  otherwise?: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const POLICIES = {
  loginPerIp: { name: 'login:ip', limit: 60, windowMs: 15 * MINUTE, what: 'sign-in attempts' },
  loginFailuresPerPair: {
    name: 'login-failures:pair',
    limit: 10,
    windowMs: 15 * MINUTE,
    what: 'failed sign-ins for this email',
  },
  loginFailuresPerAccount: {
    name: 'login-failures:account',
    limit: 50,
    windowMs: DAY,
    what: 'failed sign-ins for this email',
  },
  loginSlowLanePerAccount: {
    name: 'login-slow:account',
    limit: 1,
    windowMs: 5 * MINUTE,
    what: 'failed sign-ins for this email',
    otherwise: 'sign in with a code sent to your email',
  },
  /** One hit: the address signed in to the account (password, code or reset) within the window. */
  recognisedAddress: { name: 'recognised', limit: 1, windowMs: 30 * DAY, what: 'recognised addresses' },

  signupPerIp: { name: 'signup:ip', limit: 20, windowMs: 60 * MINUTE, what: 'sign-ups' },
  signupPerEmail: { name: 'signup:email', limit: 5, windowMs: 15 * MINUTE, what: 'sign-ups with this email' },

  codeSendPerIp: { name: 'code-send:ip', limit: 20, windowMs: HOUR, what: 'emails sent' },
  codeSendPerPair: { name: 'code-send:pair', limit: 5, windowMs: 15 * MINUTE, what: 'emails sent to this address' },
  codeSendsPerEmail: { name: 'code-send:email', limit: 10, windowMs: DAY, what: 'emails sent to this address' },
  // Any send reaches the owner's mailbox, so slowing them never keeps the owner from a code.
  codeSendSlowLanePerEmail: {
    name: 'code-send-slow:email',
    limit: 1,
    windowMs: 15 * MINUTE,
    what: 'emails sent to this address',
  },

  codeCheckPerIp: { name: 'code-check:ip', limit: 30, windowMs: 15 * MINUTE, what: 'code attempts' },
  codeFailuresPerPair: {
    name: 'code-failures:pair',
    limit: 10,
    windowMs: 15 * MINUTE,
    what: 'wrong codes for this email',
  },
  // Not a refusal: past it, a wrong code kills the code, so the owner holding the right one still gets in.
  codeFailuresPerEmail: { name: 'code-failures:email', limit: 20, windowMs: DAY, what: 'wrong codes for this email' },

  // An email change tells whether the address is taken; a few an hour is plenty for a person.
  emailChangePerMember: { name: 'email-change:member', limit: 10, windowMs: HOUR, what: 'email changes' },
  // Single sign-on: a page load or a sign-in exchanges a session once; these are far above that.
  ssoPerSession: { name: 'sso:session', limit: 30, windowMs: 15 * MINUTE, what: 'sign-ons with this session' },
  ssoPerIp: { name: 'sso:ip', limit: 300, windowMs: 15 * MINUTE, what: 'sign-ons' },
  // The admin API, per secret key: Memberstack's own limit (25 a second), over a minute so a burst fits.
  adminPerKey: { name: 'admin:key', limit: 1500, windowMs: MINUTE, what: 'admin API requests with this key' },
  // The console, per owner: far above what a person clicks, a bound on a stolen session's script.
  consolePerOwner: { name: 'console:owner', limit: 600, windowMs: MINUTE, what: 'console requests' },
  // A login screen asks for a passkey challenge each time it shows (for the email field's
  // autofill), before anyone tries anything: a challenge tests no secret, so it stays out of the
  // sign-in budget and this only bounds the challenges one address can have stored.
  passkeyOptionsPerIp: { name: 'passkey-options:ip', limit: 300, windowMs: 15 * MINUTE, what: 'passkey requests' },
  // Comments: a person writes a few a minute at most; these bound a script's flood per member and
  // per address (several members behind one address share the larger one). Votes are clicks, so more.
  commentWritePerMember: { name: 'comment-write:member', limit: 30, windowMs: 10 * MINUTE, what: 'comments' },
  commentWritePerIp: { name: 'comment-write:ip', limit: 120, windowMs: 10 * MINUTE, what: 'comments' },
  commentVotePerMember: { name: 'comment-vote:member', limit: 120, windowMs: 10 * MINUTE, what: 'votes' },
  commentVotePerIp: { name: 'comment-vote:ip', limit: 600, windowMs: 10 * MINUTE, what: 'votes' },
  // A report is a person's flag on what they read: a few an hour, more from a script is abuse of it.
  commentReportPerMember: { name: 'comment-report:member', limit: 20, windowMs: HOUR, what: 'reports' },
  // A composer says "typing" at most every few seconds while keys are pressed.
  commentTypingPerMember: { name: 'comment-typing:member', limit: 20, windowMs: MINUTE, what: 'typing notices' },
} satisfies Record<string, RateLimitPolicy>;

export type PolicyName = keyof typeof POLICIES;
