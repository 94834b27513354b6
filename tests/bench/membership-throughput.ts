import autocannon from 'autocannon';
import { hashPassword, verifyPassword } from '../../server/membership/security/passwords';
import { requestsPerSecond, startChild, SECONDS } from './load';
import type { Figure } from './report';

const CONNECTIONS = 10;

/** argon2id verifications per second in this process: the bound on logins. */
export async function hashesPerSecond(): Promise<number> {
  const hash = await hashPassword('ChainForge-demo-1');
  const parallel = 4;
  const began = performance.now();
  let done = 0;
  while (performance.now() - began < 3000) {
    await Promise.all(Array.from({ length: parallel }, () => verifyPassword(hash, 'ChainForge-demo-1')));
    done += parallel;
  }
  return done / ((performance.now() - began) / 1000);
}

async function loginsPerSecond(url: string): Promise<number> {
  const result = await autocannon({
    url: `${url}/auth/login`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'Content-Type': 'application/json', 'X-API-Key': 'pk_sb_chainforge_demo' },
    body: JSON.stringify({ email: 'demo@chainforge.dev', password: 'ChainForge-demo-1' }),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`login: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

/** Logins per second (bounded by argon2id) and GET /member beside a bare hono route. */
export async function membershipThroughputFigures(): Promise<Figure[]> {
  const bare = await startChild('./api/serve-bare.ts');
  const product = await startChild('./api/serve-membership.ts');
  const memberHeaders = { Authorization: `Bearer ${product.token}`, 'X-API-Key': 'pk_sb_chainforge_demo' };
  try {
    await requestsPerSecond(`${product.url}/member`, memberHeaders);
    const logins = await loginsPerSecond(product.url);
    const hashes = await hashesPerSecond();
    const bareRate = await requestsPerSecond(bare.url, {});
    const memberRate = await requestsPerSecond(`${product.url}/member`, memberHeaders);
    return [
      {
        name: 'POST /membership/auth/login',
        value: `${Math.round(logins)} logins/s`,
        target: 'bounded by password hashing',
        reference: `argon2id (m=19456 KiB, t=2, p=1) verifies ${Math.round(hashes)}/s on this machine`,
        meetsTarget: null,
      },
      {
        name: 'GET /membership/member (signed in)',
        value: `${Math.round(memberRate)} req/s (${((memberRate / bareRate) * 100).toFixed(0)}%)`,
        target: 'reported beside bare hono',
        reference: `bare hono route ${Math.round(bareRate)} req/s`,
        meetsTarget: null,
      },
    ];
  } finally {
    bare.child.kill('SIGTERM');
    product.child.kill('SIGTERM');
  }
}
