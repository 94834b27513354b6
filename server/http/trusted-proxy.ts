import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { TrustProxySetting } from '../config.ts';

/** Who sent a request, as far as the trusted proxies vouch for it. */
export interface RequestClient {
  /** The client's address: the socket's, or the nearest untrusted one in X-Forwarded-For. */
  ip: string;
  /** The scheme the client used, when a trusted proxy said so; else the socket's. */
  protocol: 'http' | 'https';
  /** Whether the socket's peer is a trusted proxy, whose X-Request-Id may then be kept. */
  viaTrustedProxy: boolean;
}

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * The rule Express uses: X-Forwarded-For is read from the right, one hop at a time, only while the
 * hop that appended it is trusted. A header the client sent itself, straight to us or through an
 * untrusted hop, is never read, so it cannot pick another rate-limit bucket.
 */
export function requestClientReader(
  setting: TrustProxySetting,
): (incoming: IncomingMessage | undefined) => RequestClient {
  const trust: TrustFunction =
    'hops' in setting ? (_address, hop) => hop < setting.hops : proxyAddr.compile(setting.addresses);
  return (incoming) => {
    const socketAddress = incoming?.socket?.remoteAddress;
    if (!incoming || !socketAddress) return { ip: 'unknown', protocol: 'http', viaTrustedProxy: false };
    const viaTrustedProxy = trust(socketAddress, 0);
    const ownProtocol = 'encrypted' in incoming.socket && incoming.socket.encrypted ? 'https' : 'http';
    if (!viaTrustedProxy) return { ip: socketAddress, protocol: ownProtocol, viaTrustedProxy };
    return { ip: proxyAddr(incoming, trust), protocol: forwardedProtocol(incoming) ?? ownProtocol, viaTrustedProxy };
  };
}

/** The first X-Forwarded-Proto value: the scheme the nearest trusted proxy saw. */
function forwardedProtocol(incoming: IncomingMessage): 'http' | 'https' | undefined {
  const header = incoming.headers['x-forwarded-proto'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https' || first === 'http' ? first : undefined;
}
