import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { requestClientReader } from './trusted-proxy.ts';

function request(peer: string, headers: Record<string, string> = {}): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers,
    connection: { remoteAddress: peer },
  } as unknown as IncomingMessage;
}

const read = (trustProxy: string | undefined, incoming: IncomingMessage) =>
  requestClientReader(loadConfig({ TRUST_PROXY: trustProxy }).trustProxy)(incoming);

describe('the client behind trusted proxies', () => {
  it('believes no header by default: a client that sends X-Forwarded-For itself keeps its own address', () => {
    const forged = request('203.0.113.9', { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-proto': 'https' });
    expect(read(undefined, forged)).toEqual({ ip: '203.0.113.9', protocol: 'http', viaTrustedProxy: false });
    expect(read('0', forged).ip).toBe('203.0.113.9');
  });

  it('reads the address the nearest trusted hop appended, never what the client wrote before it', () => {
    const throughProxy = request('127.0.0.1', {
      'x-forwarded-for': '198.51.100.1, 203.0.113.9',
      'x-forwarded-proto': 'https',
    });
    expect(read('1', throughProxy)).toEqual({ ip: '203.0.113.9', protocol: 'https', viaTrustedProxy: true });
    expect(read('127.0.0.1/8', throughProxy).ip).toBe('203.0.113.9');
    expect(read('loopback', throughProxy).ip).toBe('203.0.113.9');
  });

  it('walks every trusted hop of a chain of proxies', () => {
    const twoHops = request('10.0.0.2', { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' });
    expect(read('2', twoHops).ip).toBe('203.0.113.9');
    expect(read('10.0.0.0/8', twoHops).ip).toBe('203.0.113.9');
    expect(read('10.0.0.2', twoHops).ip).toBe('10.0.0.1');
  });

  it('ignores the headers of a hop that is not in the list', () => {
    const untrusted = request('192.0.2.7', { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-proto': 'https' });
    expect(read('10.0.0.0/8, ::1', untrusted)).toEqual({ ip: '192.0.2.7', protocol: 'http', viaTrustedProxy: false });
  });

  it('takes IPv6 proxies and ranges', () => {
    const v6 = request('::1', { 'x-forwarded-for': '2001:db8::5' });
    expect(read('::1', v6).ip).toBe('2001:db8::5');
    expect(read('fd00::/8', request('fd00::1', { 'x-forwarded-for': '2001:db8::6' })).ip).toBe('2001:db8::6');
  });

  it('refuses a setting that is neither a hop count nor addresses, naming it', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY.*"nginx"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
  });
});
