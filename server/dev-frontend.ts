import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { REPO_ROOT } from './paths.ts';

/**
 * `npm run dev`: Vite serves the dashboard with hot reload on the public port and hands every
 * backend path to the server behind it (the proxy list lives in vite.config.ts).
 */
export async function startDevFrontend(port: number, host: string, backendPort: number): Promise<ViteDevServer> {
  process.env.BACKEND_PORT = String(backendPort);
  const vite = await createServer({
    configFile: path.join(REPO_ROOT, 'vite.config.ts'),
    server: { port, host, strictPort: true },
  });
  await vite.listen();
  return vite;
}
