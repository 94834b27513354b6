import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from '../schema.ts';
import { foundation } from './0001-foundation.ts';
import { ledger } from './0002-ledger.ts';
import { membership } from './0003-membership.ts';
import { devMailbox } from './0004-dev-mailbox.ts';
import { secureContent } from './0005-secure-content.ts';
import { stripeEvents } from './0006-stripe-events.ts';
import { apiTokenSessions } from './0007-api-token-sessions.ts';
import { codeBlindAttempts } from './0008-code-blind-attempts.ts';
import { chat } from './0009-chat.ts';
import { stripeSubscriptionLife } from './0010-stripe-subscription-life.ts';
import { connectTickets } from './0011-connect-tickets.ts';
import { priceStripeIds } from './0012-price-stripe-ids.ts';
import { secondFactors } from './0013-second-factors.ts';
import { secretKeysAndAudit } from './0014-secret-keys-and-audit.ts';
import { consoleOwners } from './0015-console-owners.ts';
import { appSettings } from './0016-app-settings.ts';
import { consoleActivity } from './0017-console-activity.ts';
import { ownerPasskeys } from './0018-owner-passkeys.ts';
import { membersLastSignIn } from './0019-members-last-sign-in.ts';
import { appModeSettings } from './0020-app-mode-settings.ts';
import { memberImportReports } from './0021-member-import-reports.ts';
import { memberListVerified } from './0022-member-list-verified.ts';
import { planConnectionMode } from './0023-plan-connection-mode.ts';
import { expirySweeps } from './0024-expiry-sweeps.ts';
import { payingConnections } from './0025-paying-connections.ts';
import { presenceConfirmed } from './0026-presence-confirmed.ts';
import { comments } from './0027-comments.ts';
import { commentModeration } from './0028-comment-moderation.ts';
import { commentPostPages } from './0029-comment-post-pages.ts';
import { replyMailDigests } from './0030-reply-mail-digests.ts';

// Listed in code rather than globbed from a folder, so bundling or a stray file can never
// change which migrations run. Names sort in the order they must run.
const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-ledger': ledger,
  '0003-membership': membership,
  '0004-dev-mailbox': devMailbox,
  '0005-secure-content': secureContent,
  '0006-stripe-events': stripeEvents,
  '0007-api-token-sessions': apiTokenSessions,
  '0008-code-blind-attempts': codeBlindAttempts,
  '0009-chat': chat,
  '0010-stripe-subscription-life': stripeSubscriptionLife,
  '0011-connect-tickets': connectTickets,
  '0012-price-stripe-ids': priceStripeIds,
  '0013-second-factors': secondFactors,
  '0014-secret-keys-and-audit': secretKeysAndAudit,
  '0015-console-owners': consoleOwners,
  '0016-app-settings': appSettings,
  '0017-console-activity': consoleActivity,
  '0018-owner-passkeys': ownerPasskeys,
  '0019-members-last-sign-in': membersLastSignIn,
  '0020-app-mode-settings': appModeSettings,
  '0021-member-import-reports': memberImportReports,
  '0022-member-list-verified': memberListVerified,
  '0023-plan-connection-mode': planConnectionMode,
  '0024-expiry-sweeps': expirySweeps,
  '0025-paying-connections': payingConnections,
  '0026-presence-confirmed': presenceConfirmed,
  '0027-comments': comments,
  '0028-comment-moderation': commentModeration,
  '0029-comment-post-pages': commentPostPages,
  '0030-reply-mail-digests': replyMailDigests,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration "${failed}" failed`, { cause: error });
  }
}
