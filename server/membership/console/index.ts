import { Hono } from 'hono';
import type { MembershipServices } from '../membership-context.ts';
import { recordedBodyRules } from '../http/recorded-body-rules.ts';
import { accountRoutes } from './account-routes.ts';
import { commentModerationRoutes } from './comment-moderation-routes.ts';
import { commentSettingsRoutes } from './comment-settings-routes.ts';
import { activityRoutes } from './activity-routes.ts';
import { auditRoutes } from './audit-routes.ts';
import { consoleAppSettingsRoutes } from './app-settings-routes.ts';
import { consoleGuard } from './console-guard.ts';
import { consoleOrigins } from './console-origins.ts';
import type { ConsoleEnv } from './console-context.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { keyRoutes } from './key-routes.ts';
import { memberImportRoutes } from './member-import-routes.ts';
import { consoleMemberRoutes } from './member-routes.ts';
import { recordSessionOwnerRefusal } from './owner-audit.ts';
import { ownerRoutes } from './owner-routes.ts';
import { passkeyRoutes } from './passkey-routes.ts';
import { setupRoutes } from './setup-routes.ts';
import { signInRoutes } from './sign-in-routes.ts';

/**
 * The owners' side of the console, mounted at /membership/console: signing in (password and
 * authenticator code, a passkey, or an emailed code before setup), setup, owners' passkeys, their
 * own password and authenticator (account-routes.ts), owners,
 * invitations, the app's
 * members (member-routes.ts), its settings (app-settings-routes.ts), its comments' moderation
 * and settings (comment-*-routes.ts), its activity, secret keys and audit log. Only the
 * console's own pages are answered (console-guard.ts), with the session
 * cookie (require-owner.ts). Bodies are judged after the guard, and one refused (413, 415) with an
 * owner's cookie is in the audit.
 */
export function consoleRoutes(services: MembershipServices) {
  const origins = consoleOrigins(services.publicUrl, services.config.isProduction);
  return new Hono<ConsoleEnv>()
    .use('*', consoleGuard(origins), recordedBodyRules(recordSessionOwnerRefusal(services.db)))
    .route('/', signInRoutes(services))
    .route('/', setupRoutes(services))
    .route('/', passkeyRoutes(services))
    .route('/', accountRoutes(services))
    .route('/', ownerRoutes(services))
    .route('/', invitationRoutes(services))
    .route('/', consoleMemberRoutes(services))
    .route('/', memberImportRoutes(services))
    .route('/', consoleAppSettingsRoutes(services))
    .route('/', activityRoutes(services))
    .route('/', commentModerationRoutes(services))
    .route('/', commentSettingsRoutes(services))
    .route('/', keyRoutes(services))
    .route('/', auditRoutes(services));
}
