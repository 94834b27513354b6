import http from 'node:http';

/**
 * fetch() as a client at another loopback address: 127.0.0.0/8 is all this machine's, so a
 * connection from 127.0.0.2 really arrives from another peer address, and per-address rate limits
 * see a second client. Unlike fetch(), it sends a Host header as given, as any client may. Only
 * what the tests use: method, headers, a text or byte body.
 */
export function fetchFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
              headers.append(name, one);
          }
          const status = incoming.statusCode ?? 500;
          const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}
