import { requestsPerSecond, startChild } from './load';
import type { Figure } from './report';

const TARGET_SHARE = 0.5;

/** Authenticated GET /api/account-balance beside a bare hono route, both on loopback. */
export async function apiThroughputFigures(): Promise<Figure[]> {
  const bare = await startChild('./api/serve-bare.ts');
  const product = await startChild('./api/serve-product.ts');
  try {
    await requestsPerSecond(bare.url, {});
    await requestsPerSecond(product.url, { Authorization: `Bearer ${product.token}` });
    const bareRate = await requestsPerSecond(bare.url, {});
    const productRate = await requestsPerSecond(product.url, { Authorization: `Bearer ${product.token}` });
    const share = productRate / bareRate;
    return [
      {
        name: 'GET /api/account-balance (authenticated)',
        value: `${Math.round(productRate)} req/s (${(share * 100).toFixed(0)}%)`,
        target: `>= ${TARGET_SHARE * 100}% of bare hono`,
        reference: `bare hono route ${Math.round(bareRate)} req/s`,
        meetsTarget: share >= TARGET_SHARE,
      },
    ];
  } finally {
    bare.child.kill('SIGTERM');
    product.child.kill('SIGTERM');
  }
}
