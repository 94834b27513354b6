import { Hono } from 'hono';
import * as v from 'valibot';
import { devClientsOnly } from '../../http/dev-clients-only.ts';
import { emailField } from '../../http/fields.ts';
import { parseOrThrow } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { DEV_SIGN_IN_PATH, devSignInCode } from '../oauth/dev-sign-in-code.ts';
import { html, page } from '../views/html.ts';

const flowQuery = v.object({
  provider: v.picklist(['google', 'github'], 'must be google or github'),
  state: v.pipe(v.string('is required'), v.regex(/^[\w-]{16,64}$/, 'must be a state')),
  code_challenge: v.pipe(v.string('is required'), v.regex(/^[\w-]{43}$/, 'must be an S256 challenge')),
});
const approveQuery = v.object({
  ...flowQuery.entries,
  id: v.pipe(v.string('is required'), v.regex(/^[\w.@-]{1,64}$/, 'must be 1 to 64 letters, digits or . _ @ -')),
  email: emailField,
});

const SAMPLE_ACCOUNTS = [
  { id: '1001', email: 'ada@example.com' },
  { id: '1002', email: 'grace@example.com' },
];

/**
 * Stands in for Google and GitHub in development (never in production): pick or type a fake
 * account, and the popup continues to the callback with a code as a real provider's would. Only
 * this machine's browsers may use it (devClientsOnly): anyone else could sign in as anyone.
 * Both steps are GETs that change nothing; the callback does the signing in.
 */
export function devSignInRoutes({ secret, config }: MembershipServices) {
  const routes = new Hono<MembershipEnv>();
  if (config.isProduction) return routes;
  const localOnly = devClientsOnly(config);
  return routes
    .get('/auth-provider/dev-sign-in', localOnly, (c) => {
      const flow = parseOrThrow(flowQuery, c.req.query());
      const hidden = html`<input type="hidden" name="provider" value="${flow.provider}"><input type="hidden" name="state" value="${flow.state}"><input type="hidden" name="code_challenge" value="${flow.code_challenge}">`;
      const picks = SAMPLE_ACCOUNTS.map(
        (account) =>
          html`<form method="get" action="${DEV_SIGN_IN_PATH}/approve">${hidden}<input type="hidden" name="id" value="${account.id}"><input type="hidden" name="email" value="${account.email}"><button type="submit">Continue as ${account.email}</button></form>`,
      );
      const body = html`<p class="note">Development sign-in: stands in for ${flow.provider} on this server. Not available in production.</p>
<h1>Sign in with ${flow.provider}</h1>${picks}
<h2>Or another account</h2>
<form method="get" action="${DEV_SIGN_IN_PATH}/approve">${hidden}
<label for="id">Account id at ${flow.provider}</label><input id="id" name="id" maxlength="64" required>
<label for="email">Email</label><input id="email" name="email" type="email" maxlength="254" required>
<button type="submit">Continue</button></form>`;
      const rendered = page(`Sign in with ${flow.provider}`, body);
      return c.body(rendered.body, 200, rendered.headers);
    })
    .get('/auth-provider/dev-sign-in/approve', localOnly, (c) => {
      const query = parseOrThrow(approveQuery, c.req.query());
      const code = devSignInCode.issue(secret, {
        provider: query.provider,
        id: query.id,
        email: query.email,
        challenge: query.code_challenge,
      });
      return c.redirect(`/membership/auth-provider/callback?${new URLSearchParams({ code, state: query.state })}`, 302);
    });
}
