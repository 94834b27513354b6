import { Hono } from 'hono';
import type { MembershipEnv, MembershipServices } from '../env.ts';
import { requireApp } from '../http/require-app.ts';
import { appRoutes } from './app.ts';
import { loginRoutes } from './auth-login.ts';
import { signupRoutes } from './auth-signup.ts';
import { memberRoutes } from './member.ts';

/** Every membership route; add a new file's routes here. */
export function allRoutes(services: MembershipServices) {
  const withApp = requireApp(services.apps);
  return new Hono<MembershipEnv>()
    .route('/', appRoutes(services, withApp))
    .route('/', loginRoutes(services, withApp))
    .route('/', signupRoutes(services, withApp))
    .route('/', memberRoutes(services, withApp));
}
