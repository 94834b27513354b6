import { membershipClient } from '../elements/kit/membership/membership-runtime';
import { completeSignIn } from './session';

/**
 * The demo account anyone may try the dashboard with (published with the product's seed data).
 * It signs in like any member: membership login, then the same single sign-on.
 */
const DEMO_ACCOUNT = { email: 'demo@chainforge.dev', password: 'ChainForge-demo-1' };

export async function demoLogin(): Promise<void> {
  const { member } = await membershipClient.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await completeSignIn(member);
}
