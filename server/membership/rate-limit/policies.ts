/**
 * Every limit of the membership service in one place. Keys are per IP address and per email, so
 * that one address cannot try many accounts and many addresses cannot hammer one account; the
 * per-email limits are looser than per-IP ones and their windows short, so a stranger can delay
 * a member's sign-in for minutes at worst, never lock them out.
 */
export interface RateLimitPolicy {
  /** Part of the store key; unique per policy. */
  name: string;
  limit: number;
  windowMs: number;
  /** What was limited, for the message: "Too many sign-in attempts". */
  what: string;
}

const MINUTE = 60_000;

export const POLICIES = {
  loginPerIp: { name: 'login:ip', limit: 60, windowMs: 15 * MINUTE, what: 'sign-in attempts' },
  loginPerEmail: { name: 'login:email', limit: 20, windowMs: 15 * MINUTE, what: 'sign-in attempts for this email' },
  signupPerIp: { name: 'signup:ip', limit: 20, windowMs: 60 * MINUTE, what: 'sign-ups' },
  signupPerEmail: { name: 'signup:email', limit: 5, windowMs: 15 * MINUTE, what: 'sign-ups with this email' },
  codeSendPerIp: { name: 'code-send:ip', limit: 20, windowMs: 60 * MINUTE, what: 'emails sent' },
  codeSendPerEmail: { name: 'code-send:email', limit: 5, windowMs: 15 * MINUTE, what: 'emails sent to this address' },
  codeCheckPerIp: { name: 'code-check:ip', limit: 30, windowMs: 15 * MINUTE, what: 'code attempts' },
  // An email change tells whether the address is taken; a few an hour is plenty for a person.
  emailChangePerMember: { name: 'email-change:member', limit: 10, windowMs: 60 * MINUTE, what: 'email changes' },
  // Each code dies after 5 wrong tries, but a new send makes a new one: this bounds guesses per account.
  codeCheckPerEmail: { name: 'code-check:email', limit: 10, windowMs: 15 * MINUTE, what: 'code attempts for this email' },
  // Single sign-on: a page load or a sign-in exchanges a session once; these are far above that.
  ssoPerSession: { name: 'sso:session', limit: 30, windowMs: 15 * MINUTE, what: 'sign-ons with this session' },
  ssoPerIp: { name: 'sso:ip', limit: 300, windowMs: 15 * MINUTE, what: 'sign-ons' },
} satisfies Record<string, RateLimitPolicy>;

export type PolicyName = keyof typeof POLICIES;
