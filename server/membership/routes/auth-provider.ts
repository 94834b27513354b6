import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { listAuthProviders } from '../../db/queries/membership/apps.ts';
import type { AuthProviderName } from '../../db/schema-membership.ts';
import { ApiError, apiError, errorBody } from '../../http/errors.ts';
import { boundedText, customFieldValues, providerField, requestedPlans } from '../../http/fields.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../http/json-depth.ts';
import { parseOrThrow } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { redeemConnectTicket } from '../oauth/connect-ticket.ts';
import { DEV_SIGN_IN_PATH, devSignInCode } from '../oauth/dev-sign-in-code.ts';
import { saveFlow, takeFlow, type FlowState, type Intent } from '../oauth/flow-state.ts';
import { authorizeUrl, exchangeCode, pkcePair } from '../oauth/oauth-client.ts';
import { finishProviderFlow } from '../oauth/provider-sign-in.ts';
import { configuredOAuthProviders, DEV_PROVIDERS, type OAuthProfile } from '../oauth/providers.ts';
import { popupResultPage, type PopupResult } from '../views/popup-result.ts';

const short = boundedText(500);
const jsonText = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    short,
    v.check((text) => !nestsDeeperThan(text), `must nest at most ${MAX_JSON_DEPTH} levels deep`),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return JSON.parse(dataset.value) as unknown;
      } catch {
        addIssue({ message: 'must be JSON' });
        return NEVER;
      }
    }),
    schema,
  );

/**
 * The query @memberstack/dom's signupWithProvider and loginWithProvider send. Its connectProvider
 * sends the member's token as `member`, which no route takes in a URL (http/no-token-in-url.ts):
 * connecting needs a ticket.
 */
const startQuery = v.object({
  provider: providerField,
  publicKey: v.pipe(v.string('is required'), v.maxLength(200)),
  appId: v.optional(short),
  origin: v.optional(short),
  allowSignup: v.optional(short),
  /** `1` from our widget and runtime, which show the second step a member with two-step on takes next. */
  secondStep: v.optional(v.literal('1')),
  /** connect: the ticket POST /auth-provider/connect-ticket gave the signed-in member (never their token). */
  ticket: v.optional(short),
  customFields: v.optional(jsonText(customFieldValues)),
  plans: v.optional(jsonText(requestedPlans)),
});

const popupPage = (c: Context, origin: string, result: PopupResult, status: 200 | 400 = 200) => {
  const rendered = popupResultPage(origin, result);
  return c.body(rendered.body, status, rendered.headers);
};

/** A failure told to the opener, which reads it as it reads any error answer. */
const failedPopup = (c: Context, origin: string, error: ApiError) => popupPage(c, origin, errorBody(error), 400);

/**
 * The opener's origin: the popup is opened by window.open from the builder's page, whose origin
 * the Referer carries (the default referrer policy keeps it cross-origin). It must be one of the
 * app's allowed origins and match the hostname @memberstack/dom sends as `origin`.
 */
function openerOrigin(c: Context, isAllowed: (origin: string) => boolean, hostname: string | undefined): string {
  let origin: string | undefined;
  try {
    origin = new URL(c.req.header('referer') ?? '').origin;
  } catch {
    origin = undefined;
  }
  if (!origin || origin === 'null' || !isAllowed(origin) || (hostname && new URL(origin).hostname !== hostname)) {
    throw apiError('origin-not-allowed');
  }
  return origin;
}

/**
 * The provider popups: GET /auth-provider/signup, /login and /connect start an OAuth 2.0
 * authorization-code flow with PKCE and state (or the development sign-in page); the callback
 * finishes it and posts the result to the opener.
 */
export function authProviderRoutes({ db, apps, secret, config, publicUrl }: MembershipServices) {
  const real = configuredOAuthProviders(config.oauth);
  const callbackUrl = `${publicUrl}/membership/auth-provider/callback`;
  const usesDev = (provider: AuthProviderName) =>
    !real.has(provider) && !config.isProduction && DEV_PROVIDERS.includes(provider);

  async function start(c: Context, intent: Intent) {
    const query = parseOrThrow(startQuery, c.req.query());
    const resolved = await apps.byPublicKey(query.publicKey);
    if (!resolved || (query.appId && query.appId !== resolved.app.id)) throw apiError('invalid-public-key');
    const origin = openerOrigin(c, resolved.app.isOriginAllowed, query.origin);
    const offered = (await listAuthProviders(db, resolved.app.id)).some((row) => row.provider === query.provider);
    if (!offered || (!real.has(query.provider) && !usesDev(query.provider))) {
      return failedPopup(c, origin, apiError('provider-unavailable'));
    }
    let memberId: string | undefined;
    if (intent === 'connect') {
      const scope = { appId: resolved.app.id, mode: resolved.mode, provider: query.provider };
      memberId = await redeemConnectTicket(db, query.ticket ?? '', scope);
      if (!memberId) return failedPopup(c, origin, apiError('invalid-connect-ticket'));
    }
    const { verifier, challenge } = pkcePair();
    const flow: FlowState = {
      state: randomBytes(24).toString('base64url'),
      verifier,
      intent,
      provider: query.provider,
      appId: resolved.app.id,
      mode: resolved.mode,
      openerOrigin: origin,
      memberId,
      allowSignup: intent === 'signup' || query.allowSignup === 'true',
      showsSecondStep: query.secondStep === '1',
      planIds: intent === 'signup' ? [...new Set((query.plans ?? []).map((plan) => plan.planId))] : [],
      customFields: intent === 'signup' ? (query.customFields ?? {}) : {},
    };
    saveFlow(c, secret, flow, { secure: publicUrl.startsWith('https:') });
    const provider = real.get(query.provider);
    if (provider)
      return c.redirect(authorizeUrl(provider, { redirectUri: callbackUrl, state: flow.state, challenge }), 302);
    const devUrl = new URLSearchParams({ provider: query.provider, state: flow.state, code_challenge: challenge });
    return c.redirect(`${DEV_SIGN_IN_PATH}?${devUrl}`, 302);
  }

  async function profileFor(flow: FlowState, code: string): Promise<OAuthProfile | undefined> {
    const provider = real.get(flow.provider);
    if (provider)
      return exchangeCode(provider, { code, redirectUri: callbackUrl, verifier: flow.verifier }).catch(() => undefined);
    return usesDev(flow.provider) ? devSignInCode.redeem(secret, code, flow) : undefined;
  }

  return new Hono<MembershipEnv>()
    .get('/auth-provider/signup', (c) => start(c, 'signup'))
    .get('/auth-provider/login', (c) => start(c, 'login'))
    .get('/auth-provider/connect', (c) => start(c, 'connect'))
    .get('/auth-provider/callback', async (c) => {
      const flow = takeFlow(c, secret, c.req.query('state'));
      if (!flow) throw apiError('invalid-state');
      const code = c.req.query('code');
      const profile = code && code.length <= 2000 ? await profileFor(flow, code) : undefined;
      if (!profile) return failedPopup(c, flow.openerOrigin, apiError('provider-failed'));
      try {
        return popupPage(c, flow.openerOrigin, { data: await finishProviderFlow(db, flow, profile) });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return failedPopup(c, flow.openerOrigin, error);
      }
    });
}
