import { Hono } from 'hono';
import type { MembershipEnv, MembershipServices } from '../env.ts';
import { answer } from '../http/answer.ts';

/**
 * GET /dev-captcha/token: a token of the offline development captcha provider, what its widget
 * "solves". Registered only outside production and only while that provider is the one in use.
 */
export function devCaptchaRoutes({ captcha, config }: MembershipServices) {
  const routes = new Hono<MembershipEnv>();
  const issue = captcha.issue;
  if (config.isProduction || !issue) return routes;
  return routes.get('/dev-captcha/token', (c) => answer(c, { provider: captcha.provider, token: issue() }));
}
