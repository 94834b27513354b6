import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { MemberMode } from '../db/schema-membership.ts';
import type { MemberRow } from '../db/queries/membership/members.ts';
import type { AppDirectory, MembershipApp, ResolvedApp } from './apps.ts';
import type { Mailer } from '../mail/mail-message.ts';
import type { RateLimiter } from '../http/rate-limit/index.ts';
import type { HashingQueue } from './security/hashing-queue.ts';
import type { MembershipCaptcha } from './security/configured-captcha.ts';
import type { CommentEventHub } from './comments/live/comment-event-hub.ts';

/** What the membership middleware puts on the request context. */
export interface MembershipEnv {
  Variables: {
    /** Set by the CORS middleware when the public key names an app; undefined otherwise. */
    resolvedApp: ResolvedApp | undefined;
    /** Set by requireApp. */
    app: MembershipApp;
    mode: MemberMode;
    /** Set by requireMemberSession (always) and optionalMemberSession (when signed in). */
    memberId: string;
    sessionId: string;
    sessionExpiresAt: Date;
    /** Set by withSignedInMember (after requireMemberSession). */
    member: MemberRow;
  };
}

/** What every membership route may use; built once per server in membershipRoutes. */
export interface MembershipServices {
  db: Kysely<Database>;
  config: Config;
  /** This server's origin as browsers reach it (app.ts); URLs it hands out are made from it, never from the request. */
  publicUrl: string;
  apps: AppDirectory;
  limiter: RateLimiter;
  /** Keys one-time code hashes (security/codes.ts). */
  secret: Buffer;
  /** SMTP when configured, else the development mailbox (/dev/mailbox). */
  mailer: Mailer;
  /** Verifies signup captcha tokens: hCaptcha or Turnstile when configured, else the development provider. */
  captcha: MembershipCaptcha;
  /** Where every password hash and verification waits its turn (security/hashing-queue.ts). */
  hashing: HashingQueue;
  /** Comment events to every instance's open streams: through Redis when configured, else this process. */
  commentEvents: CommentEventHub;
}
