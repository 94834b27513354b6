// The product server on a fresh database, for the membership benchmark, with sign-in limits out
// of the way (they would answer 429 long before hashing is the bound): prints its base URL and a
// member session token.
// It logs as in production.
import './production-logging';
import { startTestServer } from '../../../server/testing/test-server';

const unlimited = { limit: 1_000_000_000 };
const server = await startTestServer({
  membership: { rateLimits: { loginPerIp: unlimited, loginFailuresPerPair: unlimited } },
});
const login = await fetch(`${server.url}/membership/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-API-Key': 'pk_sb_chainforge_demo' },
  body: JSON.stringify({ email: 'demo@chainforge.dev', password: 'ChainForge-demo-1' }),
});
const { data } = (await login.json()) as { data: { tokens: { accessToken: string } } };
process.stdout.write(`${JSON.stringify({ url: `${server.url}/membership`, token: data.tokens.accessToken })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
