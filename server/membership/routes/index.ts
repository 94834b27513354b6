import { Hono } from 'hono';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { requireApp } from '../http/require-app.ts';
import { analyticsRoutes } from './analytics.ts';
import { appRoutes } from './app.ts';
import { loginRoutes } from './auth-login.ts';
import { signupRoutes } from './auth-signup.ts';
import { passwordlessRoutes } from './auth-passwordless.ts';
import { verificationRoutes } from './auth-verification.ts';
import { resetRoutes } from './auth-reset.ts';
import { memberRoutes } from './member.ts';
import { memberAuthRoutes } from './member-auth.ts';
import { memberUpdateRoutes } from './member-update.ts';
import { profileImageRoutes } from './profile-image.ts';
import { secureContentRoutes } from './secure-content.ts';
import { teamRoutes } from './teams.ts';
import { planRoutes } from './plans.ts';
import { checkoutRoutes } from './checkout.ts';
import { devCheckoutRoutes } from './dev-checkout.ts';
import { devCaptchaRoutes } from './captcha-dev.ts';
import { authProviderRoutes } from './auth-provider.ts';
import { connectTicketRoutes } from './connect-ticket.ts';
import { devSignInRoutes } from './dev-sign-in.ts';
import { disconnectProviderRoutes } from './disconnect-provider.ts';
import { stripeWebhookRoutes } from './stripe-webhook.ts';
import { secondStepRoutes } from './auth-second-step.ts';
import { reauthenticateRoutes } from './reauthenticate.ts';
import { twoStepRoutes } from './two-step.ts';
import { passkeyRoutes } from './passkeys.ts';
import { passkeySignInRoutes } from './auth-passkey.ts';
import { commentPostRoutes } from './comments-posts.ts';
import { commentThreadRoutes } from './comments-threads.ts';
import { commentItemRoutes } from './comments-items.ts';
import { commentChannelRoutes } from './comments-channels.ts';
import { commentEventRoutes } from './comments-events.ts';
import { commentReportRoutes } from './comments-reports.ts';
import { commentUnsubscribeRoutes } from './comments-unsubscribe.ts';
import { adminRoutes } from '../admin/index.ts';
import { consoleRoutes } from '../console/index.ts';

/** Every membership route; add a new file's routes here. */
export function allRoutes(services: MembershipServices) {
  const withApp = requireApp(services.apps);
  return new Hono<MembershipEnv>()
    .route('/', appRoutes(services, withApp))
    .route('/', analyticsRoutes(withApp))
    .route('/', loginRoutes(services, withApp))
    .route('/', signupRoutes(services, withApp))
    .route('/', passwordlessRoutes(services, withApp))
    .route('/', secondStepRoutes(services, withApp))
    .route('/', twoStepRoutes(services, withApp))
    .route('/', reauthenticateRoutes(services, withApp))
    .route('/', passkeySignInRoutes(services, withApp))
    .route('/', passkeyRoutes(services, withApp))
    .route('/', verificationRoutes(services, withApp))
    .route('/', resetRoutes(services, withApp))
    .route('/', memberRoutes(services, withApp))
    .route('/', memberUpdateRoutes(services, withApp))
    .route('/', memberAuthRoutes(services, withApp))
    .route('/', profileImageRoutes(services, withApp))
    .route('/', teamRoutes(services, withApp))
    .route('/', secureContentRoutes(services, withApp))
    .route('/', planRoutes(services, withApp))
    .route('/', checkoutRoutes(services, withApp))
    .route('/', stripeWebhookRoutes(services))
    .route('/', devCheckoutRoutes(services))
    .route('/', devCaptchaRoutes(services))
    .route('/', authProviderRoutes(services))
    .route('/', connectTicketRoutes(services, withApp))
    .route('/', devSignInRoutes(services))
    .route('/', disconnectProviderRoutes(services, withApp))
    .route('/', commentPostRoutes(services, withApp))
    .route('/', commentThreadRoutes(services, withApp))
    .route('/', commentItemRoutes(services, withApp, 'post'))
    .route('/', commentItemRoutes(services, withApp, 'thread'))
    .route('/', commentChannelRoutes(services, withApp))
    .route('/', commentEventRoutes(services, withApp))
    .route('/', commentReportRoutes(services, withApp))
    .route('/', commentUnsubscribeRoutes(services))
    .route('/admin', adminRoutes(services))
    .route('/console', consoleRoutes(services));
}
