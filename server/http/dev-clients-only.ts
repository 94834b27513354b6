import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import { clientIp } from './client-ip.ts';
import { apiError } from './errors.ts';
import { isLoopbackAddress } from './loopback.ts';

/**
 * Guards the development routes (every mailed code, sign-in as anyone, free paid plans): they
 * answer this machine's browsers, and others only with DEV_ROUTES=on, so a server forgotten in
 * development mode on a public address gives strangers none of them. The peer address decides;
 * X-Forwarded-For would let anyone claim to be 127.0.0.1.
 *
 * 403 rather than a 404 pretending the route is absent: the client most likely to get it is the
 * developer (a phone on the LAN, a browser outside a container), who needs to be told what to set;
 * a stranger learns only that the server runs in development mode, which gives them nothing.
 */
export function devClientsOnly(config: Config): MiddlewareHandler {
  return async (c, next) => {
    if (!config.devRoutesForAnyClient && !isLoopbackAddress(clientIp(c))) {
      throw apiError('development-route-local-only');
    }
    await next();
  };
}
