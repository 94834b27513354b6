import { randomBytes } from 'node:crypto';

/**
 * How many random bytes follow each kind's prefix. 96 bits make a clash unlikely in any number of
 * rows we will ever hold; an invite token is also the credential for a team seat, so it has 144.
 */
const RANDOM_BYTES = {
  /** A member, and so the product account it is. */
  mem: 12,
  /** A membership session (its token is a bearer token: security/bearer-tokens.ts). */
  ses: 12,
  /** An API token (likewise). */
  tok: 12,
  /** A one-time code. */
  code: 12,
  /** A member's connection to a plan. */
  con: 12,
  /** A change to how a member signs in, in their record (two-step on, a passkey added, ...). */
  sev: 12,
  /** An app's secret key (its id; the key itself is random bytes of its own: membership/admin/secret-keys.ts). */
  key: 12,
  /** An entry of the audit: who did what, to what, when and from where. */
  aud: 12,
  /** An app's owner (the console's account, not a member), their console session, an invitation to become one. */
  own: 12,
  ows: 12,
  oin: 12,
  /** A comment channel, and a post or reply in test mode (`cmt_sb_`) or live mode (`cmt_`). */
  cch: 12,
  cmt_sb: 12,
  cmt: 12,
  /** A member import's kept report. */
  imp: 12,
  /** A team's invite token. */
  inv: 18,
  /** A content group made from the operator's app configuration. */
  grp: 12,
  /** A chat answer: its message id, stored and streamed (the client makes the user's messages' ids). */
  msg: 12,
  /** The text part of a chat answer's stream. */
  txt: 12,
  /** A chat answer kept in Redis while it is written, so that a dropped client can resume it. */
  stream: 12,
  /** The development checkout's stand-in for a Stripe customer id. */
  cus_dev: 9,
  /** The development checkout's stand-ins for Stripe's event, subscription, invoice, payment and charge ids. */
  evt_dev: 9,
  sub_dev: 9,
  in_dev: 9,
  pi_dev: 9,
  ch_dev: 9,
  /** A plan and a price the console adds (the operator's file names its own). */
  pln: 9,
  prc: 9,
} as const;

export type IdKind = keyof typeof RANDOM_BYTES;

/**
 * Plan and price ids are pasted into pages (`data-ms-plan:add="pln_..."`) and written in the
 * operator's file, whose rule is letters, digits and `_`: base64url's `-` would break it, so hex.
 */
const HEX_KINDS: ReadonlySet<IdKind> = new Set(['pln', 'prc']);

/** `<kind>_` and the kind's random bytes in base64url (hex for plans and prices): `newId('con')` is `con_` and 16 characters. */
export function newId(kind: IdKind): string {
  return `${kind}_${randomBytes(RANDOM_BYTES[kind]).toString(HEX_KINDS.has(kind) ? 'hex' : 'base64url')}`;
}

let sequence = 0;

/**
 * An id that sorts in the order it was made, within one millisecond too (the development
 * mailbox lists mails by id): the time, a counter, then random bytes against other processes.
 */
export function newOrderedId(kind: 'mail', now: Date): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${kind}_${String(now.getTime()).padStart(15, '0')}_${String(sequence).padStart(6, '0')}_${randomBytes(6).toString('hex')}`;
}
