import { Hono } from 'hono';
import { devClientsOnly } from '../../http/dev-clients-only.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';

/**
 * GET /dev-captcha/token: a token of the offline development captcha provider, what its widget
 * "solves". Registered only outside production and only while that provider is the one in use;
 * answered to this machine's browsers (devClientsOnly).
 */
export function devCaptchaRoutes({ captcha, config }: MembershipServices) {
  const routes = new Hono<MembershipEnv>();
  const issue = captcha.issue;
  if (config.isProduction || !issue) return routes;
  return routes.get('/dev-captcha/token', devClientsOnly(config), (c) =>
    answer(c, { provider: captcha.provider, token: issue() }),
  );
}
